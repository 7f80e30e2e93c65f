/**
 * The layout's state: one typed reducer for the header's burger menu, the docs sidebar and the table of
 * contents (the "anchor"). src/components/Layout/LayoutState.tsx holds it for the whole site; the components
 * render from it and dispatch the actions below. What the layout looks like at first paint never depends on
 * it (CSS does that, at the cut-off of src/constants/layout.ts); it holds what the visitor changes.
 */
import {flattenToc, type TocNode} from './toc';

export interface LayoutState {
  /** Table of contents: open (the panel below the cut-off), hidden (the page has no table of contents). */
  contents: {open: boolean; hidden: boolean};
  /**
   * Docs sidebar: open (the drawer below the cut-off), hidden (put away on a wide screen, leaving a rail),
   * docked (the window is wide, so the sidebar sits in the page rather than in a drawer).
   */
  sidebar: {open: boolean; hidden: boolean; docked: boolean};
  /** Keys of the expanded sidebar categories, and the key (path) of the selected page. */
  expandedKeys: string[];
  selectedKey: string | null;
  /** Name of the sidebar on screen (`docs`, `handbook`...); another sidebar starts from its own expansion. */
  sidebarEntry: string | null;
  /** Id of the section being read (scroll-spy). */
  selectedEntry: string | null;
  /** The page's heading tree, and its ids in document order. */
  contentTree: TocNode[];
  contentDirectory: string[];
  /** Burger menu: open, and the item chosen last. */
  menu: {open: boolean; item: string | null};
}

export type LayoutAction =
  | {type: 'contents/toggle'}
  | {type: 'contents/close'}
  | {type: 'contents/set'; tree: TocNode[]}
  | {type: 'contents/select'; id: string | null}
  | {type: 'sidebar/toggle'}
  | {type: 'sidebar/close'}
  | {type: 'sidebar/hide'; hidden: boolean}
  | {type: 'sidebar/dock'; docked: boolean}
  | {type: 'sidebar/toggleKey'; key: string}
  | {type: 'menu/change'; item?: string}
  | {type: 'menu/close'}
  | {type: 'menu/linkClick'; item: string}
  | {type: 'viewport'; wide: boolean}
  /** `opened`: the categories the sidebar opens with, used when the page is in another sidebar. */
  | {type: 'navigate'; key: string; sidebarEntry: string | null; parents: string[]; opened?: string[]}
  /** The visitor left the page (a link, Back or Forward): the address changed, the next page may still be loading. */
  | {type: 'leave'};

export const initialLayoutState: LayoutState = {
  contents: {open: false, hidden: false},
  sidebar: {open: false, hidden: false, docked: false},
  expandedKeys: [],
  selectedKey: null,
  sidebarEntry: null,
  selectedEntry: null,
  contentTree: [],
  contentDirectory: [],
  menu: {open: false, item: null},
};

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];

export function layoutReducer(state: LayoutState, action: LayoutAction): LayoutState {
  switch (action.type) {
    case 'contents/toggle':
      return {...state, contents: {...state.contents, open: !state.contents.open}};
    case 'contents/close':
      return state.contents.open ? {...state, contents: {...state.contents, open: false}} : state;
    case 'contents/set':
      return {
        ...state,
        contents: {open: false, hidden: action.tree.length === 0},
        contentTree: action.tree,
        contentDirectory: flattenToc(action.tree),
        selectedEntry: null,
      };
    case 'contents/select':
      return action.id === state.selectedEntry ? state : {...state, selectedEntry: action.id};
    case 'sidebar/toggle':
      return {...state, sidebar: {...state.sidebar, open: !state.sidebar.open}};
    case 'sidebar/close':
      return state.sidebar.open ? {...state, sidebar: {...state.sidebar, open: false}} : state;
    // Hiding or docking the sidebar closes its drawer.
    case 'sidebar/hide':
      return {...state, sidebar: {...state.sidebar, hidden: action.hidden, open: false}};
    case 'sidebar/dock':
      return {...state, sidebar: {...state.sidebar, docked: action.docked, open: false}};
    case 'sidebar/toggleKey':
      return {
        ...state,
        expandedKeys: state.expandedKeys.includes(action.key)
          ? state.expandedKeys.filter((key) => key !== action.key)
          : [...state.expandedKeys, action.key],
      };
    // Changing the menu state toggles it and stores the chosen item.
    case 'menu/change':
      return {...state, menu: {open: !state.menu.open, item: action.item ?? state.menu.item}};
    case 'menu/close':
      return state.menu.open ? {...state, menu: {...state.menu, open: false}} : state;
    // Clicking a burger link closes the menu.
    case 'menu/linkClick':
      return {...state, menu: {open: false, item: action.item}};
    // Growing past the cut-off docks the sidebar and closes every narrow-screen panel.
    // A report that changes nothing (the first one on a phone) keeps the state, so nothing re-renders.
    case 'viewport':
      if (action.wide) {
        const unchanged = state.sidebar.docked && !state.sidebar.open && !state.contents.open && !state.menu.open;
        return unchanged
          ? state
          : {
              ...state,
              sidebar: {...state.sidebar, docked: true, open: false},
              contents: {...state.contents, open: false},
              menu: {...state.menu, open: false},
            };
      }
      return state.sidebar.docked ? {...state, sidebar: {...state.sidebar, docked: false}} : state;
    // Leaving a page closes the drawers behind the visitor, as the address changes: a panel opened while the next
    // page loads stays open when it arrives.
    case 'leave':
      return state.sidebar.open || state.contents.open || state.menu.open
        ? {
            ...state,
            sidebar: {...state.sidebar, open: false},
            contents: {...state.contents, open: false},
            menu: {...state.menu, open: false},
          }
        : state;
    // Arriving on a page selects its key and expands its parents.
    case 'navigate': {
      const sameSidebar = action.sidebarEntry === state.sidebarEntry;
      return {
        ...state,
        selectedKey: action.key,
        sidebarEntry: action.sidebarEntry,
        expandedKeys: union(sameSidebar ? state.expandedKeys : (action.opened ?? []), action.parents),
      };
    }
    default:
      return state;
  }
}
