import {describe, expect, it} from 'vitest';
import {codeThemeCss} from './codeThemeCss';

describe('codeThemeCss', () => {
  const css = codeThemeCss(
    {
      plain: {color: '#F8F8F2', backgroundColor: '#282A36'},
      styles: [
        {types: ['comment'], style: {color: '#a4adca'}},
        {types: ['keyword', 'variable'], style: {color: '#c29bf9', fontStyle: 'italic'}},
        {types: ['namespace'], style: {opacity: 0.7}},
        {types: ['tag'], style: {color: '#ff82ca'}, languages: ['jsx', 'tsx']},
      ],
    },
    "[data-theme='dark']",
  );

  it('sets the block colors over the inline light ones', () => {
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block{--prism-color:#F8F8F2 !important;--prism-background-color:#282A36 !important}",
    );
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block pre{color:#F8F8F2 !important;background-color:#282A36 !important}",
    );
  });

  it('resets every token to the plain color, then colors each type in order', () => {
    const lines = css.split('\n');
    const reset = lines.findIndex((line) => line.includes('.token{color:inherit'));
    const comment = lines.findIndex((line) => line.includes('.token.comment{color:#a4adca !important}'));
    expect(reset).toBeGreaterThan(-1);
    expect(comment).toBeGreaterThan(reset);
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block .token.keyword,[data-theme='dark'] .theme-code-block .token.variable{color:#c29bf9 !important;font-style:italic !important}",
    );
  });

  it('skips styles without colors and scopes language-specific ones', () => {
    expect(css).not.toContain('namespace');
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block.language-jsx .token.tag,[data-theme='dark'] .theme-code-block.language-tsx .token.tag{color:#ff82ca !important}",
    );
  });
});
