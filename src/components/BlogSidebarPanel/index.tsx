import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {BlogSidebarItemList, useVisibleBlogSidebarItems} from '@docusaurus/plugin-content-blog/client';
import type {BlogSidebar} from '@docusaurus/plugin-content-blog';
import BlogSidebarContent from '@theme/BlogSidebar/Content';
import type {Props as BlogSidebarContentProps} from '@theme/BlogSidebar/Content';
import styles from './styles.module.css';

const PANEL_ID = 'blog-sidebar-posts';

const ListComponent: BlogSidebarContentProps['ListComponent'] = ({items}) => (
  <BlogSidebarItemList
    items={items}
    ulClassName={clsx(styles.list, 'clean-list')}
    liClassName={styles.item}
    linkClassName={styles.link}
    linkActiveClassName={styles.linkActive}
  />
);

/**
 * The blog sidebar (posts grouped by src/theme/BlogSidebar/Content), one markup at every width. Above the
 * site's cut-off it is a sticky column; at the cut-off and below, an "All posts" button above the content opens
 * the list in place. Without JavaScript (no `data-cairn-js` on <html>) the button is hidden and the list shows.
 * CSS media queries decide, so the first paint never changes on hydration.
 */
export default function BlogSidebarPanel({sidebar}: {sidebar: BlogSidebar}): ReactNode {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  const [open, setOpen] = useState(false);
  return (
    // Named: a post page has a second aside, the newsletter signup, and landmarks of a kind need distinct names.
    <aside className={clsx('col col--3', styles.sider)} aria-label={sidebar.title}>
      <button
        type="button"
        className={clsx('button button--block', styles.toggle)}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        {sidebar.title}
      </button>
      <nav
        id={PANEL_ID}
        className={clsx(styles.panel, open && styles.open, 'thin-scrollbar')}
        aria-label={translate({
          id: 'theme.blog.sidebar.navAriaLabel',
          message: 'Blog recent posts navigation',
          description: 'The ARIA label for recent posts in the blog sidebar',
        })}
      >
        <div className={clsx(styles.title, 'margin-bottom--md')}>{sidebar.title}</div>
        <BlogSidebarContent
          items={items}
          ListComponent={ListComponent}
          yearGroupHeadingClassName={styles.groupHeading}
        />
      </nav>
    </aside>
  );
}
