import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {publishedFileOfMeta} from '../codeBlocks';
import {fillFileBlocks} from './file-blocks';

function staticDir(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'file-blocks-')), 'static');
  mkdirSync(path.join(dir, 'deploy'), {recursive: true});
  writeFileSync(path.join(dir, 'deploy/docker-compose.yml'), 'name: cairn\nservices: {}\n\n');
  return dir;
}

const code = (meta: string, value = '', line = 7) => ({
  type: 'code',
  lang: 'yaml',
  meta,
  value,
  position: {start: {line}},
});

describe('remark-file-blocks', () => {
  it('fills a file= block from static/, without the trailing newlines', () => {
    const block = code('title="docker-compose.yml" file=/deploy/docker-compose.yml {5}');
    const tree = {type: 'root', children: [{type: 'listItem', children: [block]}]};
    expect(fillFileBlocks(tree, staticDir(), 'docs/deploy.md')).toBe(1);
    expect(block.value).toBe('name: cairn\nservices: {}');
    expect(publishedFileOfMeta(block.meta)).toBe('/deploy/docker-compose.yml');
  });

  it('leaves other blocks alone', () => {
    const block = code('title="a.yml"', 'a: 1');
    expect(fillFileBlocks({type: 'root', children: [block]}, staticDir(), 'docs/a.md')).toBe(0);
    expect(block.value).toBe('a: 1');
  });

  it('fails naming the page and line when the file is missing, the block is not empty or the path leaves static/', () => {
    const dir = staticDir();
    expect(() =>
      fillFileBlocks({type: 'root', children: [code('file=/deploy/missing.yml')]}, dir, 'docs/a.md'),
    ).toThrow(/^docs\/a\.md:7: file=\/deploy\/missing\.yml names no file: static\/deploy\/missing\.yml does not exist/);
    expect(() =>
      fillFileBlocks(
        {type: 'root', children: [code('file=/deploy/docker-compose.yml', 'name: old')]},
        dir,
        'docs/a.md',
      ),
    ).toThrow(/^docs\/a\.md:7: the block with file=\/deploy\/docker-compose\.yml must be empty/);
    expect(() => fillFileBlocks({type: 'root', children: [code('file=/../package.json')]}, dir, 'docs/a.md')).toThrow(
      /must be an absolute published path/,
    );
  });
});
