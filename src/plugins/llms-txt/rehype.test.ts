import {describe, expect, it} from 'vitest';
import {rehypeDocusaurusComponents, textOf, type HastElement, type HastNode, type HastRoot} from './rehype';

const el = (
  tagName: string,
  className: string | undefined,
  children: HastNode[],
  extra: Record<string, unknown> = {},
): HastElement => ({
  type: 'element',
  tagName,
  properties: {...(className ? {className: className.split(' ')} : {}), ...extra},
  children,
});
const t = (value: string): HastNode => ({type: 'text', value});
const run = (...children: HastNode[]): HastRoot => {
  const tree: HastRoot = {type: 'root', children};
  rehypeDocusaurusComponents()(tree);
  return tree;
};
const line = (value: string) =>
  el('div', 'token-line', [el('span', 'token plain', [t(value)]), el('br', undefined, [])]);

describe('rehypeDocusaurusComponents', () => {
  it('turns a code block into pre/code with its language, one line per line, and its title', () => {
    const block = el('div', 'language-bash codeBlockContainer_x theme-code-block', [
      el('div', 'codeBlockTitle_abc', [t('install.sh')]),
      el('pre', 'prism-code', [
        el('code', 'codeBlockLines_x', [line('docker compose pull'), line('docker compose up -d')]),
      ]),
    ]);
    const [title, pre] = run(block).children as HastElement[];
    expect(textOf(title!)).toBe('install.sh');
    expect(pre!.tagName).toBe('pre');
    const code = pre!.children[0] as HastElement;
    expect(code.properties?.className).toEqual(['language-bash']);
    expect(textOf(code)).toBe('docker compose pull\ndocker compose up -d');
  });

  it('puts each tab panel under its label', () => {
    const tabsNode = el('div', 'tabs-container', [
      el(
        'ul',
        undefined,
        [el('li', undefined, [t('Ubuntu')], {role: 'tab'}), el('li', undefined, [t('RHEL')], {role: 'tab'})],
        {role: 'tablist'},
      ),
      el('div', undefined, [
        el('div', undefined, [el('p', undefined, [t('apt install')])], {role: 'tabpanel'}),
        el('div', undefined, [el('p', undefined, [t('dnf install')])], {role: 'tabpanel', hidden: true}),
      ]),
    ]);
    expect(run(tabsNode).children.map(textOf)).toEqual(['Ubuntu', 'apt install', 'RHEL', 'dnf install']);
  });

  it('rewrites code blocks inside tab panels too', () => {
    const code = el('div', 'language-yaml theme-code-block', [
      el('pre', undefined, [el('code', undefined, [line('a: 1'), line('b: 2')])]),
    ]);
    const tabsNode = el('div', 'tabs-container', [
      el('ul', undefined, [el('li', undefined, [t('Compose')], {role: 'tab'})]),
      el('div', undefined, [el('div', undefined, [code], {role: 'tabpanel'})]),
    ]);
    const [, pre] = run(tabsNode).children as HastElement[];
    expect(pre!.tagName).toBe('pre');
    expect(textOf(pre!)).toBe('a: 1\nb: 2');
  });

  it('makes an admonition a quote led by its capitalised title', () => {
    const node = el('div', 'theme-admonition theme-admonition-warning alert', [
      el('div', 'admonitionHeading_Gvgb', [el('span', 'admonitionIcon_x', []), t('warning')]),
      el('div', 'admonitionContent_BuS1', [el('p', undefined, [t('Keep keys secret.')])]),
    ]);
    const [quote] = run(node).children as HastElement[];
    expect(quote!.tagName).toBe('blockquote');
    expect(quote!.children.map(textOf)).toEqual(['Warning', 'Keep keys secret.']);
  });

  it('drops the anchor links after headings', () => {
    const heading = el('h2', undefined, [
      t('Prerequisites'),
      el('a', 'hash-link', [t('\u200b')], {href: '#prerequisites'}),
    ]);
    const [h2] = run(heading).children as HastElement[];
    expect(h2!.children).toEqual([t('Prerequisites')]);
  });

  it('leaves other elements alone', () => {
    const p = el('p', undefined, [t('Plain text')]);
    expect(run(p).children).toEqual([p]);
  });

  it('turns a figure into its SVG file as an image with the text alternative, then the caption', () => {
    const svg = (className: string) =>
      el('svg', className, [el('use', undefined, [], {href: '/img/figures/funnel.svg?v=0123abcd#figure'})], {
        ariaLabel: 'Funnel chart of 4 steps',
      });
    const figure = el('figure', 'cairn-figure', [
      el('div', 'cairn-figure__frame', [
        el('div', 'cairn-figure__canvas', [
          svg('cairn-figure__image'),
          el('button', 'cairn-figure__enlarge', [el('span', undefined, [t('Enlarge')])]),
        ]),
      ]),
      el('div', 'cairn-figure__large', [el('button', undefined, [t('Close')]), svg('cairn-figure__large-image')]),
      el('figcaption', undefined, [t('Most people leave at step 2.')]),
    ]);
    const [image, caption] = run(figure).children as HastElement[];
    expect(image!.children[0]).toMatchObject({
      tagName: 'img',
      properties: {src: '/img/figures/funnel.svg?v=0123abcd', alt: 'Funnel chart of 4 steps'},
    });
    expect(textOf(caption!)).toBe('Most people leave at step 2.');
    expect(run(figure).children).toHaveLength(2);
  });

  it('labels each code sample of an API operation with its language', () => {
    const samples = el(
      'div',
      'samples_x',
      [
        el(
          'div',
          'tabs',
          [el('button', undefined, [t('cURL')], {role: 'tab'}), el('button', undefined, [t('Go')], {role: 'tab'})],
          {role: 'tablist'},
        ),
        el('div', undefined, [el('p', undefined, [t('curl https://cairn.example.com')])], {role: 'tabpanel'}),
        el('div', undefined, [el('p', undefined, [t('package main')])], {role: 'tabpanel', hidden: true}),
      ],
      {dataApiSamples: 'getEvent'},
    );
    expect(run(samples).children.map(textOf)).toEqual(['cURL', 'curl https://cairn.example.com', 'Go', 'package main']);
  });

  it('turns an API field list into a Markdown list: name, facts in parentheses, description, nested fields under their parent', () => {
    const field = (name: HastNode[], facts: HastNode[][], description: HastNode[], nested?: HastElement) =>
      el('div', undefined, [
        el('dt', undefined, [
          el('code', undefined, name),
          ...facts.flatMap((fact) => [t(' '), el('span', undefined, fact)]),
        ]),
        el('dd', undefined, [...description, ...(nested ? [nested] : [])]),
      ]);
    const list = el('dl', 'api-fields', [
      field(
        [t('limit')],
        [[t('integer')], [t('in query')], [t('optional')], [t('default '), el('code', undefined, [t('100')])]],
        [t('Results per page.')],
      ),
      field(
        [t('results')],
        [[t('array of object')]],
        [t('One event.')],
        el('dl', 'api-fields', [
          field(
            [el('span', undefined, [t('results[].')]), t('id')],
            [[t('string')]],
            [t(' One of '), el('code', undefined, [t('a')]), t('.')],
          ),
        ]),
      ),
      field([t('404')], [], [t('Not found.')]),
    ]);
    const [ul] = run(list).children as HastElement[];
    expect(ul!.tagName).toBe('ul');
    const items = ul!.children as HastElement[];
    // The line's content sits in the item itself (no <p>), so the Markdown list stays tight.
    expect(
      items.map((item) =>
        textOf({
          ...item,
          children: item.children.filter((child) => child.type !== 'element' || child.tagName !== 'ul'),
        }),
      ),
    ).toEqual([
      'limit (integer, in query, optional, default 100): Results per page.',
      'results (array of object): One event.',
      '404: Not found.',
    ]);
    expect((items[0]!.children[0] as HastElement).tagName).toBe('code');
    const nested = items[1]!.children.at(-1) as HastElement;
    expect(nested.tagName).toBe('ul');
    expect(textOf(nested)).toBe('results[].id (string): One of a.');
  });
});
