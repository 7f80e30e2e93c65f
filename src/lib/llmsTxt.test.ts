import {describe, expect, it} from 'vitest';
import {
  buildLlmsTxt,
  llmsTxtProblems,
  markdownUrl,
  sidebarSections,
  type DocInfo,
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
