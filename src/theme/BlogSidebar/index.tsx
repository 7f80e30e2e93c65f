import React, {type ReactNode} from 'react';
import type {Props} from '@theme/BlogSidebar';
// BEGIN CAIRN: one sidebar at every width (the upstream switch on useWindowSize() to the navbar's mobile menu,
// at Docusaurus's 996px, is gone: this site's narrow layout starts at 1076px and has no such menu).
import BlogSidebarPanel from '@site/src/components/BlogSidebarPanel';
// END CAIRN

export default function BlogSidebar({sidebar}: Props): ReactNode {
  if (!sidebar?.items.length) {
    return null;
  }
  // BEGIN CAIRN: one markup; CSS media queries decide between the column and the "All posts" toggle.
  return <BlogSidebarPanel sidebar={sidebar} />;
  // END CAIRN
}
