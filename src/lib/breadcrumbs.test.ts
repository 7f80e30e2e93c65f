import {describe, expect, it} from 'vitest';
import {breadcrumbsOf} from './breadcrumbs';
import type {SidebarEntry} from './sidebarTree';

const items: SidebarEntry[] = [
  {type: 'category', label: 'Get Started', collapsed: false, items: [{type: 'link', label: 'What is Cairn?', href: '/docs'}]},
  {
    type: 'category',
    label: 'Install',
    href: '/docs/deployment',
    collapsed: true,
    items: [
      {type: 'link', label: 'Docker', href: '/docs/deployment/deploy-docker'},
      {type: 'category', label: 'Clouds', collapsed: true, items: [{type: 'link', label: 'AWS', href: '/docs/deployment/deploy-aws'}]},
    ],
  },
  {type: 'html', value: '<hr>'},
];

describe('breadcrumbsOf', () => {
  const labels = (path: string) => breadcrumbsOf(items, path).map((entry) => entry.label);
  it('walks from the outermost category down to the page itself', () => {
    expect(labels('/docs/deployment/deploy-aws')).toEqual(['Install', 'Clouds', 'AWS']);
    expect(labels('/docs')).toEqual(['Get Started', 'What is Cairn?']);
  });
  it('ends at a category whose own page is the page', () => {
    expect(labels('/docs/deployment/')).toEqual(['Install']);
  });
  it('keeps the entries, so a category without a page has no link', () => {
    const [clouds] = breadcrumbsOf(items, '/docs/deployment/deploy-aws').slice(1);
    expect(clouds).toMatchObject({type: 'category', label: 'Clouds'});
    expect('href' in clouds && clouds.href).toBeFalsy();
  });
  it('is empty for a page the sidebar does not list', () => {
    expect(breadcrumbsOf(items, '/handbook')).toEqual([]);
  });
});
