import {describe, expect, it} from 'vitest';
import {headMeta, htmlFileOf, socialTagProblems, withTwitterCopies} from './html';

const card = 'https://cairn.dev/img/social/docs.png';

/** A page's head as the build writes it: minified, unquoted attributes, Helmet's `data-rh`. */
function page(extra = ''): string {
  return [
    '<!doctype html><html lang=en><head><meta charset=UTF-8>',
    '<meta data-rh=true property=og:type content=article />',
    '<meta data-rh=true name=twitter:card content=summary_large_image />',
    `<meta data-rh=true property=og:image content=${card} />`,
    '<meta data-rh=true property=og:image:type content=image/png />',
    '<meta data-rh=true property=og:image:width content=1200 />',
    '<meta data-rh=true property=og:image:height content=630 />',
    `<meta data-rh=true name=twitter:image content=${card} />`,
    '<meta data-rh=true property=og:title content="Deploy &quot;quickly&quot; | Cairn"/>',
    '<meta data-rh=true property=og:description content="Run Cairn with Docker &amp; Compose."/>',
    extra,
    '</head><body><meta property=og:image content=ignored-in-body></body></html>',
  ].join('');
}

describe('headMeta', () => {
  it("reads the head's meta tags, decoding their attributes", () => {
    const meta = headMeta(page());
    expect(meta.find((tag) => tag.property === 'og:title')?.content).toBe('Deploy "quickly" | Cairn');
    expect(meta.filter((tag) => tag.property === 'og:image')).toHaveLength(1);
  });
});

describe('withTwitterCopies', () => {
  it('adds twitter:title and twitter:description before </head>, escaped', () => {
    const {html, meta} = withTwitterCopies(page(), headMeta(page()));
    expect(html).toContain(
      '<meta name="twitter:title" content="Deploy &quot;quickly&quot; | Cairn"><meta name="twitter:description" content="Run Cairn with Docker &amp; Compose."></head>',
    );
    // The tags returned are the page's tags with the copies, as a parser reads them back from the new HTML.
    expect(headMeta(html)).toEqual(meta);
    expect(meta.find((tag) => tag.name === 'twitter:title')?.content).toBe('Deploy "quickly" | Cairn');
  });

  it("keeps a page's own Twitter tags", () => {
    const own = page('<meta data-rh=true name=twitter:title content=Own />');
    const {html} = withTwitterCopies(own, headMeta(own));
    expect(html.match(/twitter:title/g)).toHaveLength(1);
    expect(html).toContain('name="twitter:description"');
  });
});

describe('socialTagProblems', () => {
  const complete = (html: string) => withTwitterCopies(html, headMeta(html)).meta;

  it('finds nothing wrong with a complete page', () => {
    expect(socialTagProblems(complete(page()), {image: card, type: 'article'})).toEqual([]);
  });

  it('reports a second og:image, a wrong card and a wrong og:type', () => {
    const twice = page('<meta data-rh=true property=og:image content=https://cairn.dev/img/other.png />');
    expect(socialTagProblems(complete(twice), {image: card, type: 'article'})).toContain(
      '2 `og:image` tags instead of 1',
    );
    expect(
      socialTagProblems(complete(page()), {image: 'https://cairn.dev/img/social/blog.png', type: 'website'}),
    ).toEqual([
      '`og:type` is "article", not website',
      `\`og:image\` is ${card}, not the card https://cairn.dev/img/social/blog.png`,
    ]);
  });

  it('reports missing tags', () => {
    const bare = '<html><head><meta property=og:title content=T></head></html>';
    const problems = socialTagProblems(headMeta(bare), {image: card, type: 'website'});
    expect(problems).toEqual(
      expect.arrayContaining([
        '0 `og:description` tags instead of 1',
        '0 `twitter:title` tags instead of 1',
        '0 `og:image` tags instead of 1',
        '0 `og:image:width` tags instead of 1',
        '0 `twitter:card` tags instead of 1',
      ]),
    );
  });

  it("accepts a page's own image without our card's size tags", () => {
    const own = [
      '<html><head><meta property=og:type content=website><meta name=twitter:card content=summary_large_image>',
      '<meta property=og:image content=https://cairn.dev/img/own.png><meta name=twitter:image content=https://cairn.dev/img/own.png>',
      '<meta property=og:title content=T><meta property=og:description content=D></head></html>',
    ].join('');
    expect(socialTagProblems(complete(own), {image: null, type: 'website'})).toEqual([]);
  });
});

describe('htmlFileOf', () => {
  it('finds the file Docusaurus writes for a route', () => {
    expect(htmlFileOf('/out', '/', '/', undefined)).toBe('/out/index.html');
    expect(htmlFileOf('/out', '/docs/next/', '/', undefined)).toBe('/out/docs/next/index.html');
    expect(htmlFileOf('/out', '/pricing', '/', undefined)).toBe('/out/pricing/index.html');
    expect(htmlFileOf('/out', '/404.html', '/', undefined)).toBe('/out/404.html');
    expect(htmlFileOf('/out', '/pricing', '/', false)).toBe('/out/pricing.html');
    expect(htmlFileOf('/out', '/site/pricing', '/site/', undefined)).toBe('/out/pricing/index.html');
  });
});
