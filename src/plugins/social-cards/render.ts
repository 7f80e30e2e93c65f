/**
 * Renders social cards: satori lays the card out as SVG with the Inter font, sharp turns it into a PNG. Each
 * PNG is cached under node_modules/.cache/cairn-social-cards/ by a hash of everything it is made of (its
 * content, the fonts, the logo, this design and the renderers' versions), so a card whose inputs did not
 * change is copied, not rendered again.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readFile, readdir, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import satori, {type SatoriOptions} from 'satori';
import sharp from 'sharp';
import {SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH} from '../../lib/socialCards';
import {cardTree, FONT_FAMILIES, type CardAssets, type CardContent} from './template';

type Font = SatoriOptions['fonts'][number];

/** Inter from @fontsource/inter: satori reads WOFF (not WOFF2). Latin and Latin Extended, regular and bold. */
const FONT_FILES: {file: string; name: string; weight: 400 | 700}[] = [
  {file: 'inter-latin-400-normal.woff', name: FONT_FAMILIES[0], weight: 400},
  {file: 'inter-latin-700-normal.woff', name: FONT_FAMILIES[0], weight: 700},
  {file: 'inter-latin-ext-400-normal.woff', name: FONT_FAMILIES[1], weight: 400},
  {file: 'inter-latin-ext-700-normal.woff', name: FONT_FAMILIES[1], weight: 700},
];

export const CACHE_DIR_NAME = 'cairn-social-cards';

/** This folder, from the site's root: its design and renderer sources are part of every card's cache key. */
export const SOURCE_DIR = 'src/plugins/social-cards';

export interface RendererInput {
  siteDir: string;
  /** Shown on every card: the site's name and host. */
  siteTitle: string;
  host: string;
  /** Default: node_modules/.cache/cairn-social-cards/ of the site. */
  cacheDir?: string;
}

export interface Renderer {
  /** The card as a PNG, from the cache when an identical card was rendered before. */
  render(content: CardContent): Promise<{png: Buffer; cached: boolean}>;
  /** Removes cached cards this build did not use. */
  prune(): Promise<void>;
}

function sha256(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

function resolveFontsDir(siteDir: string): string {
  const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json', {paths: [siteDir]})), 'files');
  if (!existsSync(dir)) throw new Error(`Social cards: the Inter font files are missing (${dir})`);
  return dir;
}

function loadFonts(siteDir: string): {fonts: Font[]; bytes: Buffer[]} {
  const dir = resolveFontsDir(siteDir);
  const bytes = FONT_FILES.map(({file}) => readFileSync(path.join(dir, file)));
  const fonts = FONT_FILES.map(({name, weight}, index) => ({
    name,
    data: bytes[index],
    weight,
    style: 'normal' as const,
  }));
  return {fonts, bytes};
}

/** Atomic write, so a concurrent build reading the same cache or output never sees half a file. */
export async function writeFileAtomic(file: string, data: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

export function createRenderer({siteDir, siteTitle, host, cacheDir: cacheDirOption}: RendererInput): Renderer {
  const logoFile = path.join(siteDir, 'static/img/logo.svg');
  const logo = readFileSync(logoFile);
  const {fonts, bytes} = loadFonts(siteDir);
  const assets: CardAssets = {logo: `data:image/svg+xml;base64,${logo.toString('base64')}`, host, siteTitle};
  const cacheDir = cacheDirOption ?? path.join(siteDir, 'node_modules/.cache', CACHE_DIR_NAME);
  const satoriVersion = (JSON.parse(readFileSync(require.resolve('satori/package.json'), 'utf8')) as {version: string})
    .version;
  // The design and this renderer are part of every card's inputs: editing either renders every card again.
  const fingerprint = sha256(
    readFileSync(path.join(siteDir, SOURCE_DIR, 'template.ts')),
    readFileSync(path.join(siteDir, SOURCE_DIR, 'render.ts')),
    logo,
    ...bytes,
    `satori ${satoriVersion}`,
    `sharp ${sharp.versions.sharp}`,
    `${host} ${siteTitle}`,
  );
  const used = new Set<string>();

  async function renderPng(content: CardContent): Promise<Buffer> {
    const svg = await satori(cardTree(content, assets) as unknown as Parameters<typeof satori>[0], {
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
      fonts,
      onStyleError: (error) => {
        throw error;
      },
      loadAdditionalAsset: async (languageCode, segment) => {
        throw new Error(`the Inter font (Latin and Latin Extended) has no glyphs for "${segment}" (${languageCode})`);
      },
    });
    return sharp(Buffer.from(svg)).png({compressionLevel: 6}).toBuffer();
  }

  return {
    async render(content) {
      const key = sha256(fingerprint, JSON.stringify(content));
      const file = path.join(cacheDir, `${key}.png`);
      used.add(`${key}.png`);
      try {
        return {png: await readFile(file), cached: true};
      } catch {
        const png = await renderPng(content);
        await writeFileAtomic(file, png);
        return {png, cached: false};
      }
    },
    async prune() {
      const files = await readdir(cacheDir).catch(() => [] as string[]);
      await Promise.all(
        files
          .filter((file) => file.endsWith('.png') && !used.has(file))
          .map((file) => rm(path.join(cacheDir, file), {force: true})),
      );
    },
  };
}
