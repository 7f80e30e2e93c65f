import type {ReactNode} from 'react';
import clsx from 'clsx';
import BlogPostItemHeaderTitle from '@theme/BlogPostItem/Header/Title';
import BlogPostItemHeaderInfo from '@theme/BlogPostItem/Header/Info';
import BlogPostItemHeaderAuthors from '@theme/BlogPostItem/Header/Authors';
import styles from './styles.module.css';

/**
 * The post page's header band, full width above the blog sidebar and the post: the title (the page's one h1),
 * the date and reading time, and the authors linked to their pages. The theme's own header parts render them,
 * from the post of the surrounding BlogPostProvider; the post body no longer repeats them
 * (src/theme/BlogPostItem/Header renders nothing on a post page).
 */
export default function BlogPostBand(): ReactNode {
  return (
    <header className={clsx('cairn-blog-post-band', styles.band)}>
      <div className="container">
        <BlogPostItemHeaderTitle className={styles.title} />
        <div className={styles.info}>
          <BlogPostItemHeaderInfo />
        </div>
        <BlogPostItemHeaderAuthors className={styles.authors} />
      </div>
    </header>
  );
}
