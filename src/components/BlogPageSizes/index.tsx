import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {BlogPageSizesData} from '@site/src/lib/blogPaging';
import styles from './styles.module.css';

/**
 * "Posts per page": plain links to the first page of each size (src/plugins/blog-page-sizes.ts), the current
 * size marked `aria-current="page"`. Plain links, so the choice works without JavaScript.
 */
export default function BlogPageSizes({current}: {current: number}): ReactNode {
  const {links} = usePluginData('cairn-blog-page-sizes') as BlogPageSizesData;
  return (
    <nav className={styles.sizes} aria-labelledby="blog-page-sizes-label">
      <span id="blog-page-sizes-label" className={styles.label}>
        Posts per page
      </span>
      <ul className={styles.list}>
        {links.map(({size, permalink}) => (
          <li key={size}>
            <Link to={permalink} className={styles.link} aria-current={size === current ? 'page' : undefined}>
              {size}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
