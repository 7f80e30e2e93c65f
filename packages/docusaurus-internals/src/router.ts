/**
 * Every use of the router by the site and this package goes through this module: Docusaurus 3 renders with React
 * Router 5 and `react-router-config`, and Docusaurus 4 moves to a newer React Router without `react-router-config`
 * (facebook/docusaurus#12201). When that lands, this file is the one to change.
 */
import {useCallback, useEffect, useRef} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {matchRoutes, renderRoutes, type RouteConfig} from 'react-router-config';

export type {RouteConfig};
export {matchRoutes, renderRoutes, useLocation};

/** A function that navigates to a path of the site, as a click on a link would. */
export function useNavigate(): (path: string) => void {
  const history = useHistory();
  return useCallback((path: string) => history.push(path), [history]);
}

/**
 * Calls `onChange` with the new pathname as soon as a navigation (a link, Back or Forward) changes it, before the
 * next page has rendered. A change of the hash or the query alone does not count.
 */
export function usePathnameChange(onChange: (pathname: string) => void): void {
  const history = useHistory();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    let {pathname} = history.location;
    return history.listen((location) => {
      if (location.pathname === pathname) return;
      pathname = location.pathname;
      latest.current(pathname);
    });
  }, [history]);
}
