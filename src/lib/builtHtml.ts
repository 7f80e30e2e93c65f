import {parse, type HTMLElement} from 'node-html-parser';
import {parse as parseSpec, serialize} from 'parse5';

/**
 * A built page's HTML as a node-html-parser tree, read the way a browser reads it. The minifier leaves out the end
 * tags HTML lets a page omit (`</dd>` before `</div>`, `</li>`, `</p>`), and node-html-parser, which does not
 * know every such rule, then loses the rest of the page (a field list of the API reference once hid its whole
 * `<main>`). parse5 follows the HTML standard: its serialization writes every end tag back.
 */
export function parseBuiltHtml(html: string): HTMLElement {
  return parse(serialize(parseSpec(html)));
}
