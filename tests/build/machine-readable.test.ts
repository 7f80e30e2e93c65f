import {load} from 'js-yaml';
import {parse} from 'node-html-parser';
import {describe, expect, it} from 'vitest';
import {llmsTxtProblems} from '../../src/lib/llmsTxt';
import {built, builtFile, builtHtml, docsPath, LATEST, NEXT_DOCS_VERSION, PREVIOUS} from '../site';

/** What the build publishes for machines: Markdown twins, llms.txt, the OpenAPI descriptions and the blog feeds. */

const DOC = '/docs/deployment/deploy-docker';
const SITE = 'https://cairn.dev';

describe('Markdown twins and llms.txt', () => {
  it(`${DOC}.md is the page as clean Markdown`, () => {
    const md = built(`${DOC}.md`);
    expect(md.startsWith('# Deploy with Docker\n')).toBe(true);
    expect(md).toContain('## Prerequisites\n');
    // Tabs come out as labelled sections, code blocks keep their language, headings lose their "#" links.
    expect(md).toContain('**Ubuntu and Debian**');
    expect(md).toContain('**RHEL, Rocky and Alma**');
    expect(md).toMatch(/```bash\ncurl -fsSL https:\/\/get\.docker\.com -o get-docker\.sh\nsudo sh get-docker\.sh\n/);
    expect(md).not.toContain('Direct link to');
    expect(md).not.toMatch(/Edit this page|Previous|Was this page helpful/);
    // Links point at the other pages' Markdown.
    expect(md).toContain(`(${SITE}/docs/configuring-cairn/scaling-cairn.md)`);
  });

  it.each(['/docs/next/deployment/deploy-docker', '/handbook/company/story', '/blog/array-1-15-0', '/docs'])('%s.md exists and starts with the page title', (path) => {
    const h1 = parse(builtHtml(path)).querySelector('h1')!.text.trim();
    const md = built(`${path}.md`);
    expect(md.split('\n')[0]).toBe(`# ${h1}`);
    // The page text only: no tags, edit link or last-update line.
    expect(md).not.toMatch(/\[Edit this page\]\(|^Last updated$|\*\*Tags:\*\*/m);
  });

  it('/llms.txt is well-formed, lists the latest docs only, and every link resolves', () => {
    const text = built('/llms.txt');
    expect(llmsTxtProblems(text)).toEqual([]);
    expect(text.split('\n')[0]).toBe('# Cairn');
    for (const section of ['## Docs: Install', '## Docs: Configuring', '## Handbook: Company', '## Blog', '## Optional']) expect(text).toContain(`\n${section}\n`);
    expect(text).toContain(`- [Deploy with Docker](${SITE}/docs/deployment/deploy-docker.md): `);
    const links = [...text.matchAll(/\]\((https:\/\/cairn\.dev\/[^)]+\.md)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(140);
    expect(links.filter((link) => link.includes('/docs/next/'))).toEqual([]);
    expect(links.filter((link) => !builtFile(link.slice(SITE.length)))).toEqual([]);
  });

  it('/llms-full.txt is the index followed by every listed page', () => {
    const full = built('/llms-full.txt');
    expect(full.startsWith(built('/llms.txt'))).toBe(true);
    expect(full).toContain(built(`${DOC}.md`).trim());
    // The latest version only: EMAIL_TIMEOUT exists only in the unreleased docs.
    expect(full).not.toContain('EMAIL_TIMEOUT');
    expect(built('/docs/next/configuring-cairn/environment-variables.md')).toContain('EMAIL_TIMEOUT');
  });

  it('the Markdown twin of an API page holds its generated operations', () => {
    const markdown = built('/docs/api/events.md');
    expect(markdown).toMatch(/## List events/);
    expect(markdown).toContain('curl -G https://cairn.example.com/api/event/');
    // Issue #28: the field lists as Markdown lists (name, facts, description; nested fields indented under their
    // parent), the code samples each under its language.
    expect(markdown).toMatch(/^[*-] `limit` \(integer, in query, optional, default `100`\): Results per page/m);
    expect(markdown).toMatch(/^ {2,4}[*-] `results\[\]\.elements` \(array of object\): /m);
    expect(markdown).toMatch(/^ {4,8}[*-] `results\[\]\.elements\[\]\.tag_name` \(string\): /m);
    expect(markdown).toMatch(/^[*-] `401` \(codes `not_authenticated`, `invalid_api_key`, `authentication_failed`\): /m);
    expect(markdown).toMatch(/\*\*cURL\*\*\n\n```bash\ncurl -G /);
    const listEvents = markdown.slice(markdown.indexOf('## List events'), markdown.indexOf('## Property filters'));
    expect(listEvents).not.toMatch(/^\| (Name|Field|Status) +\|/m);
  });
});

describe('OpenAPI descriptions', () => {
  it.each([
    ['/', `${LATEST}.0`],
    [`${docsPath('next')}/`, `${NEXT_DOCS_VERSION}.0`],
    [`${docsPath(PREVIOUS)}/`, `${PREVIOUS}.0`],
  ])('%sopenapi.json and .yaml describe %s', (base, version) => {
    const document = JSON.parse(built(`${base}openapi.json`)) as {openapi: string; info: {version: string}; paths: Record<string, unknown>};
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(version);
    expect(Object.keys(document.paths)).toContain('/api/event/');
    expect(load(built(`${base}openapi.yaml`))).toEqual(document);
  });

  it('llms.txt and the API overview link them; Next\'s overview links its API changes', () => {
    const llms = built('/llms.txt');
    expect(llms).toContain('/openapi.json');
    expect(llms).toContain('/openapi.yaml');
    expect(builtHtml('/docs/api/overview')).toMatch(/href="?\/openapi\.json/);
    expect(builtHtml('/docs/next/api/overview')).toMatch(/href="?\/docs\/next\/api\/changes/);
  });
});

describe('feeds', () => {
  it.each(['/blog/rss.xml', '/blog/atom.xml'])('the blog publishes %s with the latest release notes', (feed) => {
    expect(built(feed)).toContain(`Array ${LATEST}.0`);
  });
});
