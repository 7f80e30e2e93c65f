import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {CATEGORY_LABELS, type BlogGlobalData} from '@site/src/lib/blogData';
import {formatUtcDate} from '@cairn/docusaurus-internals/dates';
import styles from './LatestPosts.module.css';

/** The newest blog posts, from the blog's own data at build time (see src/plugins/blog-data.ts). */
export default function LatestPosts(): ReactNode {
  const {latest} = usePluginData('cairn-blog-data') as BlogGlobalData;
  return (
    <ul className={styles.list}>
      {latest.map((post) => (
        <li key={post.permalink} className={styles.item}>
          <p className={styles.meta}>
            {CATEGORY_LABELS[post.category]} ·{' '}
            <time dateTime={post.date}>{formatUtcDate(`${post.date}T00:00:00Z`, 'long')}</time>
          </p>
          <h3 className={styles.title}>
            <Link to={post.permalink}>{post.title}</Link>
          </h3>
          <p className={styles.description}>{post.description}</p>
        </li>
      ))}
    </ul>
  );
}
