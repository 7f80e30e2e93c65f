/**
 * The code blocks of the site's Markdown and the project rules they must follow (issue #16). Pure logic: the
 * parsers that need a process (ShellCheck, Python) run in scripts/check-code-blocks.mts.
 */

export interface CodeBlock {
  /** Path of the page, relative to the site. */
  file: string;
  /** Line of the opening fence (1-based). */
  line: number;
  /** The first word of the info string, lower-cased ('' when there is none). */
  lang: string;
  /** The rest of the info string. */
  meta: string;
  /** The content, with the fence's indentation removed. */
  code: string;
}

const FENCE = /^( {0,20})(`{3,}|~{3,})(.*)$/;

/** Every fenced code block of a Markdown or MDX source, in order. An unclosed fence is reported as an error. */
export function codeBlocksOf(source: string, file: string): {blocks: CodeBlock[]; errors: string[]} {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  const errors: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    if (fence[0] === '`' && info.includes('`')) continue; // inline code such as ```x``` on one line
    const [lang = '', ...rest] = info.trim().split(/\s+/);
    const body: string[] = [];
    let closed = false;
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const close = new RegExp(`^ {0,${indent.length + 3}}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).exec(
        lines[j],
      );
      if (close) {
        closed = true;
        break;
      }
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    if (!closed) errors.push(`${file}:${i + 1}: a code block that is never closed`);
    blocks.push({file, line: i + 1, lang: lang.toLowerCase(), meta: rest.join(' '), code: body.join('\n')});
    i = j;
  }
  return {blocks, errors};
}

/** Whether the block says it is deliberately not complete on its own (the word `fragment` in its meta). */
export const isFragment = (block: CodeBlock) => /(?:^|\s)fragment(?:\s|$)/.test(block.meta);

/** The published path a code block's meta names (`file=/deploy/x.yml`), filled by src/content/remark/file-blocks.ts. */
export const publishedFileOfMeta = (meta: string | null | undefined) => /(?:^|\s)file=(\S+)/.exec(meta ?? '')?.[1];

/** The published file a block is filled from. */
export const publishedFileOf = (block: CodeBlock) => publishedFileOfMeta(block.meta);

/** Which checker reads a language; languages without one are counted, not checked. */
export const LANGUAGE_CHECKER: Record<string, 'yaml' | 'json' | 'shell' | 'python' | 'js' | 'ts' | 'tsx' | 'jsx'> = {
  yaml: 'yaml',
  yml: 'yaml',
  json: 'json',
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  python: 'python',
  py: 'python',
  js: 'jsx',
  javascript: 'jsx',
  jsx: 'jsx',
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
};

/** A line of a shell block, without a leading `sudo` or `$ ` prompt, joined with its continuation lines. */
export function shellCommands(code: string): Array<{text: string; offset: number}> {
  const out: Array<{text: string; offset: number}> = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const start = i;
    let text = lines[i];
    while (text.endsWith('\\') && i + 1 < lines.length) {
      i += 1;
      text = `${text.slice(0, -1)} ${lines[i]}`;
    }
    out.push({text: text.trim(), offset: start});
  }
  return out;
}

/** The namespace of the install guide (deployment/deploy-kubernetes.md) and the namespaces of other software. */
export const CAIRN_NAMESPACE = 'cairn';
const OTHER_NAMESPACES = new Set(['ingress-nginx', 'cert-manager', 'kube-system']);
/** helm subcommands that act on the local repository list or the client, not on a release. */
const HELM_WITHOUT_RELEASE =
  /^helm\s+(repo|search|version|plugin|env|completion|show|pull|template|lint|package|dependency|create)\b/;
/** kubectl commands that act on the cluster or the client, not on objects of a namespace. */
const KUBECTL_CLUSTER_WIDE =
  /^kubectl\s+(version|config|cluster-info|api-resources|api-versions|completion|(get|describe|top)\s+(nodes?|ingressclass(es)?|storageclass(es)?|namespaces?|ns|crd|clusterissuers?)\b|create\s+namespace|apply\s+-f\s+https:\/\/)/;

/** Project rules for one block: namespace and timeout of helm/kubectl, one tag format, one bucket rule. */
export function ruleViolations(block: CodeBlock): string[] {
  const problems: string[] = [];
  const at = (offset: number) => `${block.file}:${block.line + 1 + offset}`;
  if (LANGUAGE_CHECKER[block.lang] === 'shell' || block.lang === 'text' || block.lang === '') {
    for (const {text, offset} of shellCommands(block.code)) {
      for (const part of text.split(/\s*(?:&&|\|\||;|\|)\s*/)) {
        const command = part.replace(/^(\$\s+)?(sudo\s+(-\S+\s+)*)?/, '').trim();
        const isHelm = /^helm\s/.test(command) && !HELM_WITHOUT_RELEASE.test(command);
        const isKubectl = /^kubectl\s/.test(command) && !KUBECTL_CLUSTER_WIDE.test(command);
        if (isHelm || isKubectl) {
          const ns = /(?:^|\s)(?:-n|--namespace)(?:=|\s+)(\S+)/.exec(command)?.[1];
          if (!ns)
            problems.push(
              `${at(offset)}: \`${command.slice(0, 60)}\` names no namespace: add ${isHelm ? '--namespace' : '-n'} ${CAIRN_NAMESPACE} (deployment/deploy-kubernetes.md installs there)`,
            );
          else if (ns !== CAIRN_NAMESPACE && !OTHER_NAMESPACES.has(ns))
            problems.push(
              `${at(offset)}: \`${command.slice(0, 60)}\` uses namespace ${ns}; Cairn's is ${CAIRN_NAMESPACE}`,
            );
        }
        if (
          /^helm\s+upgrade\s/.test(command) &&
          !(/\s--wait(\s|$)/.test(command) && /\s--timeout(=|\s+)40m\b/.test(command))
        ) {
          problems.push(
            `${at(offset)}: \`helm upgrade\` without --wait --timeout 40m (a migration job may run 30 minutes; configuring-cairn/upgrading-cairn.md)`,
          );
        }
        if (/^git\s/.test(command)) {
          // Quoted arguments are messages ("Cairn 1.15.0"), not refs.
          for (const m of command
            .replace(/"[^"]*"|'[^']*'/g, '""')
            .matchAll(/(?:^|[^\w.])(v?)(\d+\.\d+\.\d+(?:-rc\.\d+)?)\b/g)) {
            if (!m[1])
              problems.push(
                `${at(offset)}: git tag ${m[2]} without its v: Cairn's git tags are v${m[2]} (image tags have no v)`,
              );
          }
        }
      }
    }
  }
  block.code.split('\n').forEach((line, offset) => {
    if (/cairnanalytics\/cairn:v\d/.test(line))
      problems.push(`${at(offset)}: image tag with a v: Docker image tags are bare (cairnanalytics/cairn:1.15.0)`);
    if (/\bbucket\w*\s*<=|<=\s*\w*(rollout|percent)/i.test(line))
      problems.push(`${at(offset)}: a flag is on when bucket < rollout percentage, not <= (features/feature-flags.md)`);
  });
  return problems;
}

/** Rules for prose (outside code blocks) that a review found broken. */
export function proseViolations(source: string, file: string): string[] {
  const problems: string[] = [];
  source.split('\n').forEach((line, i) => {
    if (/cairnanalytics\/cairn:v\d/.test(line))
      problems.push(`${file}:${i + 1}: image tag with a v: Docker image tags are bare (cairnanalytics/cairn:1.15.0)`);
    if (/\bbuckets?\b[^.]{0,60}\b0\s*(?:-|–|to)\s*100\b/i.test(line))
      problems.push(`${file}:${i + 1}: flag buckets run from 0 to 99 (features/feature-flags.md)`);
  });
  return problems;
}

/** Variables named by a code block: `NAME=`, `$NAME`, `${NAME}`, `os.environ["NAME"]`, `process.env.NAME`, `ENV["NAME"]`, `- name: NAME`. */
export function envVarsInCode(code: string): string[] {
  const names = new Set<string>();
  const patterns = [
    /(?:^|[\s"'-])([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])=/gm,
    /\$\{?([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])\b/g,
    /os\.environ(?:\.get)?[[(]\s*["']([A-Z][A-Z0-9_]*)["']/g,
    /os\.getenv\(\s*["']([A-Z][A-Z0-9_]*)["']/g,
    /process\.env\.([A-Z][A-Z0-9_]*)/g,
    /process\.env\[\s*["']([A-Z][A-Z0-9_]*)["']/g,
    /ENV(?:\.fetch)?[[(]\s*["']([A-Z][A-Z0-9_]*)["']/g,
    /^\s*-?\s*name:\s*["']?([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])["']?\s*$/gm,
    /^\s*([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]):\s/gm,
  ];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) names.add(m[1]);
  return [...names];
}

/** Variables named in prose: an inline code span that is a variable name, or `NAME=value`. */
export function envVarsInProse(source: string): Array<{name: string; line: number}> {
  const out: Array<{name: string; line: number}> = [];
  source.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9])(?:=[^`]*)?`/g))
      out.push({name: m[1], line: i + 1});
  });
  return out;
}

/** The source without its fenced code blocks (kept as blank lines, so line numbers stay). */
export function proseOf(source: string, blocks: readonly CodeBlock[]): string {
  const lines = source.split('\n');
  for (const block of blocks) {
    const end = block.line + block.code.split('\n').length;
    for (let i = block.line - 1; i <= Math.min(end, lines.length - 1); i += 1) lines[i] = '';
  }
  return lines.join('\n');
}

/** `${VAR}` and `${VAR:-default}` references of a compose file (not the escaped `$${...}`); those with a default need no definition. */
export function composeVariables(compose: string): {required: string[]; withDefault: string[]} {
  const required = new Set<string>();
  const withDefault = new Set<string>();
  for (const m of compose.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)(:?[-?][^}]*)?\}/g)) {
    if (m[2]?.startsWith('-') || m[2]?.startsWith(':-')) withDefault.add(m[1]);
    else required.add(m[1]);
  }
  return {required: [...required], withDefault: [...withDefault]};
}

/** Names a `.env` file defines (`NAME=value` lines, not comments). */
export function dotenvNames(dotenv: string): string[] {
  return [...dotenv.matchAll(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=/gm)].map((m) => m[1]);
}
