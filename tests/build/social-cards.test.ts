import {readFileSync} from 'node:fs';
import {parseBuiltHtml as parse} from '../../src/lib/builtHtml';
import {describe, expect, it} from 'vitest';
import {readDeployConfig} from '../../src/config/site';
import {OLDER_DOCS_VERSIONS} from '../../src/constants/docs';
import {builtFile, builtHtml, sitemapRoutes} from '../site';

/** The social cards of src/plugins/social-cards as the build writes them: one per page, with its tags. */

/** The site's URL the build used (`SITE_URL`, default https://cairn.dev): card URLs are absolute on it. */
const SITE = readDeployConfig(process.env).siteUrl;

/** One page of each template, with the card it must show and its `og:type`. */
const PAGES = [
  {template: 'home page', path: '/', card: '/img/social/home.png', type: 'website'},
  {template: 'docs page', path: '/docs/deployment/deploy-docker', card: '/img/social/docs.png', type: 'article'},
  {template: 'Next docs page', path: '/docs/next/deployment/deploy-docker', card: '/img/social/docs-next.png', type: 'article'},
  {template: 'handbook page', path: '/handbook/company/story', card: '/img/social/handbook.png', type: 'article'},
  {template: 'blog post', path: '/blog/proxy-aware-ip-handling', card: '/img/social/blog/proxy-aware-ip-handling.png', type: 'article'},
  {template: 'blog list', path: '/blog', card: '/img/social/blog.png', type: 'website'},
  {template: 'React page', path: '/pricing', card: '/img/social/pricing.png', type: 'website'},
  {template: 'demo page', path: '/demo', card: '/img/social/demo.png', type: 'website'},
  {template: 'MDX page', path: '/faq', card: '/img/social/default.png', type: 'website'},
  {template: 'features index', path: '/product-features', card: '/img/social/features.png', type: 'website'},
  {template: 'feature page', path: '/features/funnels', card: '/img/social/features-funnels.png', type: 'website'},
] as const;

type Head = {title: string; meta: (key: 'property' | 'name', value: string) => string[]; htmlClass: string};

function headOf(path: string): Head {
  const html = builtHtml(path);
  expect(html, `${path} is built`).not.toBe('');
  // The <html> tag and the <head> only: parsing every page whole takes seconds.
  const top = /^[\s\S]*?<\/head>/.exec(html)?.[0];
  if (!top) throw new Error(`${path} has no <head>`);
  const root = parse(`${top}</html>`);
  const head = root.querySelector('head')!;
  const tags = head.querySelectorAll('meta').map((tag) => tag.attributes);
  return {
    title: head.querySelector('title')?.text ?? '',
    meta: (key, value) => tags.filter((tag) => tag[key] === value).map((tag) => tag.content ?? ''),
    htmlClass: root.querySelector('html')?.getAttribute('class') ?? '',
  };
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the PNG signature. */
function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

function expectCard(url: string): void {
  expect(url.startsWith(`${SITE}/img/social/`), `${url} is a card on ${SITE}`).toBe(true);
  const file = builtFile(new URL(url).pathname);
  expect(file, url).toMatch(/\.png$/);
  expect(pngSize(readFileSync(file!))).toEqual({width: 1200, height: 630});
}

/** The card a route must show, worked out independently of src/lib/socialCards.ts. */
function expectedCard(path: string, isPost: boolean): string {
  const route = path.length > 1 ? path.replace(/\/$/, '') : path;
  const within = (base: string) => route === base || route.startsWith(`${base}/`);
  if (isPost) return `/img/social/blog/${route.slice('/blog/'.length)}.png`;
  if (route === '/') return '/img/social/home.png';
  if (within('/docs/next')) return '/img/social/docs-next.png';
  // An older release's docs have a card naming that release.
  for (const {version} of OLDER_DOCS_VERSIONS) if (within(`/docs/${version}`)) return `/img/social/docs-${version}.png`;
  if (within('/docs')) return '/img/social/docs.png';
  if (within('/handbook')) return '/img/social/handbook.png';
  if (within('/blog')) return '/img/social/blog.png';
  if (within('/pricing')) return '/img/social/pricing.png';
  if (within('/demo')) return '/img/social/demo.png';
  // The features index and every page under /features/ have a card of their own.
  if (route === '/product-features') return '/img/social/features.png';
  if (route.startsWith('/features/')) return `/img/social/features-${route.slice('/features/'.length)}.png`;
  return '/img/social/default.png';
}

describe('social cards', () => {
  it.each(PAGES)('the $template $path carries its social card and tags in its HTML', ({path, card, type}) => {
    const head = headOf(path);
    const one = (key: 'property' | 'name', value: string) => {
      const found = head.meta(key, value);
      expect(found, `${value} of ${path}`).toHaveLength(1);
      expect(found[0].trim(), `${value} of ${path}`).not.toBe('');
      return found[0];
    };
    expect(one('property', 'og:title')).toBe(head.title);
    expect(one('property', 'og:description')).toBe(one('name', 'description'));
    expect(one('name', 'twitter:title')).toBe(head.title);
    expect(one('name', 'twitter:description')).toBe(one('property', 'og:description'));
    expect(one('name', 'twitter:card')).toBe('summary_large_image');
    expect(one('property', 'og:type')).toBe(type);
    expect(one('property', 'og:image')).toBe(`${SITE}${card}`);
    expect(one('name', 'twitter:image')).toBe(`${SITE}${card}`);
    expect(one('property', 'og:image:width')).toBe('1200');
    expect(one('property', 'og:image:height')).toBe('630');
    expect(one('property', 'og:image:type')).toBe('image/png');
    expectCard(one('property', 'og:image'));
  });

  it('every page of the sitemap has exactly one og:image, its card, and the Twitter tags', () => {
    const routes = sitemapRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const cards = new Set<string>();
    for (const route of [...routes, '/404.html']) {
      const head = headOf(route);
      const images = head.meta('property', 'og:image');
      expect(images, `og:image of ${route}`).toHaveLength(1);
      const isPost = head.htmlClass.split(/\s+/).includes('blog-post-page');
      expect(images[0], route).toBe(`${SITE}${expectedCard(route, isPost)}`);
      expect(head.meta('name', 'twitter:image'), route).toEqual(images);
      expect(head.meta('name', 'twitter:title'), route).toEqual(head.meta('property', 'og:title'));
      expect(head.meta('name', 'twitter:description'), route).toEqual(head.meta('property', 'og:description'));
      expect(head.meta('property', 'og:description'), route).toHaveLength(1);
      cards.add(images[0]);
    }
    for (const card of cards) expectCard(card);
  });
});
