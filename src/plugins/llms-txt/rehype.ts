/**
 * Rehype transforms run on each built page before @signalwire/docusaurus-plugin-llms-txt turns it into
 * Markdown, so Docusaurus's components come out as a reader (or a model) expects: code blocks with their
 * language and title and one line per line, tabs as labelled sections, admonitions as quotes, figures as images with their text alternative, the API
 * reference's field lists as nested Markdown lists, no "#" anchor links after headings. Minimal hast types, no dependencies.
 */

export interface HastText {
  type: 'text';
  value: string;
}
export interface HastElement {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
}
export type HastNode = HastText | HastElement | {type: 'comment' | 'doctype'; value?: string} | HastRoot;
export interface HastRoot {
  type: 'root';
  children: HastNode[];
}

type Parent = HastRoot | HastElement;

const el = (tagName: string, children: HastNode[], properties: Record<string, unknown> = {}): HastElement => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): HastText => ({type: 'text', value});

function classes(node: HastNode): string[] {
  if (node.type !== 'element') return [];
  const value = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

const hasClass = (node: HastNode, name: string) => classes(node).includes(name);
const hasClassPrefix = (node: HastNode, prefix: string) => classes(node).some((c) => c.startsWith(prefix));

/** Text of a node, as the browser's textContent would give it. */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root') return node.children.map(textOf).join('');
  return '';
}

function findAll(node: HastNode, test: (node: HastElement) => boolean, found: HastElement[] = []): HastElement[] {
  if (node.type === 'element' && test(node)) {
    found.push(node);
    return found;
  }
  if (node.type === 'element' || node.type === 'root') for (const child of node.children) findAll(child, test, found);
  return found;
}

/** Replaces, depth first, every element `replace` returns nodes for. */
function rewrite(parent: Parent, replace: (node: HastElement) => HastNode[] | undefined): void {
  parent.children = parent.children.flatMap((child) => {
    if (child.type !== 'element') return [child];
    const replacement = replace(child);
    if (replacement) {
      // What replaced the node may hold more to rewrite (a code block inside a tab panel).
      const holder: HastRoot = {type: 'root', children: replacement};
      if (replacement.length === 1 && replacement[0] === child) return replacement;
      rewrite(holder, replace);
      return holder.children;
    }
    rewrite(child, replace);
    return [child];
  });
}

/** A Docusaurus code block: `<pre><code class="language-x">` with one line per line, its title before it. */
function codeBlock(node: HastElement): HastNode[] | undefined {
  if (!hasClass(node, 'theme-code-block')) return undefined;
  const language = classes(node).find((c) => c.startsWith('language-'));
  const lines = findAll(node, (n) => hasClass(n, 'token-line'));
  const code =
    lines.length > 0
      ? lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n')
      : textOf(findAll(node, (n) => n.tagName === 'code')[0] ?? node);
  const [title] = findAll(node, (n) => hasClassPrefix(n, 'codeBlockTitle'));
  const pre = el('pre', [el('code', [text(code)], language ? {className: [language]} : {})]);
  return title ? [el('p', [el('strong', [text(textOf(title).trim())])]), pre] : [pre];
}

/**
 * Docusaurus tabs, and the API reference's code samples (`data-api-samples`, src/components/ApiSamples): each panel
 * under its tab's label, instead of a list of labels and unlabelled panels.
 */
function tabs(node: HastElement): HastNode[] | undefined {
  if (!hasClass(node, 'tabs-container') && node.properties?.dataApiSamples === undefined) return undefined;
  const labels = findAll(node, (n) => n.properties?.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(node, (n) => n.properties?.role === 'tabpanel');
  return panels.flatMap((panel, index) => [
    el('p', [el('strong', [text(labels[index] ?? `Tab ${index + 1}`)])]),
    ...panel.children,
  ]);
}

/** An admonition: a quote starting with its title ("Warning", "Note"...). */
function admonition(node: HastElement): HastNode[] | undefined {
  if (!hasClass(node, 'theme-admonition')) return undefined;
  const [heading] = findAll(node, (n) => hasClassPrefix(n, 'admonitionHeading'));
  const [content] = findAll(node, (n) => hasClassPrefix(n, 'admonitionContent'));
  const title = textOf(heading ?? text('Note')).trim();
  const label = title.charAt(0).toUpperCase() + title.slice(1);
  return [el('blockquote', [el('p', [el('strong', [text(label)])]), ...(content?.children ?? [])])];
}

/**
 * A figure (src/content/remark/figures.ts): its drawing as a Markdown image, the SVG file with the text alternative
 * as its alt text, then the caption; the enlarge button and the enlarged copy are left out.
 */
function figure(node: HastElement): HastNode[] | undefined {
  if (node.tagName !== 'figure' || !hasClass(node, 'cairn-figure')) return undefined;
  const [image] = findAll(node, (n) => hasClass(n, 'cairn-figure__image'));
  const [use] = image ? findAll(image, (n) => n.tagName === 'use') : [];
  const [caption] = findAll(node, (n) => n.tagName === 'figcaption');
  const alt = String(image?.properties?.ariaLabel ?? image?.properties?.['aria-label'] ?? '');
  const src = String(use?.properties?.href ?? use?.properties?.xLinkHref ?? '').replace(/#figure$/, '');
  return [
    el('p', [el('img', [], {src, alt})]),
    ...(caption ? [el('p', [el('em', [text(textOf(caption).trim())])])] : []),
  ];
}

/**
 * A field list of the API reference (`<dl class="api-fields">`, src/content/remark/openapi.ts): a Markdown list, one
 * item per field, parameter or error: the name in code, its facts in parentheses, then the description; nested fields
 * in a list under their parent's item. A list reads as well in a narrow editor as in a model's context, where a table
 * of long descriptions becomes one very long line per row.
 */
function fieldList(node: HastElement): HastNode[] | undefined {
  if (node.tagName !== 'dl' || !hasClass(node, 'api-fields')) return undefined;
  const items = node.children.flatMap((group) => {
    if (group.type !== 'element') return [];
    const term = group.children.find(
      (child): child is HastElement => child.type === 'element' && child.tagName === 'dt',
    );
    const definition = group.children.find(
      (child): child is HastElement => child.type === 'element' && child.tagName === 'dd',
    );
    if (!term) return [];
    const [name, ...facts] = term.children.filter((child): child is HastElement => child.type === 'element');
    const nested = (definition?.children ?? []).filter(
      (child) => child.type === 'element' && hasClass(child, 'api-fields'),
    );
    const description = trimStart((definition?.children ?? []).filter((child) => !nested.includes(child)));
    const line: HastNode[] = [el('code', [text(name ? textOf(name) : '')])];
    if (facts.length > 0)
      line.push(
        text(' ('),
        ...facts.flatMap((fact, index) => [...(index > 0 ? [text(', ')] : []), ...fact.children]),
        text(')'),
      );
    if (description.length > 0) line.push(text(': '), ...description);
    return [el('li', [...line, ...nested])];
  });
  return [el('ul', items)];
}

/** Nodes without the white space at their start. */
function trimStart(nodes: HastNode[]): HastNode[] {
  const [first, ...rest] = nodes;
  if (first?.type !== 'text') return nodes;
  const value = first.value.trimStart();
  return value ? [text(value), ...rest] : trimStart(rest);
}

/** Removes the "#" anchor link Docusaurus puts after each heading. */
function hashLink(node: HastElement): HastNode[] | undefined {
  return hasClass(node, 'hash-link') ? [] : undefined;
}

/** The rehype plugin: run the transforms above on the page. */
export function rehypeDocusaurusComponents() {
  return (tree: HastRoot) => {
    rewrite(tree, hashLink);
    rewrite(tree, (node) => codeBlock(node) ?? tabs(node) ?? admonition(node) ?? figure(node) ?? fieldList(node));
  };
}
