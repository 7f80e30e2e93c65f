/**
 * Links between the site's pages, read as the build reads them, so that a page can be checked without a build
 * (`npm run content`, `npm run check`; src/content/checks/linkCheck.mts reads the files): the links a page's MDX syntax tree
 * holds, the anchors its headings and elements give it, and where a link points. The build is the reference:
 * `onBrokenLinks`, `onBrokenAnchors` and `onBrokenMarkdownLinks` are 'throw' in docusaurus.config.ts.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {RELEASES, type Release} from '../constants/docs';
import {HELM_VALUES} from '../data/helmValues';
import {releaseOfContentFile} from '../lib/docsVersion';
import {helmValueAnchor, helmValuesOf} from './helmValues';
import {CHANGES_SECTIONS, OPERATION_PARTS, operationAnchor} from './openapi/spec';

/** A node of a page's syntax tree (mdast with the MDX, GFM and directive extensions). */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  alt?: string | null;
  name?: string | null;
  attributes?: unknown;
  position?: {start?: {line?: number}};
}

export interface PageLink {
  url: string;
  /** 1-based line of the page where the link is written. */
  line: number;
  /** An image (`![alt](src)`): the target is a file, not a page. */
  image: boolean;
}

function walk(node: MdNode, visit: (node: MdNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

const lineOf = (node: MdNode) => node.position?.start?.line ?? 1;

/** The literal string attributes of a JSX element (`<a href="/x" id="y">`); expressions (`{...}`) are left out. */
function jsxAttributes(node: MdNode): Map<string, string> {
  const found = new Map<string, string>();
  if (!Array.isArray(node.attributes)) return found;
  for (const attribute of node.attributes as {type?: string; name?: string; value?: unknown}[]) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name && typeof attribute.value === 'string')
      found.set(attribute.name, attribute.value);
  }
  return found;
}

const isJsx = (node: MdNode) => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** Every link of a page: Markdown links, link definitions and images, and the `href` or `to` of its JSX elements. */
export function linksOf(tree: MdNode): PageLink[] {
  const links: PageLink[] = [];
  walk(tree, (node) => {
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url) {
      links.push({url: node.url, line: lineOf(node), image: node.type === 'image'});
    } else if (isJsx(node)) {
      const attributes = jsxAttributes(node);
      const target = attributes.get('href') ?? attributes.get('to');
      if (target !== undefined) links.push({url: target, line: lineOf(node), image: false});
    }
  });
  return links;
}

/** A node's text as mdast-util-to-string gives it, which is what Docusaurus slugs a heading from. */
function textOf(node: MdNode | MdNode[]): string {
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (typeof node.value === 'string') return node.value;
  if (typeof node.alt === 'string') return node.alt;
  return textOf(node.children ?? []);
}

/** `## Title {/* #custom-id *\/}`: the id an MDX comment at the end of a heading gives it. */
function commentId(heading: MdNode): string | undefined {
  const last = heading.children?.at(-1);
  if (last?.type !== 'mdxTextExpression' || typeof last.value !== 'string') return undefined;
  const comment = /^\s*\/\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(last.value)?.[1];
  const first = comment?.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/**
 * The anchors of a page, as the build gives them (@docusaurus/mdx-loader's heading ids, in document order so that a
 * repeated heading gets `-1`): every heading, every JSX element with a literal `id`, and the sections that
 * src/content/remark/openapi.ts writes for `::operation` (the operation and its parts, whichever parts it has) and
 * `::openapi-changes`, and the keys of `::helm-values` that the release of the page (its site-relative `file`) has.
 */
export function anchorsOf(tree: MdNode, file?: string): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  walk(tree, (node) => {
    if (node.type === 'heading') {
      const headingText = textOf(
        (node.children ?? []).filter((child) => child.type !== 'html' && child.type !== 'jsx'),
      );
      anchors.add(commentId(node) ?? parseMarkdownHeadingId(headingText).id ?? slugger.slug(headingText));
    } else if (node.type === 'leafDirective' && node.name === 'operation') {
      const id = (node.attributes as Record<string, string> | null)?.id;
      if (!id) return;
      anchors.add(slugger.slug(operationAnchor(id), {maintainCase: true}));
      for (const part of Object.keys(OPERATION_PARTS)) anchors.add(`${operationAnchor(id)}-${part}`);
    } else if (node.type === 'leafDirective' && node.name === 'helm-values') {
      const release = file ? releaseOfContentFile(file) : undefined;
      const values =
        release && (RELEASES as readonly string[]).includes(release)
          ? helmValuesOf(HELM_VALUES, release as Release)
          : HELM_VALUES;
      for (const value of values) anchors.add(helmValueAnchor(value.key));
    } else if (node.type === 'leafDirective' && node.name === 'openapi-changes') {
      for (const id of Object.keys(CHANGES_SECTIONS)) anchors.add(slugger.slug(id, {maintainCase: true}));
    } else if (isJsx(node)) {
      const id = jsxAttributes(node).get('id');
      if (id) anchors.add(id);
    }
  });
  return anchors;
}

/** Where a link points. */
export type LinkTarget =
  /** Another site, a `pathname:///` link (which the build does not check) or a mail address. */
  | {kind: 'external'}
  /** An anchor of the same page (`#setup`). */
  | {kind: 'anchor'; anchor: string}
  /** A Markdown file, relative to the page's folder: the site-relative path. */
  | {kind: 'file'; path: string; anchor?: string}
  /** A page of the site, by its path (`/docs/deployment/deploy-docker`, no trailing slash). */
  | {kind: 'route'; path: string; anchor?: string}
  /** A file served as it is (an image, a download): site-relative when written relative to the page, else its URL path. */
  | {kind: 'asset'; path: string; relative: boolean};

/** `/docs/x/` and `/docs/x` are one route: the build tolerates the trailing slash either way. */
export function normalizeRoute(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The folder of a site-relative path, and a path relative to it, joined and normalized (POSIX). */
function joinRelative(file: string, relative: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const segment of relative.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

/** A file name's extension (`.svg`, `.yaml`), not a version in a route (`/docs/1.14`). */
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,4}$/i;

/**
 * Where a link of a page points. `page.file` is the page's site-relative path; `page.route` its URL path, which
 * a relative link that is not to a Markdown file (`../trends`) is resolved against, as a browser does.
 */
export function linkTarget(link: Pick<PageLink, 'url' | 'image'>, page: {file: string; route?: string}): LinkTarget {
  const {url, image} = link;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return {kind: 'external'};
  const hash = url.indexOf('#');
  const anchor = hash >= 0 ? decoded(url.slice(hash + 1)) || undefined : undefined;
  const pathPart = decoded((hash >= 0 ? url.slice(0, hash) : url).split('?')[0]!);
  if (pathPart === '') return anchor ? {kind: 'anchor', anchor} : {kind: 'external'};
  const absolute = pathPart.startsWith('/');
  if (image)
    return absolute
      ? {kind: 'asset', path: pathPart, relative: false}
      : {kind: 'asset', path: joinRelative(page.file, pathPart), relative: true};
  if (!absolute && /\.mdx?$/.test(pathPart)) return {kind: 'file', path: joinRelative(page.file, pathPart), anchor};
  if (absolute) {
    return FILE_EXTENSION.test(pathPart)
      ? {kind: 'asset', path: pathPart, relative: false}
      : {kind: 'route', path: normalizeRoute(pathPart), anchor};
  }
  if (FILE_EXTENSION.test(pathPart)) return {kind: 'asset', path: joinRelative(page.file, pathPart), relative: true};
  const base = page.route ?? '/';
  return {kind: 'route', path: normalizeRoute(new URL(pathPart, `https://site.invalid${base}`).pathname), anchor};
}
