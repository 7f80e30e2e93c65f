import {useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import {useLayoutState} from './LayoutState';
import styles from './BurgerMenu.module.css';

/** The configured navbar items in reading order: the left group, then the right group (Docusaurus's default). */
export function useNavbarItemsInOrder(): NavbarItemConfig[] {
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  return [...items.filter((item) => item.position === 'left'), ...items.filter((item) => item.position !== 'left')];
}

/**
 * The header's items at and below the 1076px cut-off: the same `themeConfig.navbar.items` the wide header shows,
 * each rendered in its `mobile` variant (the docs version menu as a "Versions" group of links, the login button
 * full width), so an item added to the navbar is in the burger too. A <details> element, so it opens without
 * JavaScript; with JavaScript its open state is the layout state's `menu`: it closes when a link is followed, on
 * Escape (focus returns to the button) and when the window grows past the cut-off.
 */
export default function BurgerMenu(): ReactNode {
  const items = useNavbarItemsInOrder();
  const {state, dispatch} = useLayoutState();
  const summary = useRef<HTMLElement>(null);
  const open = state.menu.open;

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({type: 'menu/close'});
      summary.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dispatch]);

  // Following any link of the panel closes it. A panel opened before React hydrated (natively: the state never knew
  // it was open) is closed on the element itself. One the state holds open closes through the state only: closing
  // the element behind React's back left it closed when the button was pressed again before React had rendered the
  // closing (the state said open, as on the last render, so React changed nothing).
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    dispatch({type: 'menu/linkClick', item: link.textContent?.trim() ?? ''});
    const details = event.currentTarget.closest('details');
    if (details && !open) details.open = false;
  };

  return (
    <details className={styles.burger} open={open}>
      <summary
        ref={summary}
        className={styles.button}
        aria-label="Menu"
        onClick={(event) => {
          event.preventDefault();
          dispatch({type: 'menu/change'});
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className={styles.icon}>
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          )}
        </svg>
      </summary>
      <nav className={styles.panel} aria-label="Site" onClick={onPanelClick}>
        <ul className={`menu__list ${styles.list}`}>
          {items.map((item, i) => (
            <NavbarItem key={i} mobile {...item} />
          ))}
        </ul>
      </nav>
    </details>
  );
}
