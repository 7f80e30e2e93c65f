import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import config from '../../docusaurus.config';

const root = path.resolve(__dirname, '../..');
const versionsJson = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];
const parse = (file: string, fileContent: string) =>
  config.markdown.parseFrontMatter({
    filePath: path.join(root, file),
    fileContent,
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });

describe('docusaurus.config.ts', () => {
  it('fails on broken links, anchors and Markdown links', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('throw');
  });

  it('rejects a blog post without a category, naming the file', async () => {
    await expect(
      parse('blog/2026-01-01-x.md', '---\ntitle: X\ndate: 2026-01-01\nauthors: [maya]\n---\nHi'),
    ).rejects.toThrow(/Invalid front matter in blog\/2026-01-01-x\.md[\s\S]*category/);
  });

  it('rejects a handbook page without a description, naming the file', async () => {
    await expect(parse('handbook/people/x.md', '---\ntitle: X\n---\nHi')).rejects.toThrow(
      /handbook\/people\/x\.md[\s\S]*description/,
    );
  });

  it('accepts a valid docs page and returns its front matter', async () => {
    const result = await parse('docs/x.md', '---\ntitle: X\ndescription: About X.\n---\nHi');
    expect(result.frontMatter).toEqual({title: 'X', description: 'About X.'});
  });

  it('serves the latest docs (the first of versions.json) at /docs and Next at /docs/next', () => {
    type DocsEntry = [
      unknown,
      {id?: string; routeBasePath: string; lastVersion: string; versions: Record<string, {path?: string}>},
    ];
    const docs = (config.plugins as DocsEntry[]).find(
      (entry) => Array.isArray(entry) && entry[1]?.routeBasePath === 'docs',
    )![1];
    expect(docs.id).toBeUndefined(); // the default instance, which the version dropdown and search follow
    expect(docs.lastVersion).toBe(versionsJson[0]);
    expect(docs.versions.current.path).toBe('next');
  });

  it('leaves the docs out of the classic preset: the docs plugin runs wrapped (docsWithoutCardData of packages/docusaurus-internals)', () => {
    expect((config.presets[0] as [string, {docs: unknown}])[1].docs).toBe(false);
  });
});
