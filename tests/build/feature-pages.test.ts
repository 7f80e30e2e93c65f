import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {RESULTS_SHOWN, searchFilters, searchSite} from '@cairn/docs-search';
import {loadPagefind} from '@cairn/docs-search/node';
import {readDeployConfig} from '../../src/config/site';
import {LATEST_DOCS_VERSION} from '../../src/constants/docs';
import {operationAnchor} from '../../src/content/openapi/anchor';
import {DEMO_PATH, featurePages, features} from '../../src/data/features';
import {sampleProject} from '../../src/data/sampleProject';
import {releases} from '../../src/data/releases';
import {parseBuiltHtml as parse} from '../../src/lib/builtHtml';
import {featureExamples} from '../../src/lib/featureExamples';
import {supportWindow} from '../../src/lib/releases';
import {SEARCH_PAGE_CLASS} from '../../src/lib/searchIndex';
import {built, buildDir, builtHtml, repoRoot, sitemapRoutes} from '../site';

/**
 * The feature pages as the build writes them (src/pages/features/, issue 27): every number of a worked example is the
 * one the analysis functions compute with the views' queries, every page links to its docs page, tutorial, API
 * operations and the demo, says enough, and is in the sitemap, the search, llms.txt and the social cards.
 */

const SITE = readDeployConfig(process.env).siteUrl;
const examples = featureExamples(sampleProject);
const slugOf = (page: string) => page.replace(/^\/features\//, '');

function pageOf(route: string) {
  const html = builtHtml(route);
  if (!html) throw new Error(`${route} is not built: run \`npm run build\` first`);
  const root = parse(html);
  const article = root.querySelector('main article');
  if (!article) throw new Error(`${route} has no main article`);
  return {root, article, htmlClass: root.querySelector('html')?.getAttribute('class') ?? ''};
}

/** The words a reader reads in the page's article, as the word counts of the report count them. */
const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;

describe('feature pages', () => {
  for (const feature of featurePages) {
    const slug = slugOf(feature.page);

    describe(feature.page, () => {
      const {root, article, htmlClass} = pageOf(feature.page);
      const hrefs = article.querySelectorAll('a').map((a) => a.getAttribute('href') ?? '');

      it('shows every number of its worked example as the functions compute it, and no other', () => {
        const shown = article.querySelectorAll('[data-example]').map((span) => ({
          id: span.getAttribute('data-example')!,
          text: span.text,
        }));
        const expected = Object.entries(examples[slug]!).map(([name, text]) => ({id: `${slug}.${name}`, text}));
        expect(shown.filter(({id, text}) => examples[slug]?.[id.slice(slug.length + 1)] !== text)).toEqual([]);
        expect([...new Set(shown.map(({id}) => id))].sort()).toEqual(expected.map(({id}) => id).sort());
      });

      it(`shows its product view, ${feature.view?.id}, labelled as sample data, with its text alternative`, () => {
        const views = article.querySelectorAll('figure[data-product-view]');
        expect(views.map((view) => view.getAttribute('data-product-view'))).toEqual([feature.view!.id]);
        const caption = views[0]!.querySelector('figcaption')!.text;
        expect(caption).toContain('Sample data');
        if (feature.view!.caption) expect(caption).toContain(feature.view!.caption);
        for (const svg of views[0]!.querySelectorAll('svg[role="img"]')) {
          expect(svg.getAttribute('aria-label')?.length).toBeGreaterThan(40);
          expect(Number(svg.getAttribute('width'))).toBeGreaterThan(0);
          expect(Number(svg.getAttribute('height'))).toBeGreaterThan(0);
        }
      });

      it('links to its docs page, its tutorial, each of its API operations and the demo', () => {
        expect(hrefs).toContain(feature.doc);
        if (feature.tutorial) expect(hrefs).toContain(feature.tutorial.doc);
        for (const operation of feature.api ?? [])
          expect(hrefs).toContain(`${operation.page}#${operationAnchor(operation.operationId)}`);
        const demo = article.querySelectorAll(`a[href="${DEMO_PATH}"]`).map((a) => a.text.trim());
        expect(demo).toContain('Try it in the demo');
        expect(hrefs).toContain('/product-features');
      });

      it('has one h1, its name, its limits and 350 to 700 words', () => {
        const heading = (h: {text: string}) => h.text.replace(/\u200b/g, '').trim();
        expect(article.querySelectorAll('h1').map(heading)).toEqual([feature.name]);
        expect(article.querySelectorAll('h2').map(heading)).toEqual(
          expect.arrayContaining(['A worked example', 'Limits', 'Go further']),
        );
        expect(article.text).toContain('sample data');
        const words = wordsOf(article.text);
        expect(words).toBeGreaterThanOrEqual(350);
        expect(words).toBeLessThanOrEqual(700);
      });

      it('is searched under "Site", and has a social card of its own', () => {
        expect(htmlClass.split(' ')).toContain(SEARCH_PAGE_CLASS);
        const card = `/img/social/features-${slug}.png`;
        const images = root
          .querySelectorAll('head meta[property="og:image"]')
          .map((meta) => meta.getAttribute('content'));
        expect(images).toEqual([`${SITE}${card}`]);
        expect(existsSync(path.join(buildDir, card))).toBe(true);
      });
    });
  }
});

describe('/features/self-hosted', () => {
  const {article, htmlClass} = pageOf('/features/self-hosted');
  const text = article.text;

  it('names every service of the published docker-compose.yml', () => {
    const compose = load(readFileSync(path.join(repoRoot, 'static/deploy/docker-compose.yml'), 'utf8')) as {
      services: Record<string, {image: string}>;
    };
    const codes = article.querySelectorAll('code').map((code) => code.text);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(codes, name).toContain(name);
      if (!service.image.startsWith('cairnanalytics/')) expect(codes, name).toContain(service.image);
    }
  });

  it('states the support window of the releases and links into the docs', () => {
    for (const {minor, fixesUntil} of supportWindow(releases)) {
      expect(text).toContain(`${minor}, the`);
      expect(text).toContain(`until ${fixesUntil} is released`);
    }
    const hrefs = article.querySelectorAll('a').map((a) => a.getAttribute('href') ?? '');
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/docs/configuring-cairn/upgrading-cairn',
        '/docs/configuring-cairn/scaling-cairn#sizing-by-monthly-events',
        '/docs/deployment/hosting-costs',
        '/docs/configuring-cairn/deleting-data#privacy-requests',
        '/support',
      ]),
    );
  });

  it('says enough: at least 1,200 words, searched under "Site"', () => {
    expect(wordsOf(text)).toBeGreaterThanOrEqual(1200);
    expect(htmlClass.split(' ')).toContain(SEARCH_PAGE_CLASS);
  });
});

describe('the ways to the feature pages', () => {
  const pages = [...featurePages.map((feature) => feature.page), '/features/self-hosted'];

  it('/product-features links to every feature page, and the home page’s cards do too', () => {
    const index = pageOf('/product-features').article.querySelectorAll('a').map((a) => a.getAttribute('href'));
    const home = parse(builtHtml('/'))
      .querySelectorAll('main a')
      .map((a) => a.getAttribute('href'));
    for (const feature of featurePages) {
      expect(index, feature.page).toContain(feature.page);
      expect(home, feature.page).toContain(feature.page);
    }
    // The team's own features have no page: their cards link to the docs.
    for (const feature of features.filter((f) => !f.page)) expect(index).toContain(feature.doc);
  });

  it('the sitemap and llms.txt list every page', () => {
    const sitemap = new Set(sitemapRoutes().map((route) => route.replace(/\/$/, '')));
    const llms = built('/llms.txt');
    for (const page of [...pages, '/product-features']) {
      expect(sitemap.has(page), page).toBe(true);
      expect(llms, page).toContain(`](${SITE}${page})`);
    }
  });

  it('the search finds a feature page by what it is about', async () => {
    const {engine, vocabulary} = await loadPagefind(buildDir);
    const found = await searchSite(engine, 'funnel conversion window time to convert', {
      filters: searchFilters(LATEST_DOCS_VERSION),
      limit: RESULTS_SHOWN,
      vocabulary,
    });
    expect(found.pages.map((page) => page.url.replace(/\/$/, ''))).toContain('/features/funnels');
  });
});
