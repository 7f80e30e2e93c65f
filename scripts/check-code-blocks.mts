/**
 * Every code block of the docs (both versions), the handbook, the blog and the Markdown pages, checked by
 * language (issue #16): YAML and JSON parse, shell passes ShellCheck at error level (Debian's `shellcheck`,
 * installed by `npm run test:setup`), Python parses (`python3`), JS/TS parse (TypeScript's parser). Then the
 * project's rules (src/lib/codeBlocks.ts), every environment variable a docs page names against the reference data
 * of its version (src/data/envVars.ts), and the published deploy files (static/deploy/) against each other: the
 * compose file against the brief and its .env.example, the Helm values on the same release, the proxies on port 8000.
 * A block with `fragment` in its meta is parsed too, and skipped (counted) only when it does not parse on its own.
 * Prints the figures; exits 1 naming file:line.
 *
 *   npm run check:code
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import * as yaml from 'js-yaml';
import ts from 'typescript';
import {ENV_VARS} from '../src/data/envVars.ts';
import {OTHER_ENV_VARS} from '../src/data/otherEnvVars.ts';
import {LATEST_DOCS_VERSION, NEXT_DOCS_VERSION, RELEASES, type Release} from '../src/constants/docs.ts';
import {releaseOfContentFile} from '../src/lib/docsVersion.ts';
import {envVarsOf} from '../src/lib/envVars.ts';
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
} from '../src/lib/codeBlocks.ts';
import {docsVersionsReport} from '../src/config/docsVersions.ts';
import {OPENAPI_VERSIONS} from '../src/config/openapi.ts';
import {httpSamples} from '../src/lib/openapi/samples.ts';
import {librarySamples} from '../src/lib/openapi/sdkSamples.ts';
import {parseDescription} from '../src/lib/openapi/spec.ts';
import {SAMPLE_LANGUAGES} from '../src/lib/openapi/types.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONTENT = ['docs', 'versioned_docs', 'handbook', 'blog', 'src/pages'];
const started = Date.now();

// The generated samples below read each docs version's OpenAPI description: the versions' data must agree first.
const versionsReport = docsVersionsReport(root);
if (versionsReport) {
  console.error(`Code blocks check: ${versionsReport}`);
  process.exit(1);
}

function markdownFiles(dir: string): string[] {
  const abs = path.join(root, dir);
  try {
    statSync(abs);
  } catch {
    return [];
  }
  return readdirSync(abs, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();
}

const problems: string[] = [];
const blocks: CodeBlock[] = [];
const envChecked = {names: 0, pages: 0};
for (const file of CONTENT.flatMap(markdownFiles)) {
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
          (later.has(name) ? ' (src/data/envVars.ts has it for another release)' : ' (add it to src/data/envVars.ts, or to src/data/otherEnvVars.ts if it belongs to other software)'),
      );
    }
  } else if (release) {
    problems.push(`${file}: docs of release ${release}, which RELEASES in src/constants/docs.ts does not list`);
  }
}

// The API reference's code samples (issue #17), generated from each version's OpenAPI description: one block per
// operation and language, checked like the blocks written by hand.
let generatedSamples = 0;
for (const version of OPENAPI_VERSIONS) {
  const description = parseDescription(readFileSync(path.join(root, version.file), 'utf8'), version.file);
  for (const operation of description.operations) {
    for (const sample of [...librarySamples(operation.id), ...httpSamples(operation)]) {
      const lang = SAMPLE_LANGUAGES.find((language) => language.value === sample.language)!.prism;
      blocks.push({file: `${version.file} (${operation.id}, ${sample.language}${sample.library ? `, ${sample.library}` : ''})`, line: 0, lang, meta: '', code: sample.code});
      generatedSamples += 1;
    }
  }
}

for (const block of blocks) {
  if (block.lang === '') problems.push(`${block.file}:${block.line}: a code block without a language`);
  problems.push(...ruleViolations(block));
}

// Parse by language.
// A block marked `fragment` is parsed too: when it parses it counts as checked; when it does not, it is skipped.
type Tally = {blocks: number; checked: number; fragments: number; published: number; failed: number};
const tally = new Map<string, Tally>();
const count = (lang: string) => {
  if (!tally.has(lang)) tally.set(lang, {blocks: 0, checked: 0, fragments: 0, published: 0, failed: 0});
  return tally.get(lang)!;
};
const failures = new Map<CodeBlock, string[]>();
const fail = (block: CodeBlock, message: string, lineOffset = 0) => {
  failures.set(block, [...(failures.get(block) ?? []), `${block.file}:${block.line + 1 + lineOffset}: ${block.lang} block: ${message}`]);
};
const parsed: CodeBlock[] = [];

const shellBlocks: CodeBlock[] = [];
const pythonBlocks: CodeBlock[] = [];
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
  if (checker === 'yaml') {
    try {
      yaml.loadAll(block.code);
    } catch (error) {
      fail(block, (error as yaml.YAMLException).reason ?? String(error), (error as yaml.YAMLException).mark?.line ?? 0);
    }
  } else if (checker === 'json') {
    try {
      JSON.parse(block.code);
    } catch (error) {
      fail(block, (error as Error).message);
    }
  } else if (checker === 'shell') {
    shellBlocks.push(block);
  } else if (checker === 'python') {
    pythonBlocks.push(block);
  } else {
    const result = ts.transpileModule(block.code, {
      fileName: `block.${checker}`,
      reportDiagnostics: true,
      compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext},
    });
    for (const d of result.diagnostics ?? []) {
      const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
      fail(block, ts.flattenDiagnosticMessageText(d.messageText, ' '), line);
    }
  }
}

// ShellCheck, once for every shell block, at error level.
const work = mkdtempSync(path.join(tmpdir(), 'cairn-code-blocks-'));
try {
  if (shellBlocks.length > 0) {
    const files = shellBlocks.map((block, i) => {
      const file = path.join(work, `block-${i}.sh`);
      writeFileSync(file, `#!/usr/bin/env bash\n${block.code}\n`);
      return file;
    });
    let version = '';
    try {
      version = execFileSync('shellcheck', ['--version'], {encoding: 'utf8'});
    } catch {
      problems.push('shellcheck is not installed: run `npm run test:setup` (Debian package shellcheck)');
    }
    if (version) {
      const run = spawnSync('shellcheck', ['--severity=error', '--shell=bash', '--format=json1', ...files], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
      const report = JSON.parse(run.stdout || '{"comments":[]}') as {comments: Array<{file: string; line: number; code: number; message: string}>};
      for (const c of report.comments) {
        const block = shellBlocks[Number(/block-(\d+)\.sh$/.exec(c.file)![1])];
        fail(block, `SC${c.code}: ${c.message}`, c.line - 2);
      }
    }
  }
  // Python: one interpreter parses every block.
  if (pythonBlocks.length > 0) {
    const script = 'import ast,json,sys\nfor i,code in enumerate(json.load(sys.stdin)):\n  try: ast.parse(code)\n  except SyntaxError as e: print(json.dumps([i,e.lineno or 1,e.msg]))\n';
    const run = spawnSync('python3', ['-c', script], {input: JSON.stringify(pythonBlocks.map((b) => b.code)), encoding: 'utf8'});
    if (run.status !== 0) problems.push(`python3 could not parse the Python blocks: ${run.stderr || run.error}`);
    for (const line of run.stdout.split('\n').filter(Boolean)) {
      const [i, lineno, msg] = JSON.parse(line) as [number, number, string];
      fail(pythonBlocks[i], msg, lineno - 1);
    }
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

// The published deploy files: every YAML parses, the compose file matches the brief and its .env.example.
const deployDir = path.join(root, 'static/deploy');
const deployFiles = readdirSync(deployDir, {recursive: true, encoding: 'utf8'}).filter((f) => statSync(path.join(deployDir, f)).isFile());
for (const f of deployFiles.filter((name) => /\.ya?ml$/.test(name))) {
  try {
    yaml.loadAll(readFileSync(path.join(deployDir, f), 'utf8'));
  } catch (error) {
    problems.push(`static/deploy/${f}: ${(error as yaml.YAMLException).message}`);
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
    if (!defined.has(name)) problems.push(`${where}: uses \${${name}}, which ${path.relative(root, envFile ?? deployDir)} does not define`);
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
    if (!services[name]) problems.push(`${where}: no \`${name}\` service (the brief's services are web, worker, db and redis)`);
    else if (!image.test(services[name].image ?? '')) problems.push(`${where}: service ${name} runs image ${services[name].image}, expected ${image}`);
  }
  if (!(services.web?.ports ?? []).some((p) => /(^|:)8000:8000$/.test(String(p)))) problems.push(`${where}: web does not publish port 8000`);
  // Every file of the same folder installs the same release.
  const composeTag = services.web?.image?.split(':')[1];
  for (const values of deployFiles.filter((f) => path.dirname(f) === (dir ? dir.replace(/\/$/, '') : '.') && /^values.*\.ya?ml$/.test(path.basename(f)))) {
    const doc = yaml.load(readFileSync(path.join(deployDir, values), 'utf8')) as {image?: {repository?: string; tag?: string}};
    if (doc.image?.repository !== 'cairnanalytics/cairn' || doc.image?.tag !== composeTag) {
      problems.push(`static/deploy/${values}: image ${doc.image?.repository}:${doc.image?.tag}, while ${where} runs cairnanalytics/cairn:${composeTag}`);
    }
  }
  // The example .env sets only variables that Cairn ${LATEST} reads or that the compose file needs.
  if (envFile) {
    const known = new Set(envVarsOf(ENV_VARS, (dir ? NEXT_DOCS_VERSION : LATEST_DOCS_VERSION) as Release).map((v) => v.name));
    const composeNeeds = new Set(composeVariables(compose).required);
    for (const name of dotenvNames(readFileSync(envFile, 'utf8'))) {
      if (!known.has(name) && !composeNeeds.has(name)) problems.push(`${path.relative(root, envFile)}: sets ${name}, which neither Cairn nor ${where} reads`);
    }
  }
}
// The proxy configurations send requests to the web service on port 8000.
for (const [file, upstream] of [['Caddyfile', /reverse_proxy 127\.0\.0\.1:8000\b/], ['Caddyfile.compose', /reverse_proxy web:8000\b/], ['nginx-cairn.conf', /server 127\.0\.0\.1:8000\b/]] as const) {
  try {
    if (!upstream.test(readFileSync(path.join(deployDir, file), 'utf8'))) problems.push(`static/deploy/${file}: does not send requests to Cairn's web service on port 8000 (${upstream})`);
  } catch {
    problems.push(`static/deploy/${file}: missing`);
  }
}

// Figures.
const rows = [...tally.entries()].sort((a, b) => b[1].blocks - a[1].blocks);
const totals = rows.reduce((acc, [, t]) => ({blocks: acc.blocks + t.blocks, checked: acc.checked + t.checked, fragments: acc.fragments + t.fragments, published: acc.published + t.published, failed: acc.failed + t.failed}), {blocks: 0, checked: 0, fragments: 0, published: 0, failed: 0});
const pad = (v: string | number, n: number) => String(v).padStart(n);
console.log(`code blocks in ${CONTENT.join(', ')}: ${blocks.length} blocks`);
console.log('checked: parsed without error (fragments included when they parse alone); skipped: marked `fragment` and not');
console.log('complete on its own; from file: filled from static/deploy/, which is checked as a file below.');
console.log(`${'language'.padEnd(12)}${pad('blocks', 8)}${pad('checked', 9)}${pad('skipped', 10)}${pad('from file', 11)}${pad('failed', 8)}  checker`);
for (const [lang, t] of rows) {
  const checker = LANGUAGE_CHECKER[lang];
  const how = checker === 'shell' ? 'shellcheck -S error' : checker === 'python' ? 'python3 ast.parse' : checker === 'yaml' ? 'js-yaml' : checker === 'json' ? 'JSON.parse' : checker ? 'TypeScript parser' : 'none (counted only)';
  console.log(`${lang.padEnd(12)}${pad(t.blocks, 8)}${pad(t.checked, 9)}${pad(t.fragments, 10)}${pad(t.published, 11)}${pad(t.failed, 8)}  ${how}`);
}
console.log(`${'total'.padEnd(12)}${pad(totals.blocks, 8)}${pad(totals.checked, 9)}${pad(totals.fragments, 10)}${pad(totals.published, 11)}${pad(totals.failed, 8)}`);
console.log(`environment variables: ${envChecked.names} mentions on ${envChecked.pages} docs pages checked against src/data/envVars.ts; published deploy files: ${deployFiles.length}`);
console.log(`of which ${generatedSamples} code samples generated from the OpenAPI descriptions (openapi/*.yaml)`);
console.log(`(${((Date.now() - started) / 1000).toFixed(1)}s)`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problems:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('Code blocks check passed.');
}
