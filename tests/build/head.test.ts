import {describe, expect, it} from 'vitest';
import {readDeployConfig} from '../../src/config/site';
import {allRoutes, builtHtml, sitemapRoutes} from '../site';

/**
 * What a search engine reads of each page, the facts of Lighthouse's SEO audit, on every page of the build (Lighthouse
 * itself runs on two templates in `npm test` and on every template in `npm run bench`): a title, a description, one
 * canonical address on the site's origin that names the page itself, no `noindex` on a page the sitemap lists, and
 * links a crawler can follow whose text says where they go.
 */
const SITE = new URL(readDeployConfig(process.env).siteUrl).origin;

/** Lighthouse's list of link texts that say nothing of where a link goes (its `link-text` audit, English). */
const GENERIC_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag)?.slice(1).find((value) => value !== undefined);
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The pages a reader lands on: every route but the redirect pages. */
const pages = allRoutes()
  .map((route) => ({route, html: builtHtml(route)}))
  .filter(({html}) => html && !/http-equiv="?refresh/i.test(html));
const listed = new Set(sitemapRoutes().map((route) => (route.length > 1 ? route.replace(/\/$/, '') : route)));

function headProblems(route: string, html: string): string[] {
  const head = /<head[\s\S]*?<\/head>/.exec(html)?.[0] ?? '';
  const problems: string[] = [];
  if (!textOf(/<title[^>]*>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '')) problems.push('no title');
  const description = [...head.matchAll(/<meta [^>]*>/g)].map(([tag]) => tag).find((tag) => attribute(tag, 'name') === 'description');
  if (!description || !attribute(description, 'content')?.trim()) problems.push('no description');
  const canonicals = [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => tag).filter((tag) => attribute(tag, 'rel') === 'canonical');
  if (canonicals.length !== 1) problems.push(`${canonicals.length} canonical links`);
  else {
    const href = attribute(canonicals[0]!, 'href') ?? '';
    const url = URL.canParse(href) ? new URL(href) : undefined;
    const named = url?.pathname.length && url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url?.pathname;
    if (!url || url.origin !== SITE || named !== route) problems.push(`canonical ${href} is not ${SITE}${route}`);
  }
  const robots = [...head.matchAll(/<meta [^>]*>/g)].map(([tag]) => tag).find((tag) => attribute(tag, 'name') === 'robots');
  if (listed.has(route) && robots && /noindex/.test(attribute(robots, 'content') ?? '')) problems.push('listed in the sitemap but noindex');
  return problems;
}

function linkProblems(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<a(\s[^>]*)?>([\s\S]*?)<\/a>/g)].flatMap(([, attributes = '', inner]) => {
    const href = attribute(attributes, 'href');
    if (href === undefined) return [];
    if (/^\s*javascript:/i.test(href)) return [`a link to ${href}`];
    const text = textOf(inner!).toLowerCase();
    const named = attribute(attributes, 'aria-label') ?? attribute(attributes, 'title');
    return GENERIC_LINK_TEXTS.has(text) && !named ? [`a link to ${href} that says only "${text}"`] : [];
  });
}

describe('what search engines read', () => {
  it('every page has a title, a description and one canonical address naming itself; none the sitemap lists is noindex', () => {
    expect(pages.length).toBeGreaterThan(300);
    expect(pages.flatMap(({route, html}) => headProblems(route, html).map((problem) => `${route}: ${problem}`))).toEqual([]);
  });

  it('every link of every page can be followed and says where it goes', () => {
    expect(pages.flatMap(({route, html}) => linkProblems(html).map((problem) => `${route}: ${problem}`))).toEqual([]);
  });
});
