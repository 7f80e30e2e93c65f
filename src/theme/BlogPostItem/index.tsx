import React, {type ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import NewsletterForm from '@site/src/components/NewsletterForm';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemType>;

/** Every post page ends with the newsletter signup; list pages show posts alone. */
export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      <BlogPostItem {...props} />
      {isBlogPostPage ? (
        <aside className={styles.newsletter} aria-labelledby="post-newsletter">
          <h2 id="post-newsletter" className={styles.title}>
            Get the next post by email
          </h2>
          <NewsletterForm />
        </aside>
      ) : null}
    </>
  );
}
