import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type Dispatch,
  type ReactNode,
} from 'react';
import {usePathnameChange} from '@cairn/docusaurus-internals/router';
import {initialLayoutState, layoutReducer, type LayoutAction, type LayoutState} from '@site/src/lib/layoutState';
import {WIDE_QUERY} from '@site/src/constants/layout';

interface LayoutStore {
  state: LayoutState;
  dispatch: Dispatch<LayoutAction>;
}

const LayoutContext = createContext<LayoutStore | null>(null);

/**
 * Holds the layout state (src/lib/layoutState.ts) for the whole site, and reports the window crossing the
 * 1076px cut-off: growing past it docks the sidebar and closes the burger menu and the narrow-screen panels.
 * Leaving the page (a new path in the address, from a link, Back or Forward) closes the panels at once, not when
 * the next page has rendered: a panel the visitor opens while it loads stays open.
 */
export function LayoutStateProvider({children}: {children: ReactNode}): ReactNode {
  const [state, dispatch] = useReducer(layoutReducer, initialLayoutState);
  usePathnameChange(() => dispatch({type: 'leave'}));
  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    const report = () => dispatch({type: 'viewport', wide: wide.matches});
    // The first report, as the page starts, as a transition: CSS has laid the page out for this width already.
    startTransition(report);
    wide.addEventListener('change', report);
    return () => wide.removeEventListener('change', report);
  }, []);
  const store = useMemo(() => ({state, dispatch}), [state]);
  return <LayoutContext.Provider value={store}>{children}</LayoutContext.Provider>;
}

export function useLayoutState(): LayoutStore {
  const store = useContext(LayoutContext);
  if (!store) throw new Error('useLayoutState() needs <LayoutStateProvider> (src/theme/Root.tsx) above it');
  return store;
}
