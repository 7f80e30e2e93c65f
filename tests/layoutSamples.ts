/**
 * The pages the layout-bound accessibility rules run on (`LAYOUT_RULES` of @cairn/test-kit/browser: contrast, target
 * size, scrollable regions): one page per template and kind of content, and every page that has a layout of its own.
 *
 * A page's template is what its <html> element says Docusaurus rendered (the docs of a plugin and version, a blog
 * list or post, the handbook); the site's own pages (`src/pages/`, the 404 page) each count as a template of their
 * own, since each is laid out by hand. Its kinds are what its <main> holds that the stylesheets draw: tables, code,
 * figures, tabs, forms, product views, API operations, collapsibles, images, admonitions, quotes. Contrast and target
 * size follow from the template's and the kind's styles, so one page of each pair proves them for every page with
 * that pair; a page that sets colours of its own in its content (an inline `style` with a colour) is a pair of its
 * own, so it is always checked. `npx tsx tests/layoutSamples.ts` prints the pairs and the pages chosen.
 */
import {LATEST_DOCS_VERSION} from '../src/constants/docs';
import {allRoutes, builtHtml} from './site';

export interface PageTraits {
  route: string;
  /** The template that rendered it; a page of its own is named by its route. */
  template: string;
  /** The kinds of content of its <main>, and `own colours` when its content sets a colour inline. */
  kinds: string[];
}

const KINDS: [kind: string, marker: RegExp][] = [
  ['tables', /<table[\s>]/],
  ['code', /<pre[\s>]/],
  ['figures', /class="?cairn-figure[\s"]/],
  ['tabs', /role="?tablist/],
  ['forms', /<form[\s>]/],
  ['product views', /data-product-view/],
  ['API operations', /data-api-operation/],
  ['collapsibles', /<details[\s>]/],
  ['images', /<img[\s>]/],
  ['admonitions', /theme-admonition/],
  ['quotes', /<blockquote[\s>]/],
];

/**
 * A colour set by the content itself, outside code blocks (whose highlighting colours are the code theme's), in a
 * `style` attribute quoted or not (the minifier drops the quotes where it can).
 */
const OWN_COLOUR = /<[a-z][^>]*\sstyle=["']?(?:[^"'>]*[;\s])?(?:color|background(?:-color)?)\s*:/;

function templateOf(route: string, htmlClass: string): string {
  const classes = new Set(htmlClass.split(/\s+/));
  const pageType = [...classes].find((name) => /^(docs-doc|blog(-[a-z]+)*)-page$/.test(name));
  if (classes.has('plugin-docs')) {
    const plugin = [...classes].find((name) => name.startsWith('plugin-id-'))!.slice('plugin-id-'.length);
    const version = [...classes].find((name) => name.startsWith('docs-version-'))?.slice('docs-version-'.length);
    if (plugin !== 'default') return `${plugin} page`;
    const which = version === LATEST_DOCS_VERSION ? 'latest' : version === 'current' ? 'next' : 'older release';
    return `docs page (${which})`;
  }
  if (classes.has('plugin-blog')) return pageType ? pageType.replace(/-/g, ' ') : 'blog archive';
  return route;
}

/** The template and kinds of a built page; undefined for a page that only redirects. */
export function pageTraits(route: string, html: string): PageTraits | undefined {
  if (/http-equiv="?refresh/i.test(html)) return undefined;
  const htmlClass = /<html[^>]*\sclass="?([^">]*)/.exec(html)?.[1] ?? '';
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  const kinds = KINDS.filter(([, marker]) => marker.test(main)).map(([kind]) => kind);
  if (OWN_COLOUR.test(main.replace(/<pre[\s\S]*?<\/pre>/g, ''))) kinds.push('own colours');
  return {route, template: templateOf(route, htmlClass), kinds};
}

/** The pairs a page stands for: each kind on its template, the template itself, and its own colours alone. */
const pairsOf = ({route, template, kinds}: PageTraits) => [
  template,
  ...kinds.map((kind) => (kind === 'own colours' ? `${route}: own colours` : `${template}: ${kind}`)),
];

/**
 * The fewest pages (greedily: the page that covers most pairs not yet covered, then the next) whose pairs cover every
 * pair of the site; ties go to the shorter, then the first route.
 */
export function chooseSamples(pages: PageTraits[]): {route: string; covers: string[]}[] {
  const uncovered = new Set(pages.flatMap(pairsOf));
  const chosen: {route: string; covers: string[]}[] = [];
  const candidates = [...pages].sort((a, b) => a.route.length - b.route.length || a.route.localeCompare(b.route));
  while (uncovered.size > 0) {
    let best: {page: PageTraits; covers: string[]} | undefined;
    for (const page of candidates) {
      const covers = pairsOf(page).filter((pair) => uncovered.has(pair));
      if (covers.length > (best?.covers.length ?? 0)) best = {page, covers};
    }
    for (const pair of best!.covers) uncovered.delete(pair);
    chosen.push({route: best!.page.route, covers: best!.covers});
  }
  return chosen.sort((a, b) => a.route.localeCompare(b.route));
}

/** The built site's samples. */
export function layoutSamples(): {route: string; covers: string[]}[] {
  return chooseSamples(allRoutes().flatMap((route) => pageTraits(route, builtHtml(route)) ?? []));
}

if (process.argv[1]?.endsWith('layoutSamples.ts')) {
  const samples = layoutSamples();
  for (const {route, covers} of samples) console.log(`${route}\n    ${covers.join('\n    ')}`);
  console.log(`${samples.length} pages`);
}
