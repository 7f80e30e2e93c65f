import type {SidebarEntry} from './sidebarTree';

/** A small sidebar for the unit tests of sidebarTree.ts and breadcrumbs.ts: nested categories, with and without a page. */
export const items: SidebarEntry[] = [
  {
    type: 'category',
    label: 'Get Started',
    collapsed: false,
    items: [{type: 'link', label: 'What is Cairn?', href: '/docs'}],
  },
  {
    type: 'category',
    label: 'Install',
    href: '/docs/deployment',
    collapsed: true,
    items: [
      {type: 'link', label: 'Docker', href: '/docs/deployment/deploy-docker'},
      {
        type: 'category',
        label: 'Clouds',
        collapsed: true,
        items: [{type: 'link', label: 'AWS', href: '/docs/deployment/deploy-aws'}],
      },
    ],
  },
  {type: 'html', value: '<hr>'},
];
