import {parse} from 'node-html-parser';
import type {APIRequestContext} from '@playwright/test';
import {readDeployConfig} from '../../src/config/site';
import {expect, test} from './fixtures';
import {OLDER_DOCS_VERSIONS} from '../../src/constants/docs';

/** The site's URL the build used (`SITE_URL`, default https://cairn.dev): card URLs are absolute on it. */
const SITE = readDeployConfig(process.env).siteUrl;

/** One page of each template, with the card it must show and its `og:type`. */
const PAGES = [
  {template: 'home page', path: '/', card: '/img/social/home.png', type: 'website'},
  {template: 'docs page', path: '/docs/deployment/deploy-docker', card: '/img/social/docs.png', type: 'article'},
  {template: 'Next docs page', path: '/docs/next/deployment/deploy-docker', card: '/img/social/docs-next.png', type: 'article'},
  {template: 'handbook page', path: '/handbook/company/story', card: '/img/social/handbook.png', type: 'article'},
  {
    template: 'blog post',
    path: '/blog/proxy-aware-ip-handling',
    card: '/img/social/blog/proxy-aware-ip-handling.png',
    type: 'article',
  },
  {template: 'blog list', path: '/blog', card: '/img/social/blog.png', type: 'website'},
  {template: 'React page', path: '/pricing', card: '/img/social/pricing.png', type: 'website'},
  {template: 'MDX page', path: '/faq', card: '/img/social/default.png', type: 'website'},
] as const;

type Head = {title: string; meta: (key: 'property' | 'name', value: string) => string[]; htmlClass: string};

async function fetchHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const root = parse(await response.text());
  const head = root.querySelector('head');
  if (!head) throw new Error(`${path} has no <head>`);
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

async function expectCard(request: APIRequestContext, url: string): Promise<void> {
  expect(url.startsWith(`${SITE}/img/social/`), `${url} is a card on ${SITE}`).toBe(true);
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({width: 1200, height: 630});
}

for (const {template, path, card, type} of PAGES) {
  test(`the ${template} ${path} carries its social card and tags in its HTML`, async ({request}) => {
    const head = await fetchHead(request, path);
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
    await expectCard(request, one('property', 'og:image'));
  });
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
  return '/img/social/default.png';
}

test('every page of the sitemap has exactly one og:image, its card, and the Twitter tags', async ({request}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(routes.length).toBeGreaterThan(100);
  const cards = new Set<string>();
  for (const route of [...routes, '/404.html']) {
    const head = await fetchHead(request, route);
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
  for (const card of cards) await expectCard(request, card);
});

test('hydration and client-side navigation keep one og:image, the right card, and matching Twitter tags', async ({
  page,
  consoleErrors,
}) => {
  const head = () =>
    page.evaluate(() => {
      const all = (selector: string) =>
        Array.from(document.head.querySelectorAll<HTMLMetaElement>(selector), (tag) => tag.content);
      return {
        image: all('meta[property="og:image"]'),
        twitterImage: all('meta[name="twitter:image"]'),
        title: all('meta[property="og:title"]'),
        twitterTitle: all('meta[name="twitter:title"]'),
        description: all('meta[property="og:description"]'),
        twitterDescription: all('meta[name="twitter:description"]'),
      };
    });
  const expectHead = async (card: string, title: string) => {
    await expect.poll(async () => (await head()).title).toEqual([title]);
    const tags = await head();
    expect(tags.image).toEqual([`${SITE}${card}`]);
    expect(tags.twitterImage).toEqual([`${SITE}${card}`]);
    expect(tags.twitterTitle).toEqual(tags.title);
    expect(tags.twitterDescription).toEqual(tags.description);
  };

  await page.goto('/blog/proxy-aware-ip-handling');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expectHead('/img/social/blog/proxy-aware-ip-handling.png', 'Proxy-aware IP handling, and why X-Forwarded-For is hard | Cairn');

  // Client-side navigation to the docs: Helmet swaps the tags, the Twitter copies follow.
  await page.locator('nav.navbar a[href="/docs"]').first().click();
  await expect(page).toHaveURL(/\/docs$/);
  await expectHead('/img/social/docs.png', 'Cairn documentation | Cairn');

  await page.goto('/pricing');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expectHead('/img/social/pricing.png', 'Pricing | Cairn');
  expect(consoleErrors).toEqual([]);
});
