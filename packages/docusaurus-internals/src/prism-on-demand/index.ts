import type {PrismTheme} from 'prism-react-renderer';
import type {Feature} from '../feature';
import {codeThemeCss} from './codeThemeCss';

export const CLASSIC_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');

/**
 * Keeps Prism (syntax highlighting, about 35 KB of gzipped JavaScript and a long task to evaluate) off the
 * critical path.
 *
 * - The package's CodeBlock wrapper (../../theme/CodeBlock) renders highlighted code synchronously into the HTML in
 *   the server bundle, while the browser only loads the highlighter (./Highlighter.tsx) when a visitor reaches for a
 *   code block.
 * - The classic theme registers the extra Prism languages from a client module, which puts Prism in `main.js` on
 *   every page, with or without code. That module resolves to an empty one here; ./Highlighter.tsx registers the
 *   same languages in its own chunk.
 * - Server-rendered blocks carry the light theme's colors; a small stylesheet in every page's head gives them the
 *   dark theme's colors in dark mode, with or without JavaScript.
 */
export function prismOnDemand(darkTheme: PrismTheme): Feature {
  return {
    name: 'prismOnDemand',
    configureWebpack: () => ({resolve: {alias: {[CLASSIC_PRISM_CLIENT_MODULE]: false}}}),
    headTags: [
      {
        tagName: 'style',
        attributes: {'data-cairn': 'code-dark'},
        innerHTML: codeThemeCss(darkTheme, "[data-theme='dark']"),
      },
    ],
  };
}
