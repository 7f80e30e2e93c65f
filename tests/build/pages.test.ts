import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseBuiltHtml as parse} from '../../src/lib/builtHtml';
import {describe, expect, it} from 'vitest';
import {OPENAPI_VERSIONS} from '../../src/config/openapi';
import {OTHER_DOCS_VERSION_PATHS} from '../../src/constants/docs';
import {MOVED_DOCS_PAGES} from '../../src/data/movedDocsPages';
import {operationAnchor, parseDescription} from '../../src/content/openapi/spec';
import {PUBLIC_NUMBERS} from '../../src/data/publicNumbers';
import {
  allRoutes,
  built,
  builtFile,
  builtHtml,
  docsPath,
  LATEST,
  OTHER_VERSIONS,
  PREVIOUS,
  repoRoot,
  requiredRoutes,
  sameArticleAsLatest,
  sitemapRoutes,
} from '../site';

/**
 * The production build's pages as files (`build/`, `npm run build`): what every page must carry whatever the
 * browser does with it. The browser tests (tests/e2e/) check what needs a browser.
 */

const EDIT_BASE = 'https://github.com/cairn-analytics/cairn.dev/edit/main/';
const editLink = (route: string) => parse(builtHtml(route)).querySelector('a.theme-edit-this-page');

describe('routes', () => {
  it('the sitemap lists every route of routes.txt', () => {
    const listed = new Set(sitemapRoutes().map((route) => (route.length > 1 ? route.replace(/\/$/, '') : route)));
    expect(requiredRoutes().filter((route) => !listed.has(route))).toEqual([]);
  });

  it('every route of routes.txt and the sitemap has a built page with one h1', () => {
    const problems = allRoutes().flatMap((route) => {
      const html = builtHtml(route);
      if (!html) return [`${route}: no built page`];
      const headings = (html.match(/<h1[\s>]/g) ?? []).length;
      return headings === 1 ? [] : [`${route}: ${headings} h1`];
    });
    expect(problems).toEqual([]);
  });

  it('the pages whose axe check is the latest version\'s are copies of it, and every version keeps pages of its own', () => {
    const copies = allRoutes().filter(sameArticleAsLatest);
    expect(copies.length).toBeGreaterThan(0);
    // Each other version still has pages that get the whole check, banner included.
    for (const version of ['next', PREVIOUS]) {
      const own = allRoutes().filter((route) => route.startsWith(`${docsPath(version)}/`) && !copies.includes(route));
      expect(own.length, version).toBeGreaterThan(10);
    }
  });

  it('the home page carries no base-URL check, which fired on every visit and left its banner in the DOM', () => {
    expect(built('/')).not.toMatch(/__DOCUSAURUS_INSERT_BASEURL_BANNER|base-url-issue-banner/);
  });

  it(`${PREVIOUS} serves every page of the ${LATEST} docs`, () => {
    const routes = new Set(sitemapRoutes().map((route) => route.replace(/\/$/, '')));
    const latest = [...routes].filter((route) => /^\/docs(\/|$)/.test(route) && !OTHER_VERSIONS.test(route));
    expect(latest.length).toBeGreaterThan(70);
    const missing = latest.map((route) => route.replace(/^\/docs/, docsPath(PREVIOUS))).filter((route) => !routes.has(route));
    expect(missing).toEqual([]);
  });
});

describe('"Edit this page" and "Last updated"', () => {
  it('every docs, handbook and blog post page links to its own source file in the website repository', () => {
    const problems = allRoutes().flatMap((route) => {
      const html = builtHtml(route);
      const isPost = /<html[^>]*class="?[^">]*blog-post-page/.test(html);
      // The anchors only: parsing every page whole takes seconds.
      const links = (html.match(/<a [^>]*theme-edit-this-page[^>]*>/g) ?? []).map((tag) => parse(tag).querySelector('a')!);
      if ((/^\/(docs|handbook)(\/|$)/.test(route) || isPost) && links.length !== 1) return [`${route}: ${links.length} edit links`];
      return links
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => !href.startsWith(EDIT_BASE) || !existsSync(path.join(repoRoot, href.slice(EDIT_BASE.length))))
        .map((href) => `${route}: ${href} names no file of the repository`);
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ['/docs', `versioned_docs/version-${LATEST}/index.md`],
    ['/docs/deployment/deploy-docker', `versioned_docs/version-${LATEST}/deployment/deploy-docker.md`],
    ['/docs/next/deployment/deploy-docker', 'docs/deployment/deploy-docker.md'],
    ['/docs/_api-endpoint-template', `versioned_docs/version-${LATEST}/api-endpoint-template.md`],
    ['/handbook/company/story', 'handbook/company/story.md'],
    ['/blog/array-1-0-0', 'blog/2025-08-04-array-1-0-0.md'],
  ])('"Edit this page" on %s opens %s', (route, file) => {
    const link = editLink(route);
    expect(link?.text.trim()).toBe('Edit this page');
    expect(link?.getAttribute('href')).toBe(EDIT_BASE + file);
  });

  it('docs pages show when they were last updated', () => {
    const updated = parse(built('/docs/deployment/deploy-docker')).querySelector('.theme-last-updated');
    expect(updated?.text).toMatch(/Last updated on \w+ \d{1,2}, \d{4}/);
  });
});

describe('figures and the API reference', () => {
  it('every features page of every docs version has a figure', () => {
    const features = sitemapRoutes().filter((route) => /^\/docs\/(?:[^/]+\/)?features\/[^/]*$/.test(route));
    expect(features.length).toBeGreaterThanOrEqual(3 * 17);
    expect(features.filter((route) => !builtHtml(route).includes('<figure class=cairn-figure '))).toEqual([]);
  });

  it('every operation of each version\'s description has a section with its anchor on that version\'s API pages', () => {
    for (const version of OPENAPI_VERSIONS) {
      const description = parseDescription(readFileSync(path.join(repoRoot, version.file), 'utf8'));
      const name = version.contentDir === 'docs' ? 'next' : version.contentDir.split('version-')[1]!;
      const base = docsPath(name, '/api');
      const pages = sitemapRoutes().filter((route) => route.startsWith(`${base}/`));
      expect(pages.length, base).toBeGreaterThanOrEqual(15);
      const all = pages.map(builtHtml).join('\n');
      const missing = description.operations.filter((operation) => !all.includes(`id=${operationAnchor(operation.id)}>`) && !all.includes(`id="${operationAnchor(operation.id)}"`));
      expect(missing.map((operation) => operation.id), base).toEqual([]);
      expect((all.match(/data-api-operation=/g) ?? []).length, base).toBe(description.operations.length);
    }
  });
});

describe('docs aliases', () => {
  /** Latest-docs routes of routes.txt: `/docs` and its pages, not Next's or an older release's. */
  const latestDocsRoutes = requiredRoutes().filter((route) => /^\/docs(\/|$)/.test(route) && !OTHER_VERSIONS.test(route));
  const refreshTarget = (urlPath: string) => {
    const file = builtFile(urlPath);
    return file ? /http-equiv="?refresh"? content="0; ?url=([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  };

  it(`every page of the latest docs has a /docs/latest and a /docs/${LATEST} alias to it`, () => {
    expect(latestDocsRoutes.length).toBeGreaterThan(50);
    const missing = latestDocsRoutes.flatMap((route) => {
      const rest = route.slice('/docs'.length);
      return [`/docs/latest${rest}`, `/docs/${LATEST}${rest}`].flatMap((alias) => {
        const target = refreshTarget(alias);
        const landing = target ? new URL(target, 'https://cairn.dev').pathname.replace(/\/$/, '') : undefined;
        return landing === route ? [] : [`${alias} refreshes to ${target ?? 'nothing'}`];
      });
    });
    expect(missing).toEqual([]);
  });

  it('the unreleased docs get no alias', () => {
    for (const alias of ['/docs/latest/next/deployment/deploy-docker', `/docs/${LATEST}/next/deployment/deploy-docker`]) {
      expect(refreshTarget(alias), alias).toBeUndefined();
    }
  });

  it('the old address of a moved page leads to its new one in every version (src/data/movedDocsPages.ts)', () => {
    const versions = ['', ...OTHER_DOCS_VERSION_PATHS.map((name) => `/${name}`)];
    const wrong = MOVED_DOCS_PAGES.flatMap(({from, to}) =>
      [
        ...versions.map((version) => [`/docs${version}/${from}`, `/docs${version}/${to}`]),
        ...['latest', LATEST].map((alias) => [`/docs/${alias}/${from}`, `/docs/${to}`]),
      ].flatMap(([old, route]) => {
        const target = refreshTarget(old!);
        const landing = target ? new URL(target, 'https://cairn.dev').pathname.replace(/\/$/, '') : undefined;
        return landing === route && builtHtml(route!) ? [] : [`${old} refreshes to ${target ?? 'nothing'}, not ${route}`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the endpoint page template', () => {
  /** The links of a sidebar category, as the page's HTML has them (the page's own category is open). */
  const sidebarLinks = (route: string, label: string) =>
    parse(builtHtml(route))
      .querySelectorAll('.theme-doc-sidebar-item-category')
      .find((item) => item.querySelector('.menu__link')?.text.trim() === label)
      ?.querySelectorAll('a')
      .map((link) => link.getAttribute('href')) ?? [];

  it.each(['', '/next', `/${PREVIOUS}`])('is under Contributing in the sidebar of /docs%s, not under API', (version) => {
    expect(sidebarLinks(`/docs${version}/_api-endpoint-template`, 'Contributing')).toContain(
      `/docs${version}/_api-endpoint-template`,
    );
    const api = sidebarLinks(`/docs${version}/api/events`, 'API');
    expect(api).toContain(`/docs${version}/api/events`);
    expect(api.filter((href) => href?.includes('/_'))).toEqual([]);
  });
});

describe('public numbers', () => {
  it('the handbook states the numbers of src/data/publicNumbers.ts, and no page shows the directive itself', () => {
    const story = parse(builtHtml('/handbook/company/story')).querySelector('article')!.text;
    expect(story).toContain(`people with a merged pull request${PUBLIC_NUMBERS.contributors.text}`);
    expect(story).toContain(PUBLIC_NUMBERS.selfHostedInstances.text);
    const shown = sitemapRoutes().filter((route) => builtHtml(route).includes(':public-number'));
    expect(shown).toEqual([]);
  });
});
