/**
 * `npm run check -- <file>...`: the checks of `npm test` that concern the files you edited, in seconds and without a
 * build. For a page (Markdown or MDX under docs/, versioned_docs/, handbook/, blog/ or src/pages/): front matter, MDX,
 * words and filler (src/content/checks/contentCheck.mts), links and anchors (src/content/checks/linkCheck.mts), code blocks and
 * environment variables (src/content/checks/codeBlockCheck.mts), HTTP calls and `::operation` lines against the page's
 * OpenAPI description (src/content/checks/openapiCheck.mts), figures (src/content/checks/figureCheck.mts), spelling and Markdown
 * lint (src/content/checks/proseLint.mts). For an OpenAPI description (openapi/*.yaml): the description and every page of its
 * version. For a file of src/data/figures/: every figure and every page that shows one. For a published values file
 * (static/deploy/values*.yaml) or src/data/helmValues.ts: every page with the `::helm-values` table, whose check holds
 * the files and the descriptions to each other. A folder stands for its pages.
 *
 * With no file named, it checks the files this branch changes: since `git merge-base HEAD main`, committed or not.
 * Prints each problem as `file:line: ...`, then what it checked and how long it took; exits 1 on any problem (or a
 * file that does not exist), 0 when all is well.
 *
 *   npm run check -- docs/deployment/deploy-docker.md
 *   npm run check
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {docsVersionsReport} from '../src/config/docsVersions.ts';
import {OPENAPI_VERSIONS, openApiVersionOf, type OpenApiVersion} from '../src/config/openapi.ts';
import {contentKind} from '../src/content/frontMatter.ts';
import {markdownPages} from '../src/content/checks/pages.mts';
import {markdownLint, spellCheck, type LintResult} from '../src/content/checks/proseLint.mts';
import {changedFiles} from './lib/workingTree.mts';

const root = path.resolve(import.meta.dirname, '..');
const CONTENT_FOLDERS = ['docs', 'versioned_docs', 'handbook', 'blog', 'src/pages'];
const PAGE = new RegExp(`^(${CONTENT_FOLDERS.join('|')})/.+\\.mdx?$`);
const FIGURE_DATA = /^src\/data\/figures\//;
const HELM_DATA = /^(static\/deploy\/values[^/]*\.ya?ml|src\/data\/helmValues\.ts)$/;
const USAGE = 'Usage: npm run check -- [file or folder...]   (no file: the files this branch changes since main)';

/** `1 page`, `2 pages`. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The checks, in the order the summary lists them. */
const CHECK = {
  content: 'front matter, MDX, words, filler',
  links: 'links and anchors',
  code: 'code blocks and environment variables',
  openapi: 'HTTP calls and ::operation lines',
  figures: 'figures',
  spelling: 'spelling (cspell)',
  markdown: 'Markdown lint (markdownlint-cli2)',
} as const;

/** Stops with a message for the reader, never a stack trace. */
function stop(message: string): never {
  console.error(`check: ${message}`);
  process.exit(1);
}

/** The files to check, site-relative, and how they were chosen. */
function filesToCheck(args: string[]): {files: string[]; chosen: string} {
  if (args.length === 0) {
    let changed: ReturnType<typeof changedFiles>;
    try {
      changed = changedFiles(root);
    } catch (error) {
      stop(`no file named, and the changed files are unknown: ${(error as Error).message}\n${USAGE}`);
    }
    return {
      files: changed.files,
      chosen: `No file named: the files changed since this branch left main (git merge-base HEAD main = ${changed.mergeBase.slice(0, 10)}), uncommitted changes and new files included.`,
    };
  }
  const files: string[] = [];
  // npm runs scripts from the repository's folder; INIT_CWD is where you typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  for (const arg of args) {
    const full = path.resolve(cwd, arg);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (!existsSync(full)) stop(`${arg}: no such file or folder`);
    if (relative.startsWith('..') || path.isAbsolute(relative)) stop(`${arg}: not in this repository (${root})`);
    if (statSync(full).isDirectory()) {
      const inside = (relative === '' ? CONTENT_FOLDERS : [relative])
        .flatMap((dir) => markdownPages(dir))
        .filter((file) => PAGE.test(file));
      if (inside.length === 0) stop(`${arg}: a folder without Markdown pages`);
      files.push(...inside);
    } else files.push(relative);
  }
  return {files: [...new Set(files)], chosen: ''};
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const option = args.find((arg) => arg.startsWith('-'));
if (option) stop(`unknown option ${option}\n${USAGE}`);
// The checks read each docs version's files and OpenAPI description: as for the build, the versions' data must agree.
const versionsReport = docsVersionsReport(root);
if (versionsReport) stop(versionsReport);

const {files, chosen} = filesToCheck(args);
// A published values file or their descriptions: the pages whose `::helm-values` table they make.
const helmData = files.filter((file) => HELM_DATA.test(file));
const helmPages =
  helmData.length > 0
    ? CONTENT_FOLDERS.flatMap((dir) => markdownPages(dir)).filter(
        (file) => PAGE.test(file) && /^::helm-values$/m.test(readFileSync(path.join(root, file), 'utf8')),
      )
    : [];
const pages = [...new Set([...files.filter((file) => PAGE.test(file)), ...helmPages])];
const descriptions = OPENAPI_VERSIONS.filter((version) => files.includes(version.file));
const figureData = files.filter((file) => FIGURE_DATA.test(file));
const notChecked = files.filter(
  (file) =>
    !pages.includes(file) &&
    !descriptions.some((version) => version.file === file) &&
    !figureData.includes(file) &&
    !helmData.includes(file),
);

if (chosen) console.log(chosen);
const what = [
  pages.length > 0 ? count(pages.length, 'page') : '',
  descriptions.length > 0 ? count(descriptions.length, 'OpenAPI description') : '',
  figureData.length > 0 ? 'the figures' : '',
].filter(Boolean);
if (what.length === 0) {
  console.log(
    `Nothing to check${notChecked.length > 0 ? `: ${count(notChecked.length, 'file')} that this command does not check (npm test checks them): ${notChecked.join(', ')}` : ''}.`,
  );
  process.exit(0);
}
console.log(
  `Checking ${what.join(', ')}: ${[...pages, ...descriptions.map((version) => version.file), ...figureData].join(', ')}`,
);

/** One line of the summary per check: what it looked at, how long it took, how many problems it found. */
interface Check {
  name: string;
  detail: string;
  problems: string[];
  ms: number;
}
const checks: Check[] = [];
async function timed(
  name: (typeof CHECK)[keyof typeof CHECK],
  run: () => Promise<{detail: string; problems: string[]}> | {detail: string; problems: string[]},
): Promise<void> {
  const start = performance.now();
  const {detail, problems} = await run();
  checks.push({name, detail, problems, ms: performance.now() - start});
}
const lintCheck = (result: LintResult) => ({
  detail: result.failure ?? count(pages.length, 'page'),
  problems: result.failure ? [result.failure, ...result.problems] : result.problems,
});

// The prose lint runs in two processes of its own, started first: cspell takes seconds to load its dictionaries.
const prose =
  pages.length > 0
    ? [
        timed(CHECK.spelling, async () => lintCheck(await spellCheck(pages))),
        timed(CHECK.markdown, async () => lintCheck(await markdownLint(pages))),
      ]
    : [];

// The other checks load here, while the prose lint's processes start: MDX, TypeScript and Docusaurus take seconds.
const [
  {checkBlocks, checkPageBlocks, generatedSampleBlocks},
  {checkContentPage, checkMarketingPage},
  {checkAllFigures, checkFigurePages},
  {LinkChecker},
  {checkVersionPages, coverageProblems, lintDescription},
] = await Promise.all([
  import('../src/content/checks/codeBlockCheck.mts'),
  import('../src/content/checks/contentCheck.mts'),
  import('../src/content/checks/figureCheck.mts'),
  import('../src/content/checks/linkCheck.mts'),
  import('../src/content/checks/openapiCheck.mts'),
]);
const links = new LinkChecker(root);
if (pages.length > 0) {
  await timed(CHECK.content, async () => {
    const problems: string[] = [];
    for (const file of pages) {
      const kind = contentKind(file);
      const report =
        kind === 'other'
          ? await checkMarketingPage(path.join(root, file), links)
          : await checkContentPage({file: path.join(root, file), name: file, kind, frontMatterPath: file}, links);
      problems.push(...report.problems);
    }
    return {detail: count(pages.length, 'page'), problems};
  });
  await timed(CHECK.links, () => {
    const problems: string[] = [];
    let checked = 0;
    let anchors = 0;
    for (const file of links.files()) {
      const report = links.check(file);
      problems.push(...report.problems);
      checked += report.links;
      anchors += report.anchors;
    }
    return {detail: `${count(checked, 'link')} to pages and files, ${anchors} with an anchor`, problems};
  });
}

if (pages.length > 0 || descriptions.length > 0) {
  await timed(CHECK.code, async () => {
    const found = checkPageBlocks(pages);
    // A changed description: also the code samples the API reference generates from it.
    const samples = generatedSampleBlocks(descriptions);
    const checked = await checkBlocks([...found.blocks, ...samples]);
    const languages = [...checked.tally].map(([lang, tally]) => `${tally.blocks} ${lang}`).join(', ');
    return {
      detail: `${count(found.blocks.length + samples.length, 'block')}${languages ? ` (${languages})` : ''}${samples.length > 0 ? `, ${samples.length} of them generated from ${descriptions.map((version) => version.file).join(', ')}` : ''}; ${count(found.envChecked.names, 'environment variable name')} on ${count(found.envChecked.pages, 'docs page')}`,
      problems: [...found.problems, ...checked.problems],
    };
  });
}

const versions = new Map<OpenApiVersion, string[]>();
for (const file of pages) {
  const version = openApiVersionOf(file);
  if (version && !descriptions.includes(version)) versions.set(version, [...(versions.get(version) ?? []), file]);
}
if (versions.size > 0 || descriptions.length > 0) {
  await timed(CHECK.openapi, async () => {
    const problems: string[] = [];
    const details: string[] = [];
    for (const [version, inVersion] of versions) {
      const result = checkVersionPages(version, inVersion);
      problems.push(...result.problems);
      details.push(`${count(result.calls, 'call')}, ${count(result.placements, 'operation')} against ${version.file}`);
    }
    for (const version of descriptions) {
      // A changed description: the description itself, and every page of its version against it.
      const all = markdownPages(version.contentDir);
      const result = checkVersionPages(version, all);
      problems.push(
        ...(await lintDescription(version)),
        ...result.problems,
        ...coverageProblems(version, result.shown),
      );
      details.push(
        `${version.file} (Redocly) and the ${count(result.calls, 'call')} and ${count(result.placements, 'operation')} of the ${count(all.length, 'page')} of ${version.contentDir}/`,
      );
    }
    return {detail: details.join('; '), problems};
  });
}

if (pages.length > 0 || figureData.length > 0)
  await timed(CHECK.figures, () => {
    if (figureData.length > 0) {
      const all = checkAllFigures();
      return {
        detail: `every figure of src/data/figures/, on ${count([...all.ids.values()].filter((ids) => ids.length > 0).length, 'page')}`,
        problems: all.problems,
      };
    }
    const result = checkFigurePages(pages);
    return {detail: count([...result.ids.values()].flat().length, 'figure'), problems: result.problems};
  });

await Promise.all(prose);

// Problems in the order of the files, then of their lines; a problem that names no page line comes last.
const problems = checks.flatMap((check) => check.problems);
const order = [...pages, ...descriptions.map((version) => version.file), ...figureData];
const position = (problem: string) => {
  const match = /^(.+?):(\d+)[:\s]/.exec(problem);
  const file = match ? order.indexOf(match[1]!) : -1;
  return file < 0 ? [order.length, 0] : [file, Number(match![2])];
};
problems.sort((a, b) => {
  const [fa, la] = position(a);
  const [fb, lb] = position(b);
  return fa! - fb! || la! - lb!;
});
if (problems.length > 0) console.log(`\n${problems.join('\n')}`);

console.log('\nChecked:');
const ORDER: string[] = Object.values(CHECK);
checks.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
const width = Math.max(...checks.map((check) => check.name.length));
for (const check of checks) {
  const status = check.problems.length === 0 ? 'ok' : count(check.problems.length, 'problem');
  console.log(
    `  ${check.name.padEnd(width)}  ${status.padEnd(11)} ${(check.ms / 1000).toFixed(1).padStart(4)} s  ${check.detail}`,
  );
}
if (notChecked.length > 0) console.log(`Not checked here (npm test checks them): ${notChecked.join(', ')}`);
// From the start of this process: loading the checks included.
const elapsed = `${(performance.now() / 1000).toFixed(1)} s`;
if (problems.length > 0) {
  const inFiles = new Set(problems.map((problem) => /^(.+?):\d+/.exec(problem)?.[1]).filter(Boolean));
  console.log(`\nFailed: ${count(problems.length, 'problem')} in ${count(inFiles.size, 'file')} (${elapsed}).`);
  process.exitCode = 1;
} else {
  console.log(`\nPassed (${elapsed}).`);
}
