import {createProcessor} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import {anchorsOf, linksOf, linkTarget, normalizeRoute, type MdNode} from './links';

const parse = (source: string) =>
  createProcessor({format: 'mdx', remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective]}).parse(
    source,
  ) as MdNode;

describe('linksOf', () => {
  it('finds Markdown links, definitions, images and JSX href/to, with their lines, and nothing in code', () => {
    const page = [
      '---',
      'title: T',
      '---',
      '',
      'See [setup](./setup.md#install) and ![chart](/img/chart.svg).',
      '',
      '```md',
      '[not a link](./code.md)',
      '```',
      '',
      '<Tabs>',
      '<TabItem value="a">',
      '',
      'Inside a tab: [pricing](/pricing#startup-plan) and `[code](./inline.md)`.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '<a href="/brand/mark.svg">Mark</a> <Link to="/docs/contributing">Contributing</Link>',
      '',
      '[ref]: ../other.md',
    ].join('\n');
    expect(linksOf(parse(page))).toEqual([
      {url: './setup.md#install', line: 5, image: false},
      {url: '/img/chart.svg', line: 5, image: true},
      {url: '/pricing#startup-plan', line: 14, image: false},
      {url: '/brand/mark.svg', line: 19, image: false},
      {url: '/docs/contributing', line: 19, image: false},
      {url: '../other.md', line: 21, image: false},
    ]);
  });
});

describe('anchorsOf', () => {
  it('gives headings the ids the build gives them: slugs of their text, -1 for a repeat, comment ids, element ids', () => {
    const page = [
      '## Set `SMTP_HOST` with [Docker](./docker.md)',
      '## Example',
      '### Example',
      '## Roll back {/* #rollback */}',
      '<div id="plans" />',
      '::operation{id="listEventPropertyValues"}',
    ].join('\n\n');
    const anchors = anchorsOf(parse(page));
    expect([...anchors]).toEqual(
      expect.arrayContaining([
        'set-smtp_host-with-docker',
        'example',
        'example-1',
        'rollback',
        'plans',
        'list-event-property-values',
        'list-event-property-values-parameters',
      ]),
    );
    expect(anchors.has('roll-back')).toBe(false);
  });
});

describe('linkTarget', () => {
  const page = {file: 'docs/deployment/deploy-docker.md', route: '/docs/next/deployment/deploy-docker'};
  it('resolves Markdown links against the page folder, keeping the anchor', () => {
    expect(
      linkTarget({url: '../configuring-cairn/smtp-credentials.md#test-the-connection', image: false}, page),
    ).toEqual({
      kind: 'file',
      path: 'docs/configuring-cairn/smtp-credentials.md',
      anchor: 'test-the-connection',
    });
  });
  it('reads site paths as routes without a trailing slash, and other relative links against the page address', () => {
    expect(linkTarget({url: '/docs/contributing/#licensing', image: false}, page)).toEqual({
      kind: 'route',
      path: '/docs/contributing',
      anchor: 'licensing',
    });
    expect(linkTarget({url: '../features/trends', image: false}, page)).toEqual({
      kind: 'route',
      path: '/docs/next/features/trends',
      anchor: undefined,
    });
    expect(linkTarget({url: '/docs/1.14', image: false}, page)).toEqual({
      kind: 'route',
      path: '/docs/1.14',
      anchor: undefined,
    });
  });
  it('treats files, images and same-page anchors apart, and leaves other sites and pathname:// links alone', () => {
    expect(linkTarget({url: '/brand/mark.svg', image: false}, page)).toEqual({
      kind: 'asset',
      path: '/brand/mark.svg',
      relative: false,
    });
    expect(linkTarget({url: './img/diagram.png', image: true}, page)).toEqual({
      kind: 'asset',
      path: 'docs/deployment/img/diagram.png',
      relative: true,
    });
    expect(linkTarget({url: '#prerequisites', image: false}, page)).toEqual({kind: 'anchor', anchor: 'prerequisites'});
    for (const url of ['https://github.com/x', 'pathname:///openapi.yaml', 'mailto:a@b.c', '//cdn.example.com/x'])
      expect(linkTarget({url, image: false}, page)).toEqual({kind: 'external'});
  });
  it('normalizes routes', () => {
    expect(normalizeRoute('/docs//next/')).toBe('/docs/next');
    expect(normalizeRoute('/')).toBe('/');
  });
});
