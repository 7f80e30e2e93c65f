import {describe, expect, it} from 'vitest';
import {
  initialLayoutState as initial,
  layoutReducer as reduce,
  type LayoutAction,
  type LayoutState,
} from './layoutState';
import {buildTocTree} from './toc';

const run = (...actions: LayoutAction[]): LayoutState => actions.reduce(reduce, initial);

describe('layoutReducer: sidebar', () => {
  it('toggles the drawer open and closed', () => {
    expect(run({type: 'sidebar/toggle'}).sidebar.open).toBe(true);
    expect(run({type: 'sidebar/toggle'}, {type: 'sidebar/toggle'}).sidebar.open).toBe(false);
    expect(run({type: 'sidebar/toggle'}, {type: 'sidebar/close'}).sidebar.open).toBe(false);
  });

  it('closes the drawer when the sidebar is hidden', () => {
    const state = run({type: 'sidebar/toggle'}, {type: 'sidebar/hide', hidden: true});
    expect(state.sidebar).toEqual({open: false, hidden: true, docked: false});
    expect(reduce(state, {type: 'sidebar/hide', hidden: false}).sidebar.hidden).toBe(false);
  });

  it('closes the drawer when the sidebar is docked', () => {
    const state = run({type: 'sidebar/toggle'}, {type: 'sidebar/dock', docked: true});
    expect(state.sidebar).toEqual({open: false, hidden: false, docked: true});
  });

  it('expands and collapses a category by key', () => {
    const open = run({type: 'sidebar/toggleKey', key: 'Install'});
    expect(open.expandedKeys).toEqual(['Install']);
    expect(reduce(open, {type: 'sidebar/toggleKey', key: 'Install'}).expandedKeys).toEqual([]);
  });
});

describe('layoutReducer: navigation', () => {
  const toDocker: LayoutAction = {
    type: 'navigate',
    key: '/docs/deployment/deploy-docker',
    sidebarEntry: 'docs',
    parents: ['Install'],
  };

  it('selects the page and expands its parents, keeping what the visitor expanded', () => {
    const toIndex: LayoutAction = {type: 'navigate', key: '/docs', sidebarEntry: 'docs', parents: ['Get Started']};
    const state = run(toIndex, {type: 'sidebar/toggleKey', key: 'Guide'}, toDocker);
    expect(state.selectedKey).toBe('/docs/deployment/deploy-docker');
    expect(state.expandedKeys).toEqual(['Get Started', 'Guide', 'Install']);
    expect(state.sidebarEntry).toBe('docs');
  });

  it('does not expand a parent twice', () => {
    expect(run(toDocker, toDocker).expandedKeys).toEqual(['Install']);
  });

  it('starts from the new sidebar when the page belongs to another one', () => {
    const toHandbook: LayoutAction = {
      type: 'navigate',
      key: '/handbook/people/hiring',
      sidebarEntry: 'handbook',
      parents: ['People'],
      opened: ['Company'],
    };
    expect(run(toDocker, toHandbook).expandedKeys).toEqual(['Company', 'People']);
  });

  it('closes the drawer, the contents panel and the menu when the visitor leaves the page', () => {
    const state = run(
      {type: 'sidebar/toggle'},
      {type: 'contents/toggle'},
      {type: 'menu/change', item: 'Docs'},
      {type: 'leave'},
    );
    expect(state.sidebar.open).toBe(false);
    expect(state.contents.open).toBe(false);
    expect(state.menu.open).toBe(false);
  });

  it('keeps a panel opened while the next page loads open when that page arrives', () => {
    const state = run(
      toDocker,
      {type: 'leave'},
      {type: 'menu/change'},
      {type: 'sidebar/toggle'},
      {...toDocker, key: '/docs'},
    );
    expect(state.menu.open).toBe(true);
    expect(state.sidebar.open).toBe(true);
  });

  it('changes nothing when the visitor leaves with every panel closed', () => {
    const state = run(toDocker);
    expect(reduce(state, {type: 'leave'})).toBe(state);
  });
});

describe('layoutReducer: burger menu', () => {
  it('toggles on a change and stores the chosen item', () => {
    const state = run({type: 'menu/change', item: 'Pricing'});
    expect(state.menu).toEqual({open: true, item: 'Pricing'});
    expect(reduce(state, {type: 'menu/change'}).menu).toEqual({open: false, item: 'Pricing'});
  });

  it('closes when a link is clicked', () => {
    expect(run({type: 'menu/change'}, {type: 'menu/linkClick', item: 'Install'}).menu).toEqual({
      open: false,
      item: 'Install',
    });
  });

  it('closes on Escape', () => {
    expect(run({type: 'menu/change'}, {type: 'menu/close'}).menu.open).toBe(false);
  });
});

describe('layoutReducer: viewport', () => {
  it('growing past the cut-off docks the sidebar and closes every panel', () => {
    const state = run(
      {type: 'menu/change'},
      {type: 'sidebar/toggle'},
      {type: 'contents/toggle'},
      {type: 'viewport', wide: true},
    );
    expect(state.menu.open).toBe(false);
    expect(state.sidebar).toEqual({open: false, hidden: false, docked: true});
    expect(state.contents.open).toBe(false);
  });

  it('shrinking below it undocks the sidebar', () => {
    expect(run({type: 'viewport', wide: true}, {type: 'viewport', wide: false}).sidebar.docked).toBe(false);
  });

  it('keeps the very same state when a report changes nothing, so nothing re-renders', () => {
    expect(reduce(initial, {type: 'viewport', wide: false})).toBe(initial);
    const docked = run({type: 'viewport', wide: true});
    expect(reduce(docked, {type: 'viewport', wide: true})).toBe(docked);
    expect(reduce(reduce(docked, {type: 'sidebar/toggle'}), {type: 'viewport', wide: true}).sidebar.open).toBe(false);
  });
});

describe('layoutReducer: contents', () => {
  const tree = buildTocTree([
    {id: 'a', value: 'A', level: 2},
    {id: 'a1', value: 'A1', level: 3},
  ]);

  it('stores the tree and its directory list, and hides the panel of a page without headings', () => {
    const state = run({type: 'contents/set', tree});
    expect(state.contentDirectory).toEqual(['a', 'a1']);
    expect(state.contents.hidden).toBe(false);
    expect(run({type: 'contents/set', tree: []}).contents.hidden).toBe(true);
  });

  it('selects the section being read, and forgets it on a new page', () => {
    const state = run({type: 'contents/set', tree}, {type: 'contents/select', id: 'a1'});
    expect(state.selectedEntry).toBe('a1');
    expect(reduce(state, {type: 'contents/set', tree}).selectedEntry).toBeNull();
  });

  it('toggles the narrow-screen panel', () => {
    expect(run({type: 'contents/toggle'}).contents.open).toBe(true);
    expect(run({type: 'contents/toggle'}, {type: 'contents/close'}).contents.open).toBe(false);
  });

  it('returns the same state for a no-op, so nothing re-renders', () => {
    const state = run({type: 'contents/set', tree});
    expect(reduce(state, {type: 'contents/select', id: null})).toBe(state);
    expect(reduce(state, {type: 'menu/close'})).toBe(state);
  });
});
