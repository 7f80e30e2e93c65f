import React, {type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

type Props = WrapperProps<typeof HeaderType>;

/**
 * On a post page the title, date, reading time and authors stand in the header band above the page
 * (src/components/BlogPostBand, rendered by src/theme/BlogPostPage), so the post itself does not repeat them.
 * List pages keep each post's header.
 */
export default function HeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return isBlogPostPage ? null : <Header {...props} />;
}
