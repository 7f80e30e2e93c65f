import type {LoadContext, Plugin} from '@docusaurus/types';
import {CSS_TOKENS, CUSTOM_MEDIA} from '../constants/layout';

/**
 * Brings the layout constants (src/constants/layout.ts) into CSS, so no stylesheet repeats a number:
 * - `@media (--cairn-narrow)` (and the other names of CUSTOM_MEDIA) in any stylesheet becomes the real query;
 *   an unknown `--cairn-*` name fails the build, naming the file.
 * - `@cairn-layout-tokens;` in custom.css becomes a `:root` block of the `--cairn-*` custom properties.
 * It also marks <html data-cairn-js> from an inline script before the first paint: without JavaScript the
 * narrow-screen panels show their links inline instead of behind toggles that could not open.
 */

/** Replaces each `(--cairn-name)` in a media query's params; throws on an unknown name. */
export function expandCustomMedia(params: string): string {
  return params.replace(/\((--cairn-[a-z0-9-]+)\)/g, (_match, name: string) => {
    const query = CUSTOM_MEDIA[name];
    if (!query) throw new Error(`Unknown custom media "${name}". Known: ${Object.keys(CUSTOM_MEDIA).join(', ')}`);
    return query;
  });
}

/** The declarations of the `:root` token block. */
export function tokenDeclarations(): {prop: string; value: string}[] {
  return Object.entries(CSS_TOKENS).map(([prop, value]) => ({prop, value}));
}

interface CssNode {
  params: string;
  source?: {input?: {file?: string}};
  replaceWith(...nodes: unknown[]): void;
  error(message: string): Error;
}

/** The PostCSS plugin (PostCSS 8 visitor API). */
export function layoutTokensPostcss() {
  return {
    postcssPlugin: 'cairn-layout-tokens',
    AtRule: {
      media(atRule: CssNode) {
        if (!atRule.params.includes('--cairn-')) return;
        try {
          atRule.params = expandCustomMedia(atRule.params);
        } catch (error) {
          throw atRule.error((error as Error).message);
        }
      },
      'cairn-layout-tokens'(atRule: CssNode) {
        atRule.replaceWith({selector: ':root', nodes: tokenDeclarations()});
      },
    },
  };
}

export const JS_MARKER_SCRIPT = "document.documentElement.setAttribute('data-cairn-js','')";

/**
 * The id of the element Docusaurus opens right after the navbar (the skip-to-content target, on every page).
 * `<link rel="expect" blocking="render">` on it keeps the browser from painting before the whole navbar is parsed:
 * on a slow phone the parser may yield mid-navbar, paint its first items, then move them when the rest arrives (a
 * layout shift of the right-aligned items). Browsers without the feature ignore the link.
 */
export const FIRST_PAINT_AFTER = '__docusaurus_skipToContent_fallback';

export default function layoutTokensPlugin(_context: LoadContext): Plugin {
  return {
    name: 'cairn-layout-tokens',
    configurePostCss(options) {
      options.plugins.push(layoutTokensPostcss() as never);
      return options;
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: JS_MARKER_SCRIPT},
          // Only in the production build: the dev server renders pages in the browser, so its HTML has no element
          // to wait for, and Chromium warns about the link.
          ...(process.env.NODE_ENV === 'production'
            ? [{tagName: 'link', attributes: {rel: 'expect', href: `#${FIRST_PAINT_AFTER}`, blocking: 'render'}}]
            : []),
        ],
      };
    },
  };
}
