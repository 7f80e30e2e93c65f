import type {Plugin} from '@docusaurus/types';
import {CODE_THEMES} from '../config/codeThemes';
import {codeThemeCss} from '../lib/codeThemeCss';

/**
 * Keeps Prism (syntax highlighting, about 35 KB of gzipped JavaScript and a long task to evaluate) off the
 * critical path.
 *
 * - The classic theme registers the extra Prism languages from a client module, which puts Prism in `main.js` on
 *   every page, with or without code. That module resolves to an empty one here; `src/components/CodeHighlighter`
 *   registers the same languages in its own chunk.
 * - `__CAIRN_SERVER__` is `true` in the server bundle and `false` in the browser's, so the CodeBlock wrapper
 *   (`src/theme/CodeBlock`) renders highlighted code synchronously into the HTML while the browser only loads the
 *   highlighter when a visitor reaches for a code block.
 * - Server-rendered blocks carry the light theme's colors; a small stylesheet in every page's head gives them the
 *   dark theme's colors in dark mode, with or without JavaScript.
 */
export const CLASSIC_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'cairn-prism-on-demand',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        resolve: {alias: {[CLASSIC_PRISM_CLIENT_MODULE]: false}},
        plugins: [new currentBundler.instance.DefinePlugin({__CAIRN_SERVER__: JSON.stringify(isServer)})],
      };
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'style',
            attributes: {'data-cairn': 'code-dark'},
            innerHTML: codeThemeCss(CODE_THEMES.dark, "[data-theme='dark']"),
          },
        ],
      };
    },
  };
}
