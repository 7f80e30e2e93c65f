/**
 * Header and footer menus as typed data: `{name, link}` is a page of this site, `{name, a}` an
 * external address (opened with rel="noopener noreferrer").
 */
import type {siteLinks} from './site';

export type InternalItem = {name: string; link: string};
export type ExternalItem = {name: string; a: string};
export type MenuItem = InternalItem | ExternalItem;
export type FooterGroup = {title: string; items: MenuItem[]};

export function isExternal(item: MenuItem): item is ExternalItem {
  return 'a' in item;
}

type Links = ReturnType<typeof siteLinks>;

/** The header's links, in order. The browser needs only these: the burger menu and the login button read them. */
export function headerMenu(links: Links) {
  return {
    docs: {name: 'Docs', link: '/docs'},
    pricing: {name: 'Pricing', link: '/pricing'},
    install: {name: 'Install', link: '/docs/deployment'},
    source: {name: 'GitHub', a: links.sourceRepo},
    login: {name: 'Login', a: links.login},
  } satisfies Record<string, MenuItem>;
}

/** The footer's groups, rendered by the classic theme from docusaurus.config.ts. */
export function footerMenu(links: Links): FooterGroup[] {
  return [
    {
      title: 'Why Cairn',
      items: [
        {name: 'Features', link: '/product-features'},
        {name: 'Demo', link: '/demo'},
        {name: 'Pricing', link: '/pricing'},
        {name: 'Choosing a plan', link: '/choosing'},
        {name: 'When not to use Cairn', link: '/when-not-cairn'},
        {name: 'FAQ', link: '/faq'},
        {name: 'Cairn for Startups', link: '/pricing#startup-plan'},
      ],
    },
    {
      title: 'Resources',
      items: [
        {name: 'Install and Quick Start', link: '/docs/deployment'},
        {name: 'Docs', link: '/docs'},
        {name: 'Integrations', link: '/integrations'},
        {name: 'Blog', link: '/blog'},
        {name: 'Changelog', link: '/changelog'},
        {name: 'Newsletter', link: '/newsletter'},
        {name: 'Merch', a: links.merch},
      ],
    },
    {
      title: 'Community',
      items: [
        {name: 'Contributors', a: links.contributors},
        {name: 'Source code', a: links.sourceRepo},
        {name: 'Roadmap', a: links.roadmap},
        {name: 'Contribute', a: links.contributing},
        {name: 'Issues', a: links.issues},
      ],
    },
    {
      title: 'Support',
      items: [
        {name: 'Support', link: '/support'},
        {name: 'Security', link: '/security'},
        {name: 'Contact sales', a: links.salesMail},
        {name: 'Status page', a: links.statusPage},
      ],
    },
    {
      title: 'Company',
      items: [
        {name: 'About', link: '/handbook/company/story'},
        {name: 'Team', link: '/handbook/company/team'},
        {name: 'Careers', link: '/careers'},
        {name: 'Handbook', link: '/handbook'},
        {name: 'Investors', link: '/handbook/strategy/investors'},
        {name: 'Media', link: '/media'},
        {name: 'Terms', link: '/terms'},
        {name: 'Privacy', link: '/privacy'},
        {name: 'Home', link: '/'},
      ],
    },
  ];
}

/** Both menus, for docusaurus.config.ts. */
export function buildNavigation(links: Links) {
  return {header: headerMenu(links), footer: footerMenu(links)};
}
