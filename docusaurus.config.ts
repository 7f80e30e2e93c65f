import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {readDeployConfig, siteLinks} from './src/config/site';
import {CODE_THEMES} from './src/config/codeThemes';
import docusaurusInternals, {
  docsWithoutCardData,
  SSR_TEMPLATE,
  type Options as InternalsOptions,
} from '@cairn/docusaurus-internals';
import {siteVcs} from './src/config/vcs';
import {
  LATEST_DOCS_VERSION,
  NEXT_DOCS_LABEL,
  OLDER_DOCS_VERSIONS,
  OTHER_DOCS_VERSION_PATHS,
  RETIRED_DOCS_VERSIONS,
} from './src/constants/docs';
import {assertDocsVersions} from './src/config/docsVersions';
import {buildNavigation, isExternal, type MenuItem} from './src/config/navigation';
import {clientRedirects} from './src/lib/redirects';
import {MOVED_DOCS_PAGES} from './src/data/movedDocsPages';
import {featurePages} from './src/data/features';
import {
  beforeDefaultRemarkPlugins,
  contentPlugins,
  contentStaticDirectories,
  docsRemarkPlugins,
  pagesRemarkPlugins,
  parseFrontMatterIn,
  rehypePlugins,
} from './src/content';
import sidebarCoveragePlugin from './src/plugins/sidebar-coverage';
import blogDataPlugin from './src/plugins/blog-data';
import blogPageSizesPlugin from './src/plugins/blog-page-sizes';
import analyticsPlugin from './src/plugins/analytics';
import layoutTokensPlugin from './src/plugins/layout-tokens';
import socialCardsPlugin from './src/plugins/social-cards';
import trustFilesPlugin from './src/plugins/trust-files';
import llmsTxtPlugin from './src/plugins/llms-txt';

// versions.json, src/constants/docs.ts and each version's files agree, or the build stops naming the file to edit.
assertDocsVersions(__dirname);

const deploy = readDeployConfig(process.env);
const links = siteLinks(deploy);
const navigation = buildNavigation(links);

const toFooterLink = (item: MenuItem) =>
  isExternal(item) ? {label: item.name, href: item.a} : {label: item.name, to: item.link};

const lastUpdate = {showLastUpdateTime: true, showLastUpdateAuthor: false} as const;

// Algolia DocSearch only when both the application id and the public search key are configured;
// the classic preset then adds the DocSearch theme. Otherwise the offline Pagefind index
// (scripts/search-index.mts) serves search.
const algolia =
  deploy.algoliaAppId && deploy.algoliaSearchKey
    ? {
        appId: deploy.algoliaAppId,
        apiKey: deploy.algoliaSearchKey,
        indexName: deploy.algoliaIndexName,
        contextualSearch: true,
      }
    : undefined;

export default {
  title: 'Cairn',
  tagline: 'Open-source product analytics you can host yourself',
  favicon: 'img/favicon.svg',
  url: deploy.siteUrl,
  baseUrl: '/',
  // Docusaurus's "did not load properly" banner checks the base URL once the HTML has loaded, before the bundles run.
  // The SSR template of packages/docusaurus-internals requests the bundles after the first paint, so on the home page
  // the check fired on every visit and left the banner in the DOM, hidden only by the stylesheet. The base URL is
  // fixed at '/', which the banner exists to diagnose, so it is off (and its inline script leaves the policy).
  baseUrlIssueBanner: false,
  // The figures' SVG files and the published OpenAPI descriptions (src/content/plugins/)
  // are written at build time into static directories of their own.
  staticDirectories: ['static', ...contentStaticDirectories],
  organizationName: deploy.websiteRepo.split('/')[0],
  projectName: deploy.websiteRepo.split('/')[1],

  future: {
    v4: true,
    // Rspack and the other Docusaurus Faster tools; DOCUSAURUS_BUNDLER=webpack switches back.
    faster: deploy.bundler === 'rspack',
    // Last-updated dates from Git; outside a Git worktree (a source archive) none, with one line saying so.
    experimental_vcs: siteVcs(),
  },

  // Loads the JavaScript bundles after the first paint; see packages/docusaurus-internals/src/ssrTemplate.ts.
  ssrTemplate: SSR_TEMPLATE,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Every docs, handbook and blog page must carry the front matter the site relies on.
    parseFrontMatter: parseFrontMatterIn(__dirname),
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  customFields: {deploy, links},

  presets: [
    [
      'classic',
      {
        // The docs are the plugin instance below, wrapped by docsWithoutCardData (packages/docusaurus-internals).
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Cairn blog',
          blogDescription: 'Release notes, company news and engineering stories from the Cairn team.',
          postsPerPage: 10,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          showReadingTime: true,
          authorsMapPath: 'authors.yml',
          onInlineAuthors: 'throw',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
          editUrl: links.editBase,
          rehypePlugins,
          beforeDefaultRemarkPlugins,
          feedOptions: {type: 'all', copyright: `Copyright © ${new Date().getFullYear()} Cairn Analytics, Inc.`},
          ...lastUpdate,
        },
        pages: {rehypePlugins, beforeDefaultRemarkPlugins: pagesRemarkPlugins},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: 'date', changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      docsWithoutCardData,
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        editUrl: links.editBase,
        rehypePlugins,
        beforeDefaultRemarkPlugins: docsRemarkPlugins,
        lastVersion: LATEST_DOCS_VERSION,
        // CAIRN_DOCS_VERSIONS (src/config/site.ts): a test build of some versions only; Docusaurus fails naming a
        // version it does not know.
        ...(deploy.docsVersions && {onlyIncludeVersions: deploy.docsVersions}),
        versions: {
          current: {label: NEXT_DOCS_LABEL, path: 'next', banner: 'unreleased'},
          [LATEST_DOCS_VERSION]: {label: LATEST_DOCS_VERSION, banner: 'none'},
          // Older releases: Docusaurus's banner for an older version, which says until when it gets fixes.
          ...Object.fromEntries(
            OLDER_DOCS_VERSIONS.map(({version}) => [version, {label: version, banner: 'unmaintained' as const}]),
          ),
        },
        ...lastUpdate,
      } satisfies DocsOptions,
    ],
    [
      docsWithoutCardData,
      {
        id: 'handbook',
        path: 'handbook',
        routeBasePath: 'handbook',
        sidebarPath: './sidebarsHandbook.ts',
        editUrl: links.editBase,
        rehypePlugins,
        beforeDefaultRemarkPlugins,
        ...lastUpdate,
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      clientRedirects({
        latestVersion: LATEST_DOCS_VERSION,
        retiredVersions: RETIRED_DOCS_VERSIONS,
        docsPath: '/docs',
        otherVersionPaths: OTHER_DOCS_VERSION_PATHS,
        chatPath: links.communityChat,
        chatUrl: deploy.communityChatUrl,
        movedPages: MOVED_DOCS_PAGES,
      }),
    ],
    layoutTokensPlugin,
    ...contentPlugins,
    // Every change to Docusaurus's internals, for a lighter first load (packages/docusaurus-internals).
    [
      docusaurusInternals,
      {lazyRouteData: deploy.lazyRouteData, prismOnDemand: {darkTheme: CODE_THEMES.dark}} satisfies InternalsOptions,
    ],
    llmsTxtPlugin({
      summary:
        'Open-source product analytics you can host yourself: events, trends, funnels, retention, paths, cohorts and feature flags, on your own servers or on Cairn Cloud.',
      pages: [
        {
          title: 'Features',
          links: [
            {
              title: 'Features',
              url: `${deploy.siteUrl}/product-features`,
              note: 'Every feature of Cairn, each with a page of its own.',
            },
            ...featurePages.map((feature) => ({
              title: feature.name,
              url: `${deploy.siteUrl}${feature.page}`,
              note: `${feature.summary} What it answers, a worked example on sample data, its limits and its docs.`,
            })),
            {
              title: 'Self-hosted product analytics',
              url: `${deploy.siteUrl}/features/self-hosted`,
              note: 'Architecture, sizing, data ownership, upgrades, the support window and support of a self-hosted install.',
            },
          ],
        },
        {
          title: 'Demo, choosing Cairn, releases, security and integrations',
          links: [
            {
              title: 'Demo',
              url: `${deploy.siteUrl}/demo`,
              note: 'Trends, funnel, retention and paths on a sample project (made-up data), with date range, breakdown and filter.',
            },
            {
              title: 'Self-hosted, Cloud or Enterprise',
              url: `${deploy.siteUrl}/choosing`,
              note: 'Which plan fits: where the data lives, who runs the servers, SSO, permissions and support, with prices.',
            },
            {
              title: 'When Cairn is not the right tool',
              url: `${deploy.siteUrl}/when-not-cairn`,
              note: 'The jobs Cairn does not do (screen recordings, ad attribution, campaigns, BI, multi-variant experiments).',
            },
            {
              title: 'Newsletter',
              url: `${deploy.siteUrl}/newsletter`,
              note: 'What the newsletter sends and how often: the Array release notes and our engineering and company posts.',
            },
            {
              title: 'Changelog',
              url: `${deploy.siteUrl}/changelog.md`,
              note: 'Every Cairn release, minor and patch, with what it brought or fixed; Atom feed at /changelog/atom.xml.',
            },
            {
              title: 'Security',
              url: `${deploy.siteUrl}/security`,
              note: 'How data is handled self-hosted and on Cloud, reporting a vulnerability, safe harbor, patch policy.',
            },
            {
              title: 'Data processing agreement',
              url: `${deploy.siteUrl}/dpa`,
              note: 'Our duties as processor of Cairn Cloud customers.',
            },
            {
              title: 'Sub-processors',
              url: `${deploy.siteUrl}/subprocessors`,
              note: 'The providers that process Cairn Cloud data.',
            },
            {
              title: 'Integrations',
              url: `${deploy.siteUrl}/integrations`,
              note: 'Every library and integration with its package name and platform.',
            },
          ],
        },
      ],
      optional: [
        {
          title: 'Source code',
          url: links.sourceRepo,
          note: 'The Cairn repository on GitHub (MIT core, enterprise features in ee/).',
        },
        {
          title: 'Contributing guide',
          url: links.contributing,
          note: 'How to set up a development environment and send a pull request.',
        },
        {
          title: 'Docs for the next release',
          url: `${deploy.siteUrl}/docs/next`,
          note: 'The unreleased version of these docs, as HTML.',
        },
        {
          title: 'OpenAPI description (JSON)',
          url: `${deploy.siteUrl}/openapi.json`,
          note: `The OpenAPI 3.1 description of the Cairn ${LATEST_DOCS_VERSION} HTTP API: ingestion and the private REST API.`,
        },
        {
          title: 'OpenAPI description (YAML)',
          url: `${deploy.siteUrl}/openapi.yaml`,
          note: `The same description as YAML; the next release's is at ${deploy.siteUrl}/docs/next/openapi.yaml.`,
        },
      ],
    }),
    sidebarCoveragePlugin,
    blogDataPlugin,
    trustFilesPlugin,
    blogPageSizesPlugin,
    socialCardsPlugin,
    // Analytics ships only when a key is configured.
    ...(deploy.analyticsKey ? [analyticsPlugin] : []),
  ],

  themeConfig: {
    ...(algolia ? {algolia} : {}),
    colorMode: {respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    navbar: {
      title: 'Cairn',
      logo: {alt: 'Cairn logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {to: navigation.header.docs.link, label: navigation.header.docs.name, position: 'left'},
        {to: navigation.header.pricing.link, label: navigation.header.pricing.name, position: 'left'},
        {to: navigation.header.install.link, label: navigation.header.install.name, position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {href: navigation.header.source.a, label: navigation.header.source.name, position: 'right'},
        {type: 'custom-githubStars', position: 'right'},
        {type: 'custom-login', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: navigation.footer.map((group) => ({
        title: group.title,
        items: group.items.map(toFooterLink),
      })),
      copyright: `Copyright © ${new Date().getFullYear()} Cairn Analytics, Inc. Cairn is MIT-licensed open source.`,
    },
    prism: {
      theme: CODE_THEMES.light,
      darkTheme: CODE_THEMES.dark,
      additionalLanguages: [
        'bash',
        'ruby',
        'php',
        'dart',
        'elixir',
        'nginx',
        'ini',
        'docker',
        'java',
        'groovy',
        'diff',
        'toml',
      ],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
