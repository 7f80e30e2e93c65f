import type {PrismTheme} from 'prism-react-renderer';

/**
 * CSS that recolors server-rendered code blocks for another color mode. The server renders every block with the
 * default (light) theme as inline styles; until the highlighter takes a block over (on interaction, see
 * ../../theme/CodeBlock), or without JavaScript, these rules give it the other theme's colors. Rules follow the
 * theme's order, so a later type wins over an earlier one as it does in prism-react-renderer.
 */
export function codeThemeCss(theme: PrismTheme, scope: string): string {
  const block = `${scope} .theme-code-block`;
  const rules = [
    `${block}{--prism-color:${theme.plain.color} !important;--prism-background-color:${theme.plain.backgroundColor} !important}`,
    `${block} pre{color:${theme.plain.color} !important;background-color:${theme.plain.backgroundColor} !important}`,
    `${block} .token-line,${block} .token{color:inherit !important;font-style:inherit !important;font-weight:inherit !important}`,
  ];
  for (const {types, style, languages} of theme.styles) {
    const declarations = [
      style.color && `color:${style.color} !important`,
      style.fontStyle && `font-style:${style.fontStyle} !important`,
      style.fontWeight && `font-weight:${style.fontWeight} !important`,
    ].filter(Boolean);
    if (declarations.length === 0) continue;
    const within = languages?.length ? languages.map((language) => `${block}.language-${language}`) : [block];
    const selectors = within.flatMap((prefix) => types.map((type) => `${prefix} .token.${type}`));
    rules.push(`${selectors.join(',')}{${declarations.join(';')}}`);
  }
  return rules.join('\n');
}
