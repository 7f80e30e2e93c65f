import {describe, expect, it} from 'vitest';
import {
  buildLlmsTxt,
  hasTwinHeader,
  llmsTxtProblems,
  markdownUrl,
  robotsTxt,
  sidebarSections,
  type DocInfo,
  twinHeaderLines,
  withMarkdownAlternate,
  withTwinHeader,
  type SidebarConfigItem,
} from './llmsTxt';

const docs = new Map<string, DocInfo>(
  [
    {id: 'index', title: 'What is Cairn?', description: 'Cairn in one page.', permalink: '/docs/'},
    {id: 'deployment/index', title: 'Install', description: 'Every way to run Cairn.', permalink: '/docs/deployment'},
    {
      id: 'deployment/deploy-docker',
      title: 'Deploy with Docker',
      description: 'Docker Compose on one server.',
      permalink: '/docs/deployment/deploy-docker',
    },
    {
      id: 'deployment/deploy-aws',
      title: 'Deploy on AWS',
      description: 'EC2 and RDS.',
      permalink: '/docs/deployment/deploy-aws',
    },
  ].map((doc) => [doc.id, doc]),
);
const toUrl = (permalink: string) => markdownUrl('https://cairn.dev', permalink);

describe('markdownUrl', () => {
  it('adds .md to the page URL', () => {
    expect(markdownUrl('https://cairn.dev/', '/docs/deployment/deploy-docker')).toBe(
      'https://cairn.dev/docs/deployment/deploy-docker.md',
    );
    expect(markdownUrl('https://cairn.dev', '/docs/')).toBe('https://cairn.dev/docs.md');
    expect(markdownUrl('https://cairn.dev', '/')).toBe('https://cairn.dev/index.md');
  });
});

describe('sidebarSections', () => {
  const items: SidebarConfigItem[] = [
    {type: 'doc', id: 'index'},
    {
      type: 'category',
      label: 'Install',
      link: {type: 'doc', id: 'deployment/index'},
      items: [
        {type: 'doc', id: 'deployment/deploy-docker'},
        {type: 'category', label: 'Clouds', items: [{type: 'doc', id: 'deployment/deploy-aws'}]},
      ],
    },
    {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
  ];

  it('makes a section per top-level category, in sidebar order, with nested pages flattened', () => {
    const sections = sidebarSections('Docs', items, docs, toUrl);
    expect(sections.map((s) => s.title)).toEqual(['Docs', 'Docs: Install']);
    expect(sections[1]!.links.map((l) => l.title)).toEqual(['Install', 'Deploy with Docker', 'Deploy on AWS']);
    expect(sections[1]!.links[1]).toEqual({
      title: 'Deploy with Docker',
      url: 'https://cairn.dev/docs/deployment/deploy-docker.md',
      note: 'Docker Compose on one server.',
    });
  });

  it('fails naming a sidebar entry that is not a page', () => {
    expect(() => sidebarSections('Docs', [{type: 'doc', id: 'gone'}], docs, toUrl)).toThrow(/lists "gone"/);
  });
});

describe('buildLlmsTxt', () => {
  const text = buildLlmsTxt({
    title: 'Cairn',
    summary: 'Open-source product analytics you can host yourself.',
    details: ['Every link is the Markdown version of a page.'],
    sections: [
      {
        title: 'Docs',
        links: [{title: 'What is Cairn?', url: 'https://cairn.dev/docs.md', note: 'Cairn\n in one page.'}],
      },
      {title: 'Empty', links: []},
    ],
    optional: [{title: 'Source code [GitHub]', url: 'https://github.com/cairn-analytics/cairn'}],
  });

  it('writes the llmstxt.org layout', () => {
    expect(text).toBe(
      [
        '# Cairn',
        '',
        '> Open-source product analytics you can host yourself.',
        '',
        'Every link is the Markdown version of a page.',
        '',
        '## Docs',
        '',
        '- [What is Cairn?](https://cairn.dev/docs.md): Cairn in one page.',
        '',
        '## Optional',
        '',
        '- [Source code \\[GitHub\\]](https://github.com/cairn-analytics/cairn)',
        '',
      ].join('\n'),
    );
  });

  it('is well-formed by its own check', () => {
    expect(llmsTxtProblems(text)).toEqual([]);
  });
});

describe('llmsTxtProblems', () => {
  it('reports a missing H1, summary and sections', () => {
    expect(llmsTxtProblems('Cairn\n')).toEqual([
      'the first line is not an H1 ("# Name")',
      'there must be exactly one H1',
      'no summary quote ("> ...")',
      'no "## Section" of links',
    ]);
  });
  it('reports malformed links and empty sections', () => {
    const problems = llmsTxtProblems('# Cairn\n\n> Summary\n\n## Docs\n\n- [broken](no url\n\n## Empty\n');
    expect(problems).toContain('malformed link line: - [broken](no url');
    expect(problems).toContain('section "Empty" has no links');
  });
});

describe('twin headers', () => {
  const header = {
    canonicalUrl: 'https://cairn.dev/docs/next/deployment/deploy-docker',
    version: 'Next (1.16)',
    lastUpdatedAt: Date.UTC(2026, 9, 20, 15),
    indexes: [
      {label: 'llms.txt', url: 'https://cairn.dev/llms.txt'},
      {label: 'Next (1.16) llms.txt', url: 'https://cairn.dev/docs/next/llms.txt'},
    ],
    assistants: 'https://cairn.dev/docs/ai-assistants',
  };

  it('puts a blockquote of the facts under the H1', () => {
    const twin = withTwinHeader('# Deploy with Docker\n\nRun it.\n', 'Ignored', header);
    expect(twin).toBe(
      [
        '# Deploy with Docker',
        '',
        '> - Canonical URL: <https://cairn.dev/docs/next/deployment/deploy-docker>',
        '> - Docs version: Next (1.16)',
        '> - Last updated: 2026-10-20',
        '> - Every page: [llms.txt](https://cairn.dev/llms.txt), [Next (1.16) llms.txt](https://cairn.dev/docs/next/llms.txt)',
        '> - Search these docs from an AI assistant: [the docs MCP server](https://cairn.dev/docs/ai-assistants)',
        '',
        'Run it.',
        '',
      ].join('\n'),
    );
    expect(hasTwinHeader(twin)).toBe(true);
    expect(hasTwinHeader('# Deploy with Docker\n\nRun it.\n')).toBe(false);
  });

  it('adds the title when the page has no H1, and leaves out what the page lacks', () => {
    const twin = withTwinHeader('Text only.\n', 'Our story', {
      canonicalUrl: 'https://cairn.dev/handbook/company/story',
      indexes: [{label: 'llms.txt', url: 'https://cairn.dev/llms.txt'}],
    });
    expect(twin).toBe(
      '# Our story\n\n> - Canonical URL: <https://cairn.dev/handbook/company/story>\n> - Every page: [llms.txt](https://cairn.dev/llms.txt)\n\nText only.\n',
    );
    expect(twinHeaderLines(header).split('\n')).toHaveLength(5);
  });
});

describe('withMarkdownAlternate', () => {
  it('adds exactly one alternate link before </head>', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    const once = withMarkdownAlternate(html, '/docs/x.md')!;
    expect(once).toBe(
      '<html><head><title>x</title><link rel="alternate" type="text/markdown" href="/docs/x.md"></head><body></body></html>',
    );
    expect(withMarkdownAlternate(once, '/docs/y.md')!.match(/text\/markdown/g)).toHaveLength(1);
    expect(withMarkdownAlternate('<p>no head</p>', '/x.md')).toBeUndefined();
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://cairn.dev/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://cairn.dev/sitemap.xml\n');
  });
});
