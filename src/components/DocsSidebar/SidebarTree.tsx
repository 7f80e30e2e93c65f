import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {categoryKey, pathKey, type SidebarEntry} from '@site/src/lib/sidebarTree';
import styles from './styles.module.css';

interface TreeProps {
  items: readonly SidebarEntry[];
  /** Key (path) of the page on screen. */
  selectedKey: string;
  isExpanded: (key: string) => boolean;
  onToggle: (key: string) => void;
  parentKey?: string | null;
  level?: number;
}

/**
 * The sidebar's links as nested lists, each level indented by --cairn-docs-sidebar-indent. A category is a
 * row with a toggle button (and its own link when it has a page). Collapsed lists stay in the HTML: without
 * JavaScript every category shows open, so every link is reachable.
 */
export default function SidebarTree({
  items,
  selectedKey,
  isExpanded,
  onToggle,
  parentKey = null,
  level = 1,
}: TreeProps): ReactNode {
  return (
    <ul className={clsx('menu__list', level > 1 && styles.nested)}>
      {items.map((item, index) => {
        if (item.type === 'html') {
          return (
            <li
              key={index}
              className={clsx(ThemeClassNames.docs.docSidebarItemLink, 'menu__list-item', item.className)}
              dangerouslySetInnerHTML={{__html: item.value}}
            />
          );
        }
        if (item.type === 'link') {
          const active = pathKey(item.href) === selectedKey;
          return (
            <li
              key={item.href}
              className={clsx(
                ThemeClassNames.docs.docSidebarItemLink,
                ThemeClassNames.docs.docSidebarItemLinkLevel(level),
                'menu__list-item',
                item.className,
              )}
            >
              <Link
                className={clsx('menu__link', active && 'menu__link--active')}
                to={item.href}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        }
        const key = categoryKey(parentKey, item.label);
        const expanded = isExpanded(key);
        const active = item.href !== undefined && pathKey(item.href) === selectedKey;
        const listId = `sidebar-${key.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase()}`;
        const toggle = (
          <button
            type="button"
            className={clsx(
              'clean-btn',
              item.href ? 'menu__caret' : 'menu__link menu__link--sublist menu__link--sublist-caret',
              styles.toggle,
            )}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={item.href ? `${expanded ? 'Collapse' : 'Expand'} ${item.label}` : undefined}
            onClick={() => onToggle(key)}
          >
            {item.href ? null : item.label}
          </button>
        );
        return (
          <li
            key={key}
            className={clsx(
              ThemeClassNames.docs.docSidebarItemCategory,
              ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
              'menu__list-item',
              !expanded && 'menu__list-item--collapsed',
              item.className,
            )}
          >
            {item.href ? (
              <div className={clsx('menu__list-item-collapsible', active && 'menu__list-item-collapsible--active')}>
                <Link
                  className={clsx('menu__link', active && 'menu__link--active')}
                  to={item.href}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.label}
                </Link>
                {toggle}
              </div>
            ) : (
              toggle
            )}
            <div id={listId} className={clsx(styles.children, !expanded && styles.collapsed)}>
              <SidebarTree
                items={item.items}
                selectedKey={selectedKey}
                isExpanded={isExpanded}
                onToggle={onToggle}
                parentKey={key}
                level={level + 1}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
