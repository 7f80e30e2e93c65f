import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readDeployConfig} from '../../src/config/site';
import {OTHER_DOCS_VERSION_PATHS} from '../../src/constants/docs';
import {llmsTxtProblems} from '../../src/lib/llmsTxt';
import {twinPath} from '../../src/lib/markdownNegotiation';
import {built, buildDir, builtFile, builtHtml, builtPaths, docsPath, LATEST, NEXT_DOCS_LABEL, PREVIOUS} from '../site';
import {servedBuild} from './preview';

/** Issue #26, part 2: robots.txt, the pages' Markdown alternate links, the twins' headers, each version's llms.txt, and
 * the preview server's content negotiation and Markdown 404. */

const SITE = readDeployConfig(process.env).siteUrl;
const DOC = '/docs/deployment/deploy-docker';

const twins = () => builtPaths('.md').filter((twin) => twin !== '/404.md');

/** The hrefs of a page's `<link rel="alternate" type="text/markdown">` tags. */
function markdownAlternates(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => /\brel="?alternate\b/i.test(tag) && /\btype="?text\/markdown\b/i.test(tag))
    .map((tag) => /\bhref="?([^"\s>]+)/i.exec(tag)?.[1] ?? '');
}

describe('robots.txt', () => {
  it('allows every crawler everywhere and names the sitemap by its absolute URL', () => {
    const robots = built('/robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: *\S/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE.replace(/[.]/g, '\\.')}/sitemap\\.xml$`, 'm'));
  });
});

describe('Markdown alternate links', () => {
  it('every page with a twin links it exactly once, pages without a twin have none', () => {
    const pages = builtPaths('.html');
    const twinSet = new Set(twins());
    const wrong: string[] = [];
    let linked = 0;
    for (const page of pages) {
      const route = page.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
      const twin = twinPath(route);
      const expected = twin && twinSet.has(twin) ? [twin] : [];
      const found = markdownAlternates(readFileSync(path.join(buildDir, page), 'utf8'));
      if (JSON.stringify(found) !== JSON.stringify(expected)) wrong.push(`${page}: ${JSON.stringify(found)}`);
      linked += found.length;
      for (const href of found) if (!builtFile(href)) wrong.push(`${page}: ${href} does not exist`);
    }
    expect(wrong).toEqual([]);
    // Every twin is linked from its page: as many links as twins.
    expect(linked).toBe(twinSet.size);
    expect(twinSet.size).toBeGreaterThan(300);
  });

  it.each([
    [DOC, `${DOC}.md`],
    [docsPath('next', '/deployment/deploy-docker'), `${docsPath('next', '/deployment/deploy-docker')}.md`],
    ['/handbook/company/story', '/handbook/company/story.md'],
    ['/docs', '/docs.md'],
  ])('%s links %s', (page, twin) => {
    expect(markdownAlternates(builtHtml(page))).toEqual([twin]);
  });

  it.each(['/', '/pricing', '/blog', '/404'])('%s has no twin and no link', (page) => {
    expect(markdownAlternates(builtHtml(page))).toEqual([]);
  });
});

describe('twin headers', () => {
  it('every twin starts with its title, then its canonical URL', () => {
    const wrong = twins().filter((twin) => {
      const [title, blank, canonical] = built(twin).split('\n');
      const url = /^> - Canonical URL: <([^>]+)>$/.exec(canonical ?? '')?.[1];
      return !/^# \S/.test(title ?? '') || blank !== '' || !url?.startsWith(SITE) || twinPath(url.slice(SITE.length)) !== twin;
    });
    expect(wrong).toEqual([]);
  });

  it.each([
    [DOC, `${LATEST} (latest)`, [`${SITE}/llms.txt`]],
    [docsPath('next', '/deployment/deploy-docker'), NEXT_DOCS_LABEL, [`${SITE}/llms.txt`, `${SITE}/docs/next/llms.txt`]],
    [docsPath(PREVIOUS, '/deployment/deploy-docker'), PREVIOUS, [`${SITE}/llms.txt`, `${SITE}${docsPath(PREVIOUS)}/llms.txt`]],
  ])('%s.md names its version %s, its last update and its indexes', (page, version, indexes) => {
    const md = built(`${page}.md`);
    const header = md.split('\n\n')[1]!;
    expect(header).toContain(`> - Canonical URL: <${SITE}${page}>\n> - Docs version: ${version}\n`);
    const indexLine = header.split('\n').find((line) => line.startsWith('> - Every page: '));
    expect([...(indexLine ?? '').matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1])).toEqual(indexes);
    const updated = /<time[^>]*datetime="?(\d{4}-\d{2}-\d{2})/i.exec(builtHtml(page))?.[1];
    if (updated) expect(header).toContain(`> - Last updated: ${updated}`);
    else expect(header).not.toContain('Last updated');
  });

  it('handbook and blog twins have no docs version', () => {
    for (const page of ['/handbook/company/story', '/blog/array-1-15-0']) {
      const header = built(`${page}.md`).split('\n\n')[1]!;
      expect(header).toContain(`> - Canonical URL: <${SITE}${page}>`);
      expect(header).not.toContain('Docs version');
    }
  });
});

describe.each(OTHER_DOCS_VERSION_PATHS)('the llms.txt of /docs/%s/', (name) => {
  const base = `/docs/${name}`;

  it('is well-formed, in sidebar order, and links only existing twins of this version', () => {
    const text = built(`${base}/llms.txt`);
    expect(llmsTxtProblems(text)).toEqual([]);
    const links = [...text.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map((m) => m[1]!);
    // Every page of this version, each once.
    const own = twins().filter((twin) => twin === `${base}.md` || twin.startsWith(`${base}/`));
    expect(own.length).toBeGreaterThan(50);
    expect([...links].sort()).toEqual(own.map((twin) => `${SITE}${twin}`).sort());
    expect(links[0]).toBe(`${SITE}${base}.md`);
    expect(links.filter((link) => !link.startsWith(`${SITE}${base}/`) && link !== `${SITE}${base}.md`)).toEqual([]);
    expect(links.filter((link) => !builtFile(link.slice(SITE.length)))).toEqual([]);
    expect(new Set(links).size).toBe(links.length);
  });

  it('has an llms-full.txt with the index and every listed page', () => {
    const full = built(`${base}/llms-full.txt`);
    expect(full.startsWith(built(`${base}/llms.txt`))).toBe(true);
    expect(full).toContain(built(`${base}/deployment/deploy-docker.md`).trim());
  });

  it("is linked from the version's overview page", () => {
    expect(builtHtml(base)).toMatch(new RegExp(`href="?${base.replace(/\./g, '\\.')}/llms\\.txt`));
  });
});

it("the latest docs' overview links /llms.txt", () => {
  expect(builtHtml('/docs')).toMatch(/href="?\/llms\.txt/);
});

describe('the preview server (scripts/serve.mts)', () => {
  const origin = servedBuild();

  const get = (address: string, accept: string) => fetch(`${origin()}${address}`, {headers: {Accept: accept}});
  const vary = (response: Response) => (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

  it('answers Accept: text/markdown with the twin', async () => {
    const response = await get(DOC, 'text/markdown');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(vary(response)).toContain('accept');
    expect(await response.text()).toBe(built(`${DOC}.md`));
  });

  it('answers a browser with HTML, saying it varies on Accept', async () => {
    const response = await get(DOC, 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(vary(response)).toContain('accept');
    expect(await response.text()).toContain('<html');
  });

  it('answers HTML when text/html comes first', async () => {
    const response = await get(`${DOC}/`, 'text/html, text/markdown');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answers a missing .md address with a Markdown 404 that suggests the closest twins', async () => {
    const response = await get('/docs/deployment/deploy-dokcer.md', '*/*');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# Page not found\n')).toBe(true);
    expect(text).toContain(`(${DOC}.md)`);
    expect(text).toContain(`<${SITE}/llms.txt>`);
  });

  it('still serves an existing twin and the HTML 404 of a missing page', async () => {
    const twin = await get(`${DOC}.md`, '*/*');
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toMatch(/^text\/markdown/);
    const missing = await get('/docs/deployment/deploy-dokcer', 'text/markdown');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
