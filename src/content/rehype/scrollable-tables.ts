/**
 * Rehype plugin for every Markdown page: a table scrolls sideways when it is wider than the text column (Infima
 * makes tables `display: block; overflow: auto`), so it must be reachable with the keyboard to be scrolled
 * (WCAG 2.1.1, axe's `scrollable-region-focusable`). Each table gets `tabindex="0"`.
 */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

export function makeTablesFocusable(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'table') node.properties = {...node.properties, tabIndex: 0};
  node.children?.forEach(makeTablesFocusable);
}

export default function rehypeScrollableTables() {
  return (tree: HastNode) => makeTablesFocusable(tree);
}
