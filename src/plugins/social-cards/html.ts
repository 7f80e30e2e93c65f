/**
 * The built pages' social tags, read from their HTML after the build: the plugin checks that every page carries
 * exactly one `og:image`, the right card, and every tag a link preview needs, and adds `twitter:title` and
 * `twitter:description` copied from the page's final `og:title` and `og:description` (Docusaurus's templates
 * set the Open Graph ones, each in its own way; the copy is made once they are all resolved).
 */
import path from 'node:path';
import {parse} from 'node-html-parser';
import {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_TYPE,
  SOCIAL_CARD_WIDTH,
  twitterMirror,
  type MetaAttributes,
} from '../../lib/socialCards';

/** The `<meta>` tags of a page's `<head>`, as attribute maps. */
export function headMeta(html: string): MetaAttributes[] {
  const end = html.indexOf('</head>');
  const head = end === -1 ? html : html.slice(0, end);
  return parse(head)
    .querySelectorAll('meta')
    .map((tag) => tag.attributes);
}

function values(meta: readonly MetaAttributes[], key: 'property' | 'name', value: string): string[] {
  return meta.filter((tag) => tag[key] === value).map((tag) => tag.content ?? '');
}

export interface Expected {
  /** Absolute URL of the page's card, or null when the page has its own image. */
  image: string | null;
  type: 'article' | 'website';
}

/** What is wrong with a page's social tags (after the Twitter copies are added); empty when nothing is. */
export function socialTagProblems(meta: readonly MetaAttributes[], expected: Expected): string[] {
  const problems: string[] = [];
  const one = (key: 'property' | 'name', name: string): string | undefined => {
    const found = values(meta, key, name);
    if (found.length !== 1) problems.push(`${found.length} \`${name}\` tags instead of 1`);
    else if (!found[0].trim()) problems.push(`\`${name}\` is empty`);
    return found.length === 1 ? found[0] : undefined;
  };
  one('property', 'og:title');
  one('property', 'og:description');
  one('name', 'twitter:title');
  one('name', 'twitter:description');
  const image = one('property', 'og:image');
  const twitterImage = one('name', 'twitter:image');
  const type = one('property', 'og:type');
  const card = one('name', 'twitter:card');

  if (card !== undefined && card !== 'summary_large_image')
    problems.push(`\`twitter:card\` is "${card}", not summary_large_image`);
  if (type !== undefined && type !== expected.type) problems.push(`\`og:type\` is "${type}", not ${expected.type}`);
  if (image !== undefined && twitterImage !== undefined && image !== twitterImage) {
    problems.push(`\`twitter:image\` (${twitterImage}) differs from \`og:image\` (${image})`);
  }
  if (image !== undefined && !/^https?:\/\//.test(image))
    problems.push(`\`og:image\` (${image}) is not an absolute URL`);
  if (expected.image !== null) {
    if (image !== undefined && image !== expected.image)
      problems.push(`\`og:image\` is ${image}, not the card ${expected.image}`);
    const width = one('property', 'og:image:width');
    const height = one('property', 'og:image:height');
    const type = one('property', 'og:image:type');
    if (width !== undefined && width !== String(SOCIAL_CARD_WIDTH)) problems.push(`\`og:image:width\` is ${width}`);
    if (height !== undefined && height !== String(SOCIAL_CARD_HEIGHT))
      problems.push(`\`og:image:height\` is ${height}`);
    if (type !== undefined && type !== SOCIAL_CARD_TYPE) problems.push(`\`og:image:type\` is ${type}`);
  }
  return problems;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The page with `twitter:title` and `twitter:description` copied from its `og:title` and `og:description`
 * (unless it sets its own), before `</head>`, and its meta tags with the copies. Returns the HTML unchanged when
 * there is nothing to add.
 */
export function withTwitterCopies(
  html: string,
  meta: readonly MetaAttributes[],
): {html: string; meta: MetaAttributes[]} {
  const mirror = twitterMirror(meta);
  const added: MetaAttributes[] = [];
  if (mirror.title !== undefined) added.push({name: 'twitter:title', content: mirror.title});
  if (mirror.description !== undefined) added.push({name: 'twitter:description', content: mirror.description});
  const end = html.indexOf('</head>');
  if (added.length === 0 || end === -1) return {html, meta: [...meta]};
  const tags = added.map((tag) => `<meta name="${tag.name}" content="${escapeAttribute(tag.content ?? '')}">`).join('');
  return {html: `${html.slice(0, end)}${tags}${html.slice(end)}`, meta: [...meta, ...added]};
}

/** The HTML file Docusaurus writes for a route (same rule as its static site generation). */
export function htmlFileOf(
  outDir: string,
  routePath: string,
  baseUrl: string,
  trailingSlash: boolean | undefined,
): string {
  const pathname = baseUrl === '/' ? routePath : routePath.replace(new RegExp(`^${baseUrl}`), '/');
  const name = pathname.replace(/^[/\\]/, '');
  if (/\.html?$/i.test(name)) return path.join(outDir, name);
  if (trailingSlash === undefined || pathname === '' || pathname.endsWith('/') || trailingSlash) {
    return path.join(outDir, name, 'index.html');
  }
  return path.join(outDir, `${name}.html`);
}
