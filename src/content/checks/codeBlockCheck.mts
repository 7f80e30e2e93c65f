/**
 * The code-block check (issue #16) in parts that take a list of pages, so that `npm run check:code` runs them on every
 * page and `npm run check` on the pages you name: the blocks and prose rules of pages and the environment variables
 * they name (`checkPageBlocks`), each block's project rules and parse by language (`checkBlocks`: YAML, JSON,
 * ShellCheck at error level, Python, JS/TS), the API reference's generated samples (`generatedSampleBlocks`) and the
 * published deploy files (`deployFileProblems`). Every problem is one line that starts with `file:line:` (the deploy
 * files: `file:`).
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import * as yaml from 'js-yaml';
import {ENV_VARS} from '../../data/envVars.ts';
import {OTHER_ENV_VARS} from '../../data/otherEnvVars.ts';
import {LATEST_DOCS_VERSION, NEXT_DOCS_VERSION, RELEASES, type Release} from '../../constants/docs.ts';
import {releaseOfContentFile} from '../../lib/docsVersion.ts';
import {envVarsOf} from '../envVars.ts';
import {COMPOSE_SCHEMA, composeProblems} from '../compose.ts';
import {HELM_VALUES} from '../../data/helmValues.ts';
import {helmValueProblems, helmValuesOf, isValuesKey, valuesKeysInProse} from '../helmValues.ts';
import {HELM_VALUES_DATA, readValuesFiles} from '../remark/helm-values.ts';
import {
  codeBlocksOf,
  composeVariables,
  dotenvNames,
  envVarsInCode,
  envVarsInProse,
  isFragment,
  LANGUAGE_CHECKER,
  proseOf,
  proseViolations,
  publishedFileOf,
  ruleViolations,
  type CodeBlock,
} from '../codeBlocks.ts';
import {OPENAPI_VERSIONS, type OpenApiVersion} from '../../config/openapi.ts';
import {httpSamples} from '../openapi/samples.ts';
import {librarySamples} from '../openapi/sdkSamples.ts';
import {SAMPLE_LANGUAGES} from '../openapi/types.ts';
import {descriptionOf} from './openapiCheck.mts';
import {run} from './run.mts';

const root = path.resolve(import.meta.dirname, '../../..');

export interface PageBlocks {
  problems: string[];
  blocks: CodeBlock[];
  /** Environment variable names checked against src/data/envVars.ts, and on how many docs pages. */
  envChecked: {names: number; pages: number};
}

/** The code blocks of pages (site-relative paths), the prose rules, and every environment variable a docs page names. */
export function checkPageBlocks(files: readonly string[]): PageBlocks {
  const result: PageBlocks = {problems: [], blocks: [], envChecked: {names: 0, pages: 0}};
  const {problems, blocks, envChecked} = result;
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const found = codeBlocksOf(source, file);
    problems.push(...found.errors);
    blocks.push(...found.blocks);
    const prose = proseOf(source, found.blocks);
    problems.push(...proseViolations(prose, file));

    const release = releaseOfContentFile(file);
    if (release && (RELEASES as readonly string[]).includes(release)) {
      const known = new Set(envVarsOf(ENV_VARS, release as Release).map((v) => v.name));
      const later = new Set(ENV_VARS.map((v) => v.name));
      const named = [
        ...envVarsInProse(prose),
        ...found.blocks.flatMap((b) => envVarsInCode(b.code).map((name) => ({name, line: b.line}))),
      ];
      envChecked.pages += 1;
      for (const {name, line} of named) {
        envChecked.names += 1;
        if (known.has(name) || name in OTHER_ENV_VARS) continue;
        problems.push(
          `${file}:${line}: ${name} is not an environment variable Cairn ${release} reads` +
            (later.has(name)
              ? ' (src/data/envVars.ts has it for another release)'
              : ' (add it to src/data/envVars.ts, or to src/data/otherEnvVars.ts if it belongs to other software)'),
        );
      }
      // Helm values keys: each one the page names must be a key of its release's chart, and a page with the
      // reference table needs the values files and their descriptions to agree, as the build does.
      const values = helmValuesOf(HELM_VALUES, release as Release);
      for (const {key, line} of valuesKeysInProse(prose, HELM_VALUES)) {
        if (isValuesKey(key, values)) continue;
        problems.push(
          `${file}:${line}: ${key} is not a key of the Helm values of Cairn ${release}` +
            (isValuesKey(key, HELM_VALUES)
              ? ' (src/data/helmValues.ts has it for another release)'
              : ' (src/data/helmValues.ts and static/deploy/values*.yaml do not have it)'),
        );
      }
      const directive = source.split('\n').findIndex((text) => text.trim() === '::helm-values');
      if (directive >= 0) {
        for (const problem of helmValueProblems(HELM_VALUES, readValuesFiles(root), HELM_VALUES_DATA))
          problems.push(`${file}:${directive + 1}: ::helm-values: ${problem}`);
      }
    } else if (release) {
      problems.push(`${file}:1: docs of release ${release}, which RELEASES in src/constants/docs.ts does not list`);
    }
  }
  return result;
}

/**
 * The API reference's code samples (issue #17), generated from each version's OpenAPI description: one block per
 * operation and language, checked like the blocks written by hand.
 */
export function generatedSampleBlocks(versions: readonly OpenApiVersion[] = OPENAPI_VERSIONS): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const version of versions) {
    const description = descriptionOf(version);
    for (const operation of description.operations) {
      for (const sample of [...librarySamples(operation.id), ...httpSamples(operation)]) {
        const lang = SAMPLE_LANGUAGES.find((language) => language.value === sample.language)!.prism;
        blocks.push({
          file: `${version.file} (${operation.id}, ${sample.language}${sample.library ? `, ${sample.library}` : ''})`,
          line: 0,
          lang,
          meta: '',
          code: sample.code,
        });
      }
    }
  }
  return blocks;
}

/** Blocks of one language: how many, checked (parsed without error), skipped (a fragment that does not parse alone), filled from a published file, failed. */
export type Tally = {blocks: number; checked: number; fragments: number; published: number; failed: number};

/**
 * Each block's project rules, then its parse by language. ShellCheck (one run for every shell block, at error level)
 * and Python (one interpreter for every Python block) run as child processes, alongside the parsers that run here.
 */
export async function checkBlocks(
  blocks: readonly CodeBlock[],
): Promise<{problems: string[]; tally: Map<string, Tally>}> {
  const problems: string[] = [];
  for (const block of blocks) {
    if (block.lang === '') problems.push(`${block.file}:${block.line}: a code block without a language`);
    problems.push(...ruleViolations(block));
  }

  const tally = new Map<string, Tally>();
  const count = (lang: string) => {
    if (!tally.has(lang)) tally.set(lang, {blocks: 0, checked: 0, fragments: 0, published: 0, failed: 0});
    return tally.get(lang)!;
  };
  const failures = new Map<CodeBlock, string[]>();
  const fail = (block: CodeBlock, message: string, lineOffset = 0) => {
    failures.set(block, [
      ...(failures.get(block) ?? []),
      `${block.file}:${block.line + 1 + lineOffset}: ${block.lang} block: ${message}`,
    ]);
  };
  const parsed: CodeBlock[] = [];
  const shellBlocks: CodeBlock[] = [];
  const pythonBlocks: CodeBlock[] = [];
  const scriptBlocks: CodeBlock[] = [];
  for (const block of blocks) {
    const t = count(block.lang || '(none)');
    t.blocks += 1;
    const checker = LANGUAGE_CHECKER[block.lang];
    if (publishedFileOf(block)) {
      t.published += 1;
      continue;
    }
    if (!checker) continue;
    parsed.push(block);
    if (checker === 'shell') shellBlocks.push(block);
    else if (checker === 'python') pythonBlocks.push(block);
    else if (checker !== 'yaml' && checker !== 'json') scriptBlocks.push(block);
  }

  const work = mkdtempSync(path.join(tmpdir(), 'cairn-code-blocks-'));
  try {
    // Started first, so that they run while the blocks below are parsed here.
    const shellcheck = shellBlocks.length > 0 ? runShellCheck(shellBlocks, work) : Promise.resolve(undefined);
    const python =
      pythonBlocks.length > 0
        ? run(
            'python3',
            [
              '-c',
              'import ast,json,sys\nfor i,code in enumerate(json.load(sys.stdin)):\n  try: ast.parse(code)\n  except SyntaxError as e: print(json.dumps([i,e.lineno or 1,e.msg]))\n',
            ],
            {input: JSON.stringify(pythonBlocks.map((b) => b.code))},
          )
        : Promise.resolve(undefined);

    for (const block of parsed) {
      const checker = LANGUAGE_CHECKER[block.lang];
      if (checker === 'yaml') {
        try {
          yaml.loadAll(block.code, null, {schema: COMPOSE_SCHEMA});
        } catch (error) {
          fail(
            block,
            (error as yaml.YAMLException).reason ?? String(error),
            (error as yaml.YAMLException).mark?.line ?? 0,
          );
          continue;
        }
        // A whole compose file, or an override of the published one, must be one that Compose starts reliably.
        const title = /(?:^|\s)title="([^"]*)"/.exec(block.meta)?.[1] ?? '';
        if (!isFragment(block) && /^docker-compose(\.override)?\.ya?ml$/.test(title)) {
          const base = title.includes('.override.') ? publishedCompose() : undefined;
          // The docs hold their files to the published file's conventions; a release post may show an older file.
          const conventions = /^(docs|versioned_docs)\//.test(block.file);
          for (const problem of composeProblems(block.code, title, base, conventions)) fail(block, problem);
        }
      } else if (checker === 'json') {
        try {
          JSON.parse(block.code);
        } catch (error) {
          fail(block, (error as Error).message);
        }
      }
    }
    if (scriptBlocks.length > 0) {
      // TypeScript's parser takes a second to load: only when a page has JavaScript or TypeScript.
      const {default: ts} = await import('typescript');
      for (const block of scriptBlocks) {
        const result = ts.transpileModule(block.code, {
          fileName: `block.${LANGUAGE_CHECKER[block.lang]}`,
          reportDiagnostics: true,
          compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext},
        });
        for (const d of result.diagnostics ?? []) {
          const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
          fail(block, ts.flattenDiagnosticMessageText(d.messageText, ' '), line);
        }
      }
    }

    const shell = await shellcheck;
    if (shell?.missing)
      problems.push('shellcheck is not installed: run `npm run test:setup` (Debian package shellcheck)');
    for (const c of shell?.comments ?? []) fail(shellBlocks[c.index]!, `SC${c.code}: ${c.message}`, c.line - 2);

    const pythonRun = await python;
    if (pythonRun && pythonRun.status !== 0)
      problems.push(`python3 could not parse the Python blocks: ${pythonRun.stderr || pythonRun.error}`);
    for (const line of pythonRun?.stdout.split('\n').filter(Boolean) ?? []) {
      const [i, lineno, msg] = JSON.parse(line) as [number, number, string];
      fail(pythonBlocks[i]!, msg, lineno - 1);
    }
  } finally {
    rmSync(work, {recursive: true, force: true});
  }

  for (const block of parsed) {
    const t = count(block.lang);
    const failed = failures.get(block);
    if (!failed) t.checked += 1;
    else if (isFragment(block)) t.fragments += 1;
    else {
      t.failed += 1;
      problems.push(...failed);
    }
  }
  return {problems, tally};
}

/** ShellCheck on every shell block at once, each written to a file of `work` behind a bash shebang. */
async function runShellCheck(
  blocks: readonly CodeBlock[],
  work: string,
): Promise<{missing: boolean; comments: {index: number; line: number; code: number; message: string}[]}> {
  const files = blocks.map((block, i) => {
    const file = path.join(work, `block-${i}.sh`);
    writeFileSync(file, `#!/usr/bin/env bash\n${block.code}\n`);
    return file;
  });
  const result = await run('shellcheck', ['--severity=error', '--shell=bash', '--format=json1', ...files]);
  if (result.error) return {missing: true, comments: []};
  const report = JSON.parse(result.stdout || '{"comments":[]}') as {
    comments: Array<{file: string; line: number; code: number; message: string}>;
  };
  return {
    missing: false,
    comments: report.comments.map((c) => ({
      index: Number(/block-(\d+)\.sh$/.exec(c.file)![1]),
      line: c.line,
      code: c.code,
      message: c.message,
    })),
  };
}

/** The published `docker-compose.yml`, which the overrides shown in the docs extend. */
function publishedCompose(): string {
  return readFileSync(path.join(root, 'static/deploy/docker-compose.yml'), 'utf8');
}

/** The published shell scripts (static/deploy/*.sh) as code blocks, for ShellCheck with the pages' blocks. */
export function deployShellBlocks(): CodeBlock[] {
  const deployDir = path.join(root, 'static/deploy');
  return readdirSync(deployDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.sh'))
    .map((f) => {
      const text = readFileSync(path.join(deployDir, f), 'utf8');
      const shebang = /^#!.*\n/.exec(text)?.[0] ?? '';
      // `line` is the line before the code, as for a fence, so problems name the file's own line numbers.
      return {
        file: `static/deploy/${f}`,
        line: shebang ? 1 : 0,
        lang: 'bash',
        meta: '',
        code: text.slice(shebang.length),
      };
    });
}

/**
 * The published deploy files (static/deploy/): every YAML parses, every compose file is one Compose starts (an
 * override together with docker-compose.yml), the compose file matches the brief and its .env.example, and every
 * security group of a Terraform file is attached to something.
 */
export function deployFileProblems(): {problems: string[]; files: number} {
  const problems: string[] = [];
  const deployDir = path.join(root, 'static/deploy');
  const deployFiles = readdirSync(deployDir, {recursive: true, encoding: 'utf8'}).filter((f) =>
    statSync(path.join(deployDir, f)).isFile(),
  );
  for (const f of deployFiles.filter((name) => /\.ya?ml$/.test(name))) {
    const text = readFileSync(path.join(deployDir, f), 'utf8');
    try {
      yaml.loadAll(text, null, {schema: COMPOSE_SCHEMA});
    } catch (error) {
      problems.push(`static/deploy/${f}: ${(error as yaml.YAMLException).message}`);
      continue;
    }
    const name = path.basename(f);
    if (/^docker-compose(\..+)?\.ya?ml$/.test(name)) {
      const basePath = path.join(deployDir, path.dirname(f), 'docker-compose.yml');
      const base = name === 'docker-compose.yml' ? undefined : readFileSync(basePath, 'utf8');
      problems.push(...composeProblems(text, `static/deploy/${f}`, base, true));
    }
  }
  // A security group that nothing references protects nothing (alb.tf once created one and never attached it).
  for (const f of deployFiles.filter((name) => name.endsWith('.tf'))) {
    const text = readFileSync(path.join(deployDir, f), 'utf8');
    for (const [, group] of text.matchAll(/^resource "aws_security_group" "([\w-]+)"/gm)) {
      if (!new RegExp(`aws_security_group\\.${group}\\.id\\b`).test(text))
        problems.push(`static/deploy/${f}: security group ${group} is created but attached to nothing`);
    }
  }
  for (const dir of ['', 'next/']) {
    const composePath = path.join(deployDir, dir, 'docker-compose.yml');
    let compose: string;
    try {
      compose = readFileSync(composePath, 'utf8');
    } catch {
      continue;
    }
    const envFile = [path.join(deployDir, dir, '.env.example'), path.join(deployDir, '.env.example')].find((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
    const where = `static/deploy/${dir}docker-compose.yml`;
    const defined = new Set(envFile ? dotenvNames(readFileSync(envFile, 'utf8')) : []);
    if (!envFile) problems.push(`${where}: no .env.example beside it`);
    for (const name of composeVariables(compose).required) {
      if (!defined.has(name))
        problems.push(`${where}: uses \${${name}}, which ${path.relative(root, envFile ?? deployDir)} does not define`);
    }
    const doc = yaml.load(compose) as {services?: Record<string, {image?: string; ports?: string[]}>};
    const services = doc.services ?? {};
    const expected: Record<string, RegExp> = {
      web: new RegExp(`^cairnanalytics/cairn:${LATEST_DOCS_VERSION.replace('.', '\\.')}\\.\\d+$`),
      worker: new RegExp(`^cairnanalytics/cairn:${LATEST_DOCS_VERSION.replace('.', '\\.')}\\.\\d+$`),
      db: /^postgres:15(\.|$)/,
      redis: /^redis:7(\.|$)/,
    };
    for (const [name, image] of Object.entries(expected)) {
      if (!services[name])
        problems.push(`${where}: no \`${name}\` service (the brief's services are web, worker, db and redis)`);
      else if (!image.test(services[name].image ?? ''))
        problems.push(`${where}: service ${name} runs image ${services[name].image}, expected ${image}`);
    }
    if (!(services.web?.ports ?? []).some((p) => /(^|:)8000:8000$/.test(String(p))))
      problems.push(`${where}: web does not publish port 8000`);
    // Every file of the same folder installs the same release.
    const composeTag = services.web?.image?.split(':')[1];
    for (const values of deployFiles.filter(
      (f) => path.dirname(f) === (dir ? dir.replace(/\/$/, '') : '.') && /^values.*\.ya?ml$/.test(path.basename(f)),
    )) {
      const doc = yaml.load(readFileSync(path.join(deployDir, values), 'utf8')) as {
        image?: {repository?: string; tag?: string};
      };
      // A values file to layer over another (values-clickhouse.yaml) sets no image and pins nothing.
      if (
        doc.image !== undefined &&
        (doc.image?.repository !== 'cairnanalytics/cairn' || doc.image?.tag !== composeTag)
      ) {
        problems.push(
          `static/deploy/${values}: image ${doc.image?.repository}:${doc.image?.tag}, while ${where} runs cairnanalytics/cairn:${composeTag}`,
        );
      }
    }
    // The example .env sets only variables that Cairn reads or that the compose file needs.
    if (envFile) {
      const known = new Set(
        envVarsOf(ENV_VARS, (dir ? NEXT_DOCS_VERSION : LATEST_DOCS_VERSION) as Release).map((v) => v.name),
      );
      const composeNeeds = new Set(composeVariables(compose).required);
      for (const name of dotenvNames(readFileSync(envFile, 'utf8'))) {
        if (!known.has(name) && !composeNeeds.has(name))
          problems.push(`${path.relative(root, envFile)}: sets ${name}, which neither Cairn nor ${where} reads`);
      }
    }
  }
  // Every key of the published values files has a description, and every description a key (the Helm values reference).
  problems.push(...helmValueProblems(HELM_VALUES, readValuesFiles(root), HELM_VALUES_DATA));
  // The proxy configurations send requests to the web service on port 8000.
  for (const [file, upstream] of [
    ['Caddyfile', /reverse_proxy 127\.0\.0\.1:8000\b/],
    ['Caddyfile.compose', /reverse_proxy web:8000\b/],
    ['nginx-cairn.conf', /server 127\.0\.0\.1:8000\b/],
  ] as const) {
    try {
      if (!upstream.test(readFileSync(path.join(deployDir, file), 'utf8')))
        problems.push(
          `static/deploy/${file}: does not send requests to Cairn's web service on port 8000 (${upstream})`,
        );
    } catch {
      problems.push(`static/deploy/${file}: missing`);
    }
  }
  return {problems, files: deployFiles.length};
}

/** How a language is checked, for the figures the checks print. */
export function checkerName(lang: string): string {
  const checker = LANGUAGE_CHECKER[lang];
  return checker === 'shell'
    ? 'shellcheck -S error'
    : checker === 'python'
      ? 'python3 ast.parse'
      : checker === 'yaml'
        ? 'js-yaml'
        : checker === 'json'
          ? 'JSON.parse'
          : checker
            ? 'TypeScript parser'
            : 'none (counted only)';
}
