import {describe, expect, it} from 'vitest';
import {breadcrumbsOf} from './breadcrumbs';
import {items} from './sidebarTree.fixture';

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
