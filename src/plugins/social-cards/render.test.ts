import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {afterAll, describe, expect, it} from 'vitest';
import {createRenderer} from './render';
import {cardTree, titleSize} from './template';

const siteDir = path.resolve(__dirname, '../../..');
const cacheDir = mkdtempSync(path.join(tmpdir(), 'cairn-social-cards-test-'));
afterAll(() => rmSync(cacheDir, {recursive: true, force: true}));

describe('createRenderer', () => {
  const renderer = createRenderer({siteDir, siteTitle: 'Cairn', host: 'cairn.dev', cacheDir});
  const content = {eyebrow: 'Docs 1.15', title: 'Deploy with Docker', description: 'Run Cairn on one server.'};

  it('renders a 1200x630 PNG, then serves the same card from the cache', async () => {
    const first = await renderer.render(content);
    expect(first.cached).toBe(false);
    const info = await sharp(first.png).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);

    const second = await renderer.render(content);
    expect(second.cached).toBe(true);
    expect(second.png.equals(first.png)).toBe(true);
  }, 20_000);

  it('renders again when an input changes', async () => {
    expect((await renderer.render({...content, title: 'Deploy on Kubernetes'})).cached).toBe(false);
  }, 20_000);

  it('renders Latin Extended text (author names) and rejects text the font cannot show', async () => {
    await expect(renderer.render({title: 'Tomás Okafor, Łukasz, Ðorđe'})).resolves.toMatchObject({cached: false});
    await expect(renderer.render({title: '分析'})).rejects.toThrow(/no glyphs for "分析"/);
  }, 20_000);

  it('prunes the cached cards this build did not use', async () => {
    writeFileSync(path.join(cacheDir, 'stale.png'), 'x');
    await renderer.prune();
    expect(readdirSync(cacheDir)).not.toContain('stale.png');
    expect(readdirSync(cacheDir).length).toBeGreaterThan(0);
  });
});

describe('template', () => {
  it('shrinks long titles', () => {
    expect(titleSize('Cairn blog')).toBe(76);
    expect(titleSize('x'.repeat(61))).toBe(54);
    expect(titleSize('x'.repeat(120))).toBe(46);
  });

  it('draws the logo large behind the text, except behind plan columns', () => {
    const assets = {logo: 'data:image/svg+xml;base64,', host: 'cairn.dev', siteTitle: 'Cairn'};
    const images = (tree: ReturnType<typeof cardTree>) => JSON.stringify(tree).match(/"type":"img"/g)?.length;
    expect(images(cardTree({title: 'T'}, assets))).toBe(2);
    expect(images(cardTree({title: 'T', columns: [{name: 'A', price: 'B', note: 'C'}]}, assets))).toBe(1);
  });
});
