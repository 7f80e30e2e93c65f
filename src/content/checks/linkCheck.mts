/**
 * The link check of the content check (`npm run content`) and of `npm run check`: every link of a page, as the
 * build checks it (src/content/links.ts). A relative Markdown link must name a file of the same section, a site path
 * (`/docs/...`, `/handbook/...`, `/blog/...`, `/pricing`) a page that the build makes, an image a file, and an anchor
 * a heading or element of the target page. Pages' addresses come from Docusaurus's own rules (doc slugs, blog file
 * names, through @cairn/docusaurus-internals). Every problem names the file and line.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileToPath, normalizeUrl} from '@docusaurus/utils';
import matter from 'gray-matter';
import * as yaml from 'js-yaml';
import {LATEST_DOCS_VERSION, OLDER_DOCS_VERSIONS} from '../../constants/docs.ts';
import {isProductViewFile} from '../../lib/productAnalytics/published.ts';
import {anchorsOf, linksOf, linkTarget, normalizeRoute, type MdNode, type PageLink} from '../links.ts';
import {parseMdx} from './mdx.mts';
import {addressRules} from '@cairn/docusaurus-internals/page-addresses';

/** The docs plugin instances and their versions: the folder and the URL path it is served at (docusaurus.config.ts). */
const DOCS_FOLDERS: readonly {dir: string; path: string}[] = [
  {dir: 'docs', path: '/docs/next'},
  {dir: `versioned_docs/version-${LATEST_DOCS_VERSION}`, path: '/docs'},
  ...OLDER_DOCS_VERSIONS.map(({version}) => ({dir: `versioned_docs/version-${version}`, path: `/docs/${version}`})),
  {dir: 'handbook', path: '/handbook'},
];

/** The section a file belongs to: a relative Markdown link resolves only within its own (one docs instance, all versions). */
function sectionOf(file: string): string {
  const first = file.split('/')[0]!;
  return first === 'versioned_docs' ? 'docs' : file.startsWith('src/pages/') ? 'pages' : first;
}

/** With `--known LIST --docs-root DIR` (scripts/content-check.mts): links into DIR are valid when LIST names their target. */
export interface KnownFiles {
  root: string;
  files: Set<string>;
}

export interface LinkReport {
  problems: string[];
  /** Links checked (to pages, files and anchors; links to other sites are not counted). */
  links: number;
  anchors: number;
}

export class LinkChecker {
  private routes?: Map<string, string | undefined>;
  private readonly routeOfPage = new Map<string, string>();
  private readonly pages = new Map<string, PageLink[]>();
  private readonly anchors = new Map<string, Set<string> | undefined>();

  constructor(
    private readonly root: string,
    private readonly known?: KnownFiles,
  ) {}

  /**
   * Reads a page's links and anchors from its syntax tree (site-relative path). The content check compiles every
   * page first, then checks each page's links, so that no target page is parsed a second time for its anchors.
   */
  add(file: string, tree: MdNode): void {
    this.pages.set(file, linksOf(tree));
    this.anchors.set(file, anchorsOf(tree));
  }

  /** The pages given to `add`, in order. */
  files(): string[] {
    return [...this.pages.keys()];
  }

  /** The problems of the links of a page given to `add`. */
  check(file: string): LinkReport {
    const report: LinkReport = {problems: [], links: 0, anchors: 0};
    const route = this.routeOfFile(file);
    for (const link of this.pages.get(file) ?? []) {
      const target = linkTarget(link, {file, route});
      if (target.kind === 'external') continue;
      report.links += 1;
      const where = `${file}:${link.line}`;
      const problem = (text: string) =>
        report.problems.push(`${where}: ${link.image ? 'broken image' : 'broken link'} ${link.url}: ${text}`);
      const anchorProblem = (target: string, anchor: string | undefined) => {
        if (anchor === undefined) return;
        report.anchors += 1;
        const anchors = this.anchorsOf(target);
        if (anchors && !anchors.has(anchor))
          problem(`${target === file ? 'this page' : target} has no heading or element with the id "${anchor}"`);
      };
      if (target.kind === 'anchor') anchorProblem(file, target.anchor);
      else if (target.kind === 'file') {
        const found = this.markdownFile(file, link.url, target.path);
        if (found === 'known') continue;
        if (!found) problem(`no file ${target.path}`);
        else if (sectionOf(found) !== sectionOf(file))
          problem(
            `${found} is in another section of the site: link to its address instead (${this.routeOfFile(found) ?? 'none'})`,
          );
        else anchorProblem(found, target.anchor);
      } else if (target.kind === 'route') {
        const routes = this.routeMap();
        if (!routes.has(target.path)) problem(`no page of the site has the address ${target.path}`);
        else {
          const page = routes.get(target.path);
          if (page) anchorProblem(page, target.anchor);
        }
      } else if (target.kind === 'asset') {
        const onDisk = target.relative ? target.path : path.posix.join('static', target.path);
        // The product views' files are drawn at build time (src/content/plugins/productViews.ts), not kept in static/.
        if (!target.relative && isProductViewFile(target.path)) continue;
        if (!existsSync(path.join(this.root, onDisk))) problem(`no file ${onDisk}`);
      }
    }
    return report;
  }

  /** The file a relative Markdown link names: beside the page, or (written without ./ or ../) from the section's folder. */
  private markdownFile(file: string, url: string, resolved: string): string | 'known' | undefined {
    const candidates = [resolved];
    if (!/^\.\.?\//.test(url)) {
      const folder = DOCS_FOLDERS.find(({dir}) => file.startsWith(`${dir}/`))?.dir;
      if (folder) candidates.push(path.posix.join(folder, url.split('#')[0]!));
    }
    for (const candidate of candidates) {
      if (existsSync(path.join(this.root, candidate))) return candidate;
      if (this.known) {
        const relative = path.relative(this.known.root, path.join(this.root, candidate));
        if (!relative.startsWith('..') && this.known.files.has(relative)) return 'known';
      }
    }
    return undefined;
  }

  /** The anchors of a page (undefined when they cannot be known: it does not parse, or it is a React page without literal ids). */
  private anchorsOf(file: string): Set<string> | undefined {
    if (this.anchors.has(file)) return this.anchors.get(file);
    let anchors: Set<string> | undefined;
    const full = path.join(this.root, file);
    if (/\.mdx?$/.test(file)) {
      try {
        anchors = anchorsOf(parseMdx(readFileSync(full, 'utf8')));
      } catch {
        anchors = undefined;
      }
    } else {
      // A React page: the ids written in its source, and those it declares to the build's link checker.
      const source = readFileSync(full, 'utf8');
      const ids = [...source.matchAll(/\bid=["']([^"'{}]+)["']|collectAnchor\(\s*["']([^"']+)["']\s*\)/g)].map(
        (m) => m[1] ?? m[2]!,
      );
      anchors = ids.length > 0 ? new Set(ids) : undefined;
    }
    this.anchors.set(file, anchors);
    return anchors;
  }

  private routeOfFile(file: string): string | undefined {
    this.routeMap();
    return this.routeOfPage.get(file);
  }

  /** Every address the build serves a page at, with the file of the page when there is one. */
  private routeMap(): Map<string, string | undefined> {
    if (this.routes) return this.routes;
    const {getSlug, DefaultNumberPrefixParser, parseBlogFileName} = addressRules();
    const routes = new Map<string, string | undefined>();
    const add = (route: string, file?: string) => {
      routes.set(normalizeRoute(route), file);
      if (file) this.routeOfPage.set(file, normalizeRoute(route));
    };
    // Only `id` and `slug` change an address: the YAML of the other pages is not parsed.
    const frontMatterOf = (file: string): Record<string, unknown> | undefined => {
      const source = readFileSync(path.join(this.root, file), 'utf8');
      if (!/^---\r?\n(?:(?!---)[^\n]*\n)*?(id|slug):/.test(source)) return {};
      try {
        return matter(source).data;
      } catch {
        return undefined;
      }
    };
    for (const {dir, path: base} of DOCS_FOLDERS) {
      for (const relative of this.filesOf(dir, /\.mdx?$/)) {
        const frontMatter = frontMatterOf(`${dir}/${relative}`);
        if (!frontMatter) continue;
        const name = path.posix.basename(relative, path.posix.extname(relative));
        const slug = getSlug({
          baseID: typeof frontMatter.id === 'string' ? frontMatter.id : DefaultNumberPrefixParser(name).filename,
          source: `@site/${dir}/${relative}`,
          sourceDirName: path.posix.dirname(relative),
          frontMatterSlug: typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
        });
        add(normalizeUrl([base, slug]), `${dir}/${relative}`);
      }
    }
    for (const relative of this.filesOf('blog', /\.mdx?$/)) {
      const frontMatter = frontMatterOf(`blog/${relative}`);
      if (!frontMatter) continue;
      add(
        normalizeUrl([
          '/blog',
          typeof frontMatter.slug === 'string' ? frontMatter.slug : parseBlogFileName(relative).slug,
        ]),
        `blog/${relative}`,
      );
    }
    // The blog's lists: posts, archive, tags and author pages (blog/tags.yml, blog/authors.yml).
    for (const route of ['/blog', '/blog/archive', '/blog/tags', '/blog/authors']) add(route);
    const tags = (yaml.load(readFileSync(path.join(this.root, 'blog/tags.yml'), 'utf8')) ?? {}) as Record<
      string,
      {permalink?: string}
    >;
    for (const [key, tag] of Object.entries(tags)) add(normalizeUrl(['/blog/tags', tag?.permalink ?? key]));
    const authors = (yaml.load(readFileSync(path.join(this.root, 'blog/authors.yml'), 'utf8')) ?? {}) as Record<
      string,
      {page?: boolean | {permalink?: string}}
    >;
    for (const [key, author] of Object.entries(authors)) {
      if (author?.page)
        add(
          normalizeUrl([
            '/blog/authors',
            typeof author.page === 'object' && author.page.permalink ? author.page.permalink : key,
          ]),
        );
    }
    for (const relative of this.filesOf('src/pages', /\.(tsx|jsx|ts|js|mdx|md)$/)) {
      if (/\.test\.|\.d\.ts$/.test(relative)) continue;
      add(normalizeUrl(['/', fileToPath(relative)]), `src/pages/${relative}`);
    }
    this.routes = routes;
    return routes;
  }

  /** The files of a content folder that become pages (none under a name that starts with `_`), relative to it. */
  private filesOf(dir: string, pattern: RegExp): string[] {
    const full = path.join(this.root, dir);
    if (!existsSync(full) || !statSync(full).isDirectory()) return [];
    return readdirSync(full, {recursive: true, encoding: 'utf8'})
      .map((relative) => relative.split(path.sep).join('/'))
      .filter((relative) => pattern.test(relative) && !relative.split('/').some((segment) => segment.startsWith('_')))
      .sort();
  }
}
