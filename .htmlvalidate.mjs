/**
 * html-validate's configuration for the built site (`tests/build/html-validity.test.ts` validates every built page
 * with it; `npx html-validate build/docs/index.html` uses it too): the recommended rules, and three of the document
 * preset's. What is off or relaxed below is tripped by Docusaurus's own markup, by React's or the HTML minifier's
 * output, never by the site's components: those rules stay on for everything else.
 */
export default {
  // The repository's root: no configuration from outside it applies.
  root: true,
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    // Docusaurus's code blocks (CodeBlock/Line of @docusaurus/theme-classic, through prism-react-renderer) render
    // each line as `<div class="token-line">` inside `<code>`, where the standard allows phrasing content only.
    // The rest of the content model stays checked.
    {code: {permittedContent: ['@phrasing', 'div']}},
  ],
  rules: {
    // From `html-validate:document`: headings that follow on from the h1, a doctype, a label on every field, and an
    // `integrity` hash on what a page loads from another origin (Docusaurus's own files under /assets/ need none).
    // Not its `no-missing-references`: the browser tests' axe run proves the same on every route
    // (aria-valid-attr-value), and here it would be a quarter of the validation's time.
    'heading-level': 'error',
    'missing-doctype': 'error',
    'input-missing-label': 'error',
    'require-sri': ['error', {target: 'crossorigin'}],
    // The minifier's output (Docusaurus Faster, @swc/html): unquoted attribute values, `<!doctype html>` in lower
    // case, `<link ... />` on void elements and omitted optional end tags (`</li>`, `</p>`, `</html>`) are all valid
    // HTML; these rules only ask for a writing style.
    'attr-quotes': 'off',
    'doctype-style': 'off',
    'void-style': 'off',
    'no-implicit-close': 'off',
    // Docusaurus's code blocks colour every token with an inline `style` (the Prism theme), and the figures set
    // their minimum width as a custom property; the Content-Security-Policy allows inline styles.
    'no-inline-style': 'off',
    // prism-react-renderer gives nested tokens their type twice (`class="token string-literal string-literal"`).
    'no-dup-class': 'off',
    // The minifier leaves `&` unescaped where it cannot start a character reference (`a && b` in code blocks), as
    // the standard allows; only an ambiguous ampersand is an error.
    'no-raw-characters': ['error', {relaxed: true}],
    // Docusaurus's ids (`__docusaurus`, `__docusaurus_skipToContent_fallback`, `__blog-post-container`) and React's
    // `useId()` ids (`_R_2bah_`) start with an underscore: valid HTML, which is all the relaxed check asks.
    'valid-id': ['error', {relaxed: true}],
    // Docusaurus's external-link icon is `<svg aria-label="(opens in new tab)">`: an svg has a role that may be
    // named (graphics-document), as ARIA in HTML allows.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
    // Docusaurus's skip link sits in `<div role="region">` and its navbar dropdowns open from `<a role="button">`;
    // the site's own scrolling regions (a table's frame) are `div role="region"` on purpose, not sections of the page.
    'prefer-native-element': ['error', {exclude: ['region', 'button']}],
    // React writes a boolean `download` (or `hidden`) as `download=""`, the same attribute as a bare `download`.
    'attribute-empty-style': 'off',
  },
};
