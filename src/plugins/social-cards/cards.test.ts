import {describe, expect, it} from 'vitest';
import {LATEST_DOCS_VERSION, OLDER_DOCS_VERSIONS} from '../../constants/docs';
import {
  assertUniquePaths,
  docsCardName,
  formatPostDate,
  joinNames,
  menuLabel,
  postCards,
  sectionCards,
  type SiteCardsInput,
  versionBadge,
} from './cards';

const index = {title: 'Cairn documentation', description: 'Everything you need.'};

const input: SiteCardsInput = {
  site: {title: 'Cairn', tagline: 'Open-source product analytics you can host yourself', baseUrl: '/'},
  menu: [
    {label: 'Docs', to: '/docs'},
    {label: 'Pricing', to: '/pricing'},
    {label: 'Blog', to: '/blog'},
    {label: 'Handbook', to: '/handbook'},
  ],
  features: [
    'Events',
    'Actions',
    'Trends',
    'Funnels',
    'Retention',
    'Paths',
    'Sessions',
    'Cohorts',
    'Dashboards',
    'Feature flags',
    'Annotations',
  ],
  docs: [
    {
      id: 'default',
      versions: [
        {versionName: 'current', label: 'Next (1.16)', path: '/docs/next', banner: 'unreleased', isLast: false, index},
        {versionName: '1.15', label: '1.15', path: '/docs', banner: null, isLast: true, index},
      ],
    },
    {
      id: 'handbook',
      versions: [
        {
          versionName: 'current',
          label: 'Next',
          path: '/handbook',
          banner: null,
          isLast: true,
          index: {title: 'Cairn handbook', description: 'How we work.'},
        },
      ],
    },
  ],
  blog: {path: '/blog', title: 'Cairn blog', description: 'Release notes and stories.'},
  pricing: {path: '/pricing', plans: [{name: 'Open source', price: 'Free', note: 'MIT license, forever'}]},
  posts: [],
};

describe('helpers', () => {
  it('finds a menu label by path, ignoring a trailing slash', () => {
    expect(menuLabel(input.menu, '/docs/')).toBe('Docs');
    expect(menuLabel(input.menu, '/careers')).toBeUndefined();
  });

  it('joins author names', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Ana Sousa'])).toBe('Ana Sousa');
    expect(joinNames(['Ana Sousa', 'Lena Fischer'])).toBe('Ana Sousa and Lena Fischer');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('formats a post date in UTC, as the blog shows it', () => {
    expect(formatPostDate(new Date('2026-11-09T00:00:00.000Z'))).toBe('November 9, 2026');
    expect(formatPostDate('2025-08-04')).toBe('August 4, 2025');
    expect(() => formatPostDate('not a date')).toThrow(/invalid date/);
  });

  it('names the docs cards after the instance and the version', () => {
    expect(docsCardName('default', {versionName: '1.15', isLast: true})).toBe('docs');
    expect(docsCardName('default', {versionName: 'current', isLast: false})).toBe('docs-next');
    expect(docsCardName('default', {versionName: '1.14', isLast: false})).toBe('docs-1.14');
    expect(docsCardName('handbook', {versionName: 'current', isLast: true})).toBe('handbook');
  });
});

describe('sectionCards', () => {
  const {sections, jobs} = sectionCards(input);
  const job = (path: string) => jobs.find((candidate) => candidate.path === path);

  it('has one card per section and a default card', () => {
    expect(jobs.map((candidate) => candidate.path).sort()).toEqual(
      [
        '/img/social/home.png',
        '/img/social/docs.png',
        '/img/social/docs-next.png',
        '/img/social/handbook.png',
        '/img/social/blog.png',
        '/img/social/pricing.png',
        '/img/social/default.png',
      ].sort(),
    );
    expect(sections.map((section) => [section.card, section.path, section.article])).toEqual([
      ['home', '/', false],
      ['docs-next', '/docs/next', true],
      ['docs', '/docs', true],
      ['handbook', '/handbook', true],
      ['blog', '/blog', false],
      ['pricing', '/pricing', false],
    ]);
  });

  it("takes the docs cards' text from the version's index page, label and banner", () => {
    expect(job('/img/social/docs.png')?.content).toEqual({
      eyebrow: 'Docs 1.15',
      badge: undefined,
      title: 'Cairn documentation',
      description: 'Everything you need.',
    });
    expect(job('/img/social/docs-next.png')?.content).toMatchObject({eyebrow: 'Docs Next (1.16)', badge: 'Unreleased'});
    expect(job('/img/social/handbook.png')?.content).toMatchObject({eyebrow: 'Handbook', title: 'Cairn handbook'});
  });

  it('takes the other cards from the site, the blog, the features and the plans', () => {
    expect(job('/img/social/home.png')?.content).toEqual({
      title: 'Open-source product analytics you can host yourself',
      chips: input.features.slice(0, 10),
    });
    expect(job('/img/social/blog.png')?.content).toEqual({
      eyebrow: 'Blog',
      title: 'Cairn blog',
      description: 'Release notes and stories.',
    });
    expect(job('/img/social/pricing.png')?.content).toEqual({title: 'Pricing', columns: input.pricing?.plans});
    expect(job('/img/social/default.png')?.content).toEqual({
      centered: true,
      title: 'Cairn',
      description: 'Open-source product analytics you can host yourself',
    });
  });

  it('gives each page of `pages` a card of its own, which its path and the pages below it use', () => {
    const withPages = sectionCards({
      ...input,
      pages: [
        {card: 'features', path: '/product-features', title: 'Features', chips: ['Events', 'Trends']},
        {
          card: 'features-funnels',
          path: '/features/funnels',
          eyebrow: 'Features',
          title: 'Funnels',
          description: 'Measure conversion.',
        },
      ],
    });
    const card = (path: string) => withPages.jobs.find((candidate) => candidate.path === path)?.content;
    expect(card('/img/social/features.png')).toEqual({
      eyebrow: undefined,
      title: 'Features',
      description: undefined,
      chips: ['Events', 'Trends'],
    });
    expect(card('/img/social/features-funnels.png')).toEqual({
      eyebrow: 'Features',
      title: 'Funnels',
      description: 'Measure conversion.',
      chips: undefined,
    });
    expect(withPages.sections.slice(-2)).toEqual([
      {card: 'features', path: '/product-features', article: false, description: input.site.tagline},
      {card: 'features-funnels', path: '/features/funnels', article: false, description: 'Measure conversion.'},
    ]);
  });

  it('fails, naming the section, when a docs version has no index page', () => {
    const broken: SiteCardsInput = {
      ...input,
      docs: [
        {
          id: 'handbook',
          versions: [{versionName: 'current', label: 'Next', path: '/handbook', banner: null, isLast: true}],
        },
      ],
    };
    expect(() => sectionCards(broken)).toThrow(
      /section handbook \(handbook Next, \/handbook\) has no page at \/handbook/,
    );
  });

  it('gives the demo page a card with its title and views, labelled sample data', () => {
    const withDemo = sectionCards({
      ...input,
      menu: [...input.menu, {label: 'Demo', to: '/demo'}],
      demo: {path: '/demo', title: 'Try Cairn', views: ['Trends', 'Funnel'], description: 'Sample data.'},
    });
    expect(withDemo.sections).toContainEqual({
      card: 'demo',
      path: '/demo',
      article: false,
      description: 'Sample data.',
    });
    expect(withDemo.jobs.find((candidate) => candidate.path === '/img/social/demo.png')?.content).toEqual({
      eyebrow: 'Demo',
      badge: 'Sample data',
      title: 'Try Cairn',
      chips: ['Trends', 'Funnel'],
    });
  });

  it('fails, naming the section, when the pricing page has no menu link for its title', () => {
    expect(() => sectionCards({...input, menu: []})).toThrow(/section pricing \(\/pricing\).*menu link to \/pricing/);
  });
});

describe('postCards', () => {
  it("shows each post's category, title, authors, date and reading time", () => {
    const [card] = postCards(
      [
        {
          source: 'blog/2026-11-09-proxy-aware-ip-handling.md',
          permalink: '/blog/proxy-aware-ip-handling',
          title: 'Proxy-aware IP handling',
          date: new Date('2026-11-09T00:00:00.000Z'),
          authors: ['Kwame Mensah', 'Tomás Okafor'],
          readingTime: 6.2,
          category: 'Engineering Blog',
        },
      ],
      '/blog',
    );
    expect(card).toEqual({
      name: 'blog post blog/2026-11-09-proxy-aware-ip-handling.md (/blog/proxy-aware-ip-handling)',
      path: '/img/social/blog/proxy-aware-ip-handling.png',
      content: {
        eyebrow: 'Engineering Blog',
        title: 'Proxy-aware IP handling',
        byline: ['Kwame Mensah and Tomás Okafor', 'November 9, 2026', '7 min read'],
      },
    });
  });

  it('fails naming the post when its card cannot be made', () => {
    expect(() =>
      postCards(
        [{source: 'blog/x.md', permalink: '/elsewhere/x', title: 'X', date: '2026-01-01', authors: ['A']}],
        '/blog',
      ),
    ).toThrow(/the card of the blog post blog\/x\.md \(\/elsewhere\/x\) cannot be made/);
  });
});

describe('assertUniquePaths', () => {
  it('fails naming both cards that would share a file', () => {
    const content = {title: 'T'};
    expect(() =>
      assertUniquePaths([
        {name: 'blog post a.md', path: '/img/social/blog/x.png', content},
        {name: 'blog post b.md', path: '/img/social/blog/x.png', content},
      ]),
    ).toThrow(/blog post b\.md and the blog post a\.md would both be \/img\/social\/blog\/x\.png/);
  });
});

describe('the badge of a docs version card', () => {
  it('says Unreleased for Next, Older release for a supported older release, Unmaintained for any other', () => {
    expect(versionBadge({banner: 'unreleased', versionName: 'current'})).toBe('Unreleased');
    // The supported older releases are those of src/constants/docs.ts, whichever they are (the window has one).
    expect(OLDER_DOCS_VERSIONS.length).toBeGreaterThan(0);
    for (const {version} of OLDER_DOCS_VERSIONS)
      expect(versionBadge({banner: 'unmaintained', versionName: version})).toBe('Older release');
    expect(versionBadge({banner: 'unmaintained', versionName: '1.9'})).toBe('Unmaintained');
    expect(versionBadge({banner: null, versionName: LATEST_DOCS_VERSION})).toBeUndefined();
  });
});
