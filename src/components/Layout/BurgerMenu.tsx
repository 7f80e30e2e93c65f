import {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {headerMenu, isExternal, type MenuItem} from '@site/src/config/navigation';
import {useDeployConfig} from '@site/src/components/useDeployConfig';
import {useLayoutState} from './LayoutState';
import styles from './BurgerMenu.module.css';

/**
 * The header's links at and below the 1076px cut-off. A <details> element, so it opens without JavaScript
 * too; with JavaScript its open state is the layout state's `menu`: it closes when a link is clicked, on
 * Escape (focus returns to the button) and when the window grows past the cut-off.
 */
export default function BurgerMenu(): ReactNode {
  const {links} = useDeployConfig();
  const header = headerMenu(links);
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

  const items: MenuItem[] = [header.docs, header.pricing, header.install, header.source];
  const choose = (item: MenuItem) => () => dispatch({type: 'menu/linkClick', item: item.name});

  return (
    <details className={styles.burger} open={open}>
      <summary
        ref={summary}
        className={styles.button}
        aria-label="Menu"
        onClick={(event) => {
          event.preventDefault();
          dispatch({type: 'menu/change'});
        }}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className={styles.icon}>
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          )}
        </svg>
      </summary>
      <nav className={styles.panel} aria-label="Site">
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.name}>
              {isExternal(item) ? (
                <Link className={styles.link} href={item.a} onClick={choose(item)}>
                  {item.name}
                </Link>
              ) : (
                <Link className={styles.link} to={item.link} onClick={choose(item)}>
                  {item.name}
                </Link>
              )}
            </li>
          ))}
          <li>
            <Link className={clsx('button button--primary', styles.login)} href={header.login.a} onClick={choose(header.login)}>
              {header.login.name}
            </Link>
          </li>
        </ul>
      </nav>
    </details>
  );
}
