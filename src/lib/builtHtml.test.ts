import {parse} from 'node-html-parser';
import {describe, expect, it} from 'vitest';
import {parseBuiltHtml} from './builtHtml';

// A minified field list as the build writes it: `</dd>` left out before `</div>`.
const page =
  '<!doctype html><html class="docs-wrapper"><body><main><article><h1>Health</h1>' +
  '<dl class=api-fields><div><dt><code>status</code><dd>Always ok.</div></dl><p>After the list.</article></main>' +
  '<footer>Footer</footer></body></html>';

describe('parseBuiltHtml', () => {
  it('reads a page whose minified HTML leaves out optional end tags, as a browser does', () => {
    const root = parseBuiltHtml(page);
    const article = root.querySelector('main article');
    expect(article?.querySelector('dd')?.text).toBe('Always ok.');
    expect(article?.structuredText).toContain('After the list.');
    expect(root.querySelector('footer')?.text).toBe('Footer');
    expect(root.querySelector('html')?.getAttribute('class')).toBe('docs-wrapper');
  });

  it('is needed: node-html-parser alone loses the page', () => {
    expect(parse(page).querySelector('main article')).toBeNull();
  });
});
