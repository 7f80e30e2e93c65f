import {parse as parseXml} from 'node-html-parser';
import {parseBuiltHtml as parse} from '../../src/lib/builtHtml';
import {describe, expect, it} from 'vitest';
import {readDeployConfig, siteLinks} from '../../src/config/site';
import {releases} from '../../src/data/releases';
import {integrations} from '../../src/data/integrations';
import {subprocessors} from '../../src/data/subprocessors';
import {parseHeadersFile, headersFor} from '../../src/lib/securityHeaders';
import {parseSecurityTxt, securityTxtProblems} from '../../src/lib/securityTxt';
import {built, builtHtml} from '../site';

/**
 * Issue #27, items 5 to 7, over the built site: /.well-known/security.txt, the changelog page, its Atom feed and its
 * Markdown twin, the trust pages and the integrations gallery, as a visitor, a feed reader or a crawler gets them.
 */
const deploy = readDeployConfig(process.env);
const SITE = deploy.siteUrl;
const DAY = 24 * 60 * 60 * 1000;

describe('/.well-known/security.txt', () => {
  const text = built('/.well-known/security.txt');
  const fields = parseSecurityTxt(text);

  it('is valid under RFC 9116 today, and expires within a year of the build', () => {
    expect(securityTxtProblems(text, new Date())).toEqual([]);
    const expires = Date.parse(fields.Expires![0]!);
    // The build ran within the last day: its file expires 364 days after it, give or take that day.
    expect(expires - Date.now()).toBeGreaterThan(362 * DAY);
    expect(expires - Date.now()).toBeLessThan(365 * DAY);
  });

  it('sends reporters to a private advisory and points at the security page', () => {
    expect(fields.Contact).toEqual([`${siteLinks(deploy).sourceRepo}/security/advisories/new`]);
    expect(fields.Policy).toEqual([`${SITE}/security`]);
    expect(fields.Canonical).toEqual([`${SITE}/.well-known/security.txt`]);
    expect(fields['Preferred-Languages']).toEqual(['en']);
  });

  it('is served as UTF-8 plain text, and the feed as Atom (_headers)', () => {
    const rules = parseHeadersFile(built('/_headers'));
    expect(headersFor(rules, '/.well-known/security.txt')['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/changelog/atom.xml')['Content-Type']).toBe('application/atom+xml; charset=utf-8');
  });
});

describe('the changelog', () => {
  const page = parse(builtHtml('/changelog'));

  it('lists every release, newest first, each with its date, points, post and upgrade notes', () => {
    const entries = page.querySelectorAll('main article ol > li');
    expect(entries.map((entry) => entry.querySelector('h2')?.text.replace(/\u200B/g, '').trim())).toEqual(
      releases.map((release) => release.version),
    );
    for (const [index, entry] of entries.entries()) {
      const release = releases[index]!;
      expect(entry.querySelector('h2')?.getAttribute('id')).toBe(`v${release.version.replaceAll('.', '-')}`);
      expect(entry.querySelector('time')?.getAttribute('datetime')).toBe(release.date);
      const items = release.kind === 'minor' ? release.highlights : release.fixes;
      expect(entry.querySelectorAll('ul > li')).toHaveLength(items.length);
      const hrefs = entry.querySelectorAll('a').map((a) => a.getAttribute('href'));
      const minor = release.version.split('.').slice(0, 2).join('-');
      expect(hrefs, release.version).toContain(`/blog/array-${minor}-0`);
      expect(hrefs.some((href) => /#upgrade-notes$|\/upgrading-cairn#upgrade-step-by-step$/.test(href ?? ''))).toBe(true);
    }
  });

  it('announces its feed and its Markdown twin in the head', () => {
    const head = page.querySelector('head')!;
    expect(head.querySelector('link[type="application/atom+xml"]')?.getAttribute('href')).toBe('/changelog/atom.xml');
    expect(head.querySelector('link[type="text/markdown"]')?.getAttribute('href')).toBe('/changelog.md');
  });

  it('has an Atom feed with one entry per release, newest first', () => {
    const xml = built('/changelog/atom.xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(
      true,
    );
    const feed = parseXml(xml, {lowerCaseTagName: false});
    const entries = feed.querySelectorAll('entry');
    expect(entries.map((entry) => entry.querySelector('title')?.text)).toEqual(
      releases.map((release) => `${release.kind === 'minor' ? 'Array' : 'Cairn'} ${release.version}`),
    );
    const updated = entries.map((entry) => entry.querySelector('updated')!.text);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(feed.querySelector('feed > updated')?.text).toBe(updated[0]);
    expect(new Set(entries.map((entry) => entry.querySelector('id')!.text)).size).toBe(releases.length);
    expect(feed.querySelector('link[rel="self"]')?.getAttribute('href')).toBe(`${SITE}/changelog/atom.xml`);
  });

  it('has a Markdown twin with the twin header and every release', () => {
    const md = built('/changelog.md');
    expect(md.startsWith(`# Changelog\n\n> - Canonical URL: <${SITE}/changelog>\n`)).toBe(true);
    expect(md.match(/^## \d+\.\d+\.\d+ \((minor|patch)\), /gm)).toHaveLength(releases.length);
  });

  it('is listed in llms.txt with the trust pages and the integrations', () => {
    const llms = built('/llms.txt');
    for (const address of ['/changelog.md', '/security', '/dpa', '/subprocessors', '/integrations'])
      expect(llms).toContain(`](${SITE}${address})`);
    expect(built('/llms-full.txt')).toContain('\n# Changelog\n');
  });
});

describe('the trust pages and the gallery', () => {
  it('the sub-processor page, the privacy policy and the DPA agree', () => {
    for (const route of ['/subprocessors', '/privacy']) {
      const rows = parse(builtHtml(route))
        .querySelectorAll('main table tbody tr')
        .map((row) => row.querySelector('td')?.text)
        .filter((name) => subprocessors.some((sub) => sub.name === name));
      expect(rows, route).toEqual(subprocessors.map((sub) => sub.name));
    }
    for (const route of ['/privacy', '/terms', '/faq', '/security'])
      expect(builtHtml(route), route).toMatch(/href="?\/dpa["\s>]/);
  });

  it('the integrations gallery and the docs index list the same pages', () => {
    const gallery = parse(builtHtml('/integrations'))
      .querySelectorAll('main article a')
      .map((a) => a.getAttribute('href'));
    const index = parse(builtHtml('/docs/integrations'))
      .querySelectorAll('.theme-doc-markdown li a')
      .map((a) => a.getAttribute('href'));
    for (const entry of integrations) {
      expect(gallery, entry.id).toContain(`/docs/integrations/${entry.id}`);
      expect(index, entry.id).toContain(`/docs/integrations/${entry.id}`);
    }
    const community = parse(builtHtml('/integrations'))
      .querySelectorAll('main article li')
      .filter((card) => card.text.includes('Community'))
      .map((card) => card.querySelector('h3')?.text);
    expect(community).toEqual(integrations.filter((e) => e.group === 'community' && !e.guide).map((e) => e.name));
  });

  it.each(['/security', '/dpa', '/subprocessors', '/changelog', '/integrations'])(
    '%s is marked for the search and has one h1',
    (route) => {
      const root = parse(builtHtml(route));
      expect(root.querySelector('html')?.getAttribute('class')).toMatch(/\bcairn-search-page\b/);
      expect(root.querySelector('main article')).not.toBeNull();
      expect(root.querySelectorAll('h1')).toHaveLength(1);
    },
  );
});
