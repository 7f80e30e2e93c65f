/**
 * The /llms.txt index (https://llmstxt.org): an H1 with the site's name, a one-line summary as a quote, a few
 * lines of context, then H2 sections of Markdown links with one-line notes; a section named "Optional" holds
 * what a tool may skip. Pure functions: src/plugins/llms-txt builds the sections from the site's content.
 */

export interface LlmsLink {
  title: string;
  url: string;
  note?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsIndex {
  title: string;
  summary: string;
  details: string[];
  sections: LlmsSection[];
  optional: LlmsLink[];
}

/** One line, no Markdown that would break a list item. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const escapeLabel = (value: string) => oneLine(value).replace(/([[\]])/g, '\\$1');

function linkLine({title, url, note}: LlmsLink): string {
  return `- [${escapeLabel(title)}](${url})${note ? `: ${oneLine(note)}` : ''}`;
}

export function buildLlmsTxt(index: LlmsIndex): string {
  const parts = [`# ${oneLine(index.title)}`, `> ${oneLine(index.summary)}`, ...index.details.map(oneLine)];
  for (const section of index.sections) {
    if (section.links.length === 0) continue;
    parts.push(`## ${oneLine(section.title)}\n\n${section.links.map(linkLine).join('\n')}`);
  }
  if (index.optional.length > 0) parts.push(`## Optional\n\n${index.optional.map(linkLine).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}

/** What is wrong with an llms.txt text (empty when it is well-formed). */
export function llmsTxtProblems(text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  if (!/^# \S/.test(lines[0] ?? '')) problems.push('the first line is not an H1 ("# Name")');
  if (lines.filter((line) => /^# /.test(line)).length !== 1) problems.push('there must be exactly one H1');
  if (!lines.some((line) => /^> \S/.test(line))) problems.push('no summary quote ("> ...")');
  const sections = lines.filter((line) => /^## \S/.test(line));
  if (sections.length === 0) problems.push('no "## Section" of links');
  let current = '';
  let linksInSection = 0;
  const closeSection = () => {
    if (current && linksInSection === 0) problems.push(`section "${current}" has no links`);
  };
  for (const line of lines) {
    if (/^## /.test(line)) {
      closeSection();
      current = line.slice(3);
      linksInSection = 0;
    } else if (current && line.startsWith('- ')) {
      if (!/^- \[(?:[^\]\\]|\\.)+\]\(\S+\)(: .+)?$/.test(line)) problems.push(`malformed link line: ${line}`);
      else linksInSection++;
    } else if (current && line.trim() !== '') {
      problems.push(`unexpected text in section "${current}": ${line}`);
    }
  }
  closeSection();
  return problems;
}

/** The Markdown twin of a page: its URL plus ".md" (a section's index page "/docs/" gives "/docs.md"). */
export function markdownUrl(siteUrl: string, permalink: string): string {
  const path = permalink.replace(/\/+$/, '') || '/index';
  return `${siteUrl.replace(/\/+$/, '')}${path}.md`;
}

/** Minimal shapes of a docs version's normalized sidebar (plugin-content-docs `Sidebars`). */
export type SidebarConfigItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'link'; href: string; label: string}
  | {type: 'html'; value: string}
  | {
      type: 'category';
      label: string;
      items: SidebarConfigItem[];
      link?: {type: string; id?: string; permalink?: string};
    };

export interface DocInfo {
  id: string;
  title: string;
  description: string;
  permalink: string;
}

/**
 * Sections of a sidebar in its order: each top-level category is a section ("Docs: Install"), with its own
 * page first and nested categories flattened; pages at the top level gather in a section named `prefix`.
 */
export function sidebarSections(
  prefix: string,
  items: readonly SidebarConfigItem[],
  docs: ReadonlyMap<string, DocInfo>,
  toUrl: (permalink: string) => string,
): LlmsSection[] {
  const link = (id: string): LlmsLink => {
    const doc = docs.get(id);
    if (!doc) throw new Error(`The ${prefix} sidebar lists "${id}", which is not a page of this version`);
    return {title: doc.title, url: toUrl(doc.permalink), note: doc.description};
  };
  const flatten = (entries: readonly SidebarConfigItem[]): LlmsLink[] =>
    entries.flatMap((item) => {
      if (item.type === 'doc' || item.type === 'ref') return [link(item.id)];
      if (item.type === 'category') return [...(item.link?.id ? [link(item.link.id)] : []), ...flatten(item.items)];
      return [];
    });
  const top: LlmsSection = {title: prefix, links: []};
  const sections: LlmsSection[] = [top];
  for (const item of items) {
    if (item.type === 'category') sections.push({title: `${prefix}: ${item.label}`, links: flatten([item])});
    else top.links.push(...flatten([item]));
  }
  const seen = new Set<string>();
  return sections
    .map((section) => ({...section, links: section.links.filter((l) => !seen.has(l.url) && seen.add(l.url))}))
    .filter((section) => section.links.length > 0);
}

/** What the header of a Markdown twin says about its page. */
export interface TwinHeader {
  /** The page's HTML address. */
  canonicalUrl: string;
  /** The docs version the page belongs to, as the version menu names it ("1.15 (latest)"); none outside the docs. */
  version?: string;
  /** The page's last-update date, in milliseconds since 1970, when Git knows it. */
  lastUpdatedAt?: number;
  /** The llms.txt indexes to read for the rest: the site's, then the version's own when it has one. */
  indexes: {label: string; url: string}[];
  /** The page that tells how to search and read the docs from an AI assistant (the docs MCP server). */
  assistants?: string;
}

/**
 * The lines every Markdown twin carries under its title. A blockquote rather than a front-matter block: a twin is
 * read as Markdown, and Markdown renders a `---` block as a rule and a paragraph of text, while a blockquote of a
 * list stays a short, well-formed note in any renderer, and the twin still starts with its `# Title`.
 */
export function twinHeaderLines(header: TwinHeader): string {
  const lines = [
    `Canonical URL: <${header.canonicalUrl}>`,
    ...(header.version ? [`Docs version: ${oneLine(header.version)}`] : []),
    ...(header.lastUpdatedAt !== undefined
      ? [`Last updated: ${new Date(header.lastUpdatedAt).toISOString().slice(0, 10)}`]
      : []),
    `Every page: ${header.indexes.map(({label, url}) => `[${escapeLabel(label)}](${url})`).join(', ')}`,
    ...(header.assistants
      ? [`Search these docs from an AI assistant: [the docs MCP server](${header.assistants})`]
      : []),
  ];
  return lines.map((line) => `> - ${line}`).join('\n');
}

/** A twin with its header: the title as an H1 first (added when the converted page has none), then the header. */
export function withTwinHeader(markdown: string, title: string, header: TwinHeader): string {
  const body = markdown.replace(/^\uFEFF?\s*/, '');
  const h1 = /^# .*\n?/.exec(body);
  const heading = h1 ? h1[0].trimEnd() : `# ${oneLine(title)}`;
  const rest = (h1 ? body.slice(h1[0].length) : body).replace(/^\s+/, '');
  return `${heading}\n\n${twinHeaderLines(header)}\n\n${rest}`;
}

/** Whether a twin already carries its header (the build runs its steps once, but a second pass must change nothing). */
export function hasTwinHeader(markdown: string): boolean {
  return /^# .*\n\n> - Canonical URL: </.test(markdown);
}

/**
 * A page's HTML with one `<link rel="alternate" type="text/markdown">` to its twin in the `<head>`: any such link it
 * had is replaced; `undefined` when the page has no `</head>`.
 */
export function withMarkdownAlternate(html: string, twinHref: string): string | undefined {
  if (!/<\/head>/i.test(html)) return undefined;
  const link = `<link rel="alternate" type="text/markdown" href="${twinHref.replace(/"/g, '&quot;')}">`;
  const without = html.replace(/<link\b(?=[^>]*\brel="?alternate"?)(?=[^>]*\btype="?text\/markdown"?)[^>]*>/gi, '');
  return without.replace(/<\/head>/i, `${link}</head>`);
}

/** /robots.txt: every crawler may read every page; the sitemap's absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
