import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import config from '../../docusaurus.config';

const root = path.resolve(__dirname, '../..');
const parse = (file: string, fileContent: string) =>
  config.markdown.parseFrontMatter({
    filePath: path.join(root, file),
    fileContent,
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });

describe('docusaurus.config.ts front matter', () => {
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
});
