/**
 * Every code block of the docs (both versions), the handbook, the blog and the Markdown pages, checked by
 * language (issue #16): YAML and JSON parse, shell passes ShellCheck at error level (Debian's `shellcheck`,
 * installed by `npm run test:setup`), Python parses (`python3`), JS/TS parse (TypeScript's parser). Then the
 * project's rules (src/content/codeBlocks.ts), every environment variable a docs page names against the reference data
 * of its version (src/data/envVars.ts), and the published deploy files (static/deploy/) against each other: the
 * compose file against the brief and its .env.example, the Helm values on the same release, the proxies on port 8000.
 * A block with `fragment` in its meta is parsed too, and skipped (counted) only when it does not parse on its own.
 * Prints the figures; exits 1 naming file:line. The checks are in src/content/checks/codeBlockCheck.mts (`npm run check`
 * runs them on the pages you name).
 *
 *   npm run check:code
 */
import path from 'node:path';
import {docsVersionsReport} from '../src/config/docsVersions.ts';
import {
  checkBlocks,
  checkerName,
  checkPageBlocks,
  deployFileProblems,
  deployShellBlocks,
  generatedSampleBlocks,
} from '../src/content/checks/codeBlockCheck.mts';
import {markdownPages} from '../src/content/checks/pages.mts';

const root = path.resolve(import.meta.dirname, '..');
const CONTENT = ['docs', 'versioned_docs', 'handbook', 'blog', 'src/pages'];
const started = Date.now();

// The generated samples below read each docs version's OpenAPI description: the versions' data must agree first.
const versionsReport = docsVersionsReport(root);
if (versionsReport) {
  console.error(`Code blocks check: ${versionsReport}`);
  process.exit(1);
}

const pages = checkPageBlocks(CONTENT.flatMap((dir) => markdownPages(dir)));
const samples = generatedSampleBlocks();
// The published shell scripts of static/deploy/ go through ShellCheck with the pages' shell blocks.
const blocks = [...pages.blocks, ...samples, ...deployShellBlocks()];
const checked = await checkBlocks(blocks);
const deploy = deployFileProblems();
const problems = [...pages.problems, ...checked.problems, ...deploy.problems];

// Figures.
const rows = [...checked.tally.entries()].sort((a, b) => b[1].blocks - a[1].blocks);
const totals = rows.reduce(
  (acc, [, t]) => ({
    blocks: acc.blocks + t.blocks,
    checked: acc.checked + t.checked,
    fragments: acc.fragments + t.fragments,
    published: acc.published + t.published,
    failed: acc.failed + t.failed,
  }),
  {blocks: 0, checked: 0, fragments: 0, published: 0, failed: 0},
);
const pad = (v: string | number, n: number) => String(v).padStart(n);
console.log(`code blocks in ${CONTENT.join(', ')}: ${blocks.length} blocks`);
console.log(
  'checked: parsed without error (fragments included when they parse alone); skipped: marked `fragment` and not',
);
console.log('complete on its own; from file: filled from static/deploy/, which is checked as a file below.');
console.log(
  `${'language'.padEnd(12)}${pad('blocks', 8)}${pad('checked', 9)}${pad('skipped', 10)}${pad('from file', 11)}${pad('failed', 8)}  checker`,
);
for (const [lang, t] of rows) {
  console.log(
    `${lang.padEnd(12)}${pad(t.blocks, 8)}${pad(t.checked, 9)}${pad(t.fragments, 10)}${pad(t.published, 11)}${pad(t.failed, 8)}  ${checkerName(lang)}`,
  );
}
console.log(
  `${'total'.padEnd(12)}${pad(totals.blocks, 8)}${pad(totals.checked, 9)}${pad(totals.fragments, 10)}${pad(totals.published, 11)}${pad(totals.failed, 8)}`,
);
console.log(
  `environment variables: ${pages.envChecked.names} mentions on ${pages.envChecked.pages} docs pages checked against src/data/envVars.ts; published deploy files: ${deploy.files}`,
);
console.log(`of which ${samples.length} code samples generated from the OpenAPI descriptions (openapi/*.yaml)`);
console.log(`(${((Date.now() - started) / 1000).toFixed(1)}s)`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problems:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('Code blocks check passed.');
}
