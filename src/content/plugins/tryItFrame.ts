import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import ts from 'typescript';
import {TRY_IT_FRAME_PATH, TRY_IT_FRAME_SCRIPT} from '../../lib/tryItFrame';

/**
 * Writes the "Try it" request frame (src/lib/tryItFrame.ts, issue #28): `/try-it/frame.html`, a document with no
 * content and one script, and that script, `/try-it/frame.js`, which is src/lib/tryItFrame.ts itself with its types
 * taken out, started on the frame's window. Into `.docusaurus/cairn-try-it`, a static directory of the site's own, so
 * the build and the dev server serve them; the host serves them with the frame's own policy (`_headers`).
 */
export const TRY_IT_STATIC_DIR = '.docusaurus/cairn-try-it';

/** The frame module's source, relative to the site. */
const SOURCE = 'src/lib/tryItFrame.ts';

/**
 * The frame's script: the module as CommonJS in a function that gives it its `exports`, then `startFrame(window)`.
 * A classic script, not a module: the frame's origin is opaque, and a module script would be a cross-origin request
 * for the site's own file.
 */
export function frameScript(source: string): string {
  const {outputText, diagnostics} = ts.transpileModule(source, {
    fileName: path.basename(SOURCE),
    reportDiagnostics: true,
    compilerOptions: {target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, removeComments: true},
  });
  if (diagnostics && diagnostics.length > 0) {
    const first = ts.flattenDiagnosticMessageText(diagnostics[0]!.messageText, '\n');
    throw new Error(`${SOURCE}: the "Try it" frame's script does not compile: ${first}`);
  }
  if (/\brequire\(/.test(outputText)) throw new Error(`${SOURCE}: the "Try it" frame's module must have no imports`);
  return `(function (exports) {\n${outputText}\nexports.startFrame(window);\n})({});\n`;
}

/** The frame document: nothing to show, one script. */
export function frameDocument(scriptUrl: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    '<title>Try it request frame</title>',
    `<script src="${scriptUrl}"></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}

export default function tryItFramePlugin(context: LoadContext): Plugin {
  return {
    name: 'cairn-try-it-frame',
    loadContent() {
      const root = path.join(context.siteDir, TRY_IT_STATIC_DIR);
      rmSync(root, {recursive: true, force: true});
      const script = frameScript(readFileSync(path.join(context.siteDir, SOURCE), 'utf8'));
      const base = context.baseUrl.replace(/\/$/, '');
      const html = path.join(root, `${TRY_IT_FRAME_PATH}.html`);
      mkdirSync(path.dirname(html), {recursive: true});
      writeFileSync(html, frameDocument(`${base}${TRY_IT_FRAME_SCRIPT}`));
      writeFileSync(path.join(root, TRY_IT_FRAME_SCRIPT), script);
    },
  };
}
