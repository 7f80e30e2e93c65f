import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';

import type {Props} from '@theme/BlogLayout';
// BEGIN CAIRN: an optional full-width header above the sidebar and the content (the post page's title band,
// src/components/BlogPostBand), and columns that stack at the site's cut-off, not at Docusaurus's.
import styles from './styles.module.css';

declare module '@theme/BlogLayout' {
  interface Props {
    /** Rendered full width between the navbar and the blog's columns. */
    readonly header?: ReactNode;
  }
}
// END CAIRN

export default function BlogLayout(props: Props): ReactNode {
  // BEGIN CAIRN: `header` is ours, not a prop of the site Layout.
  const {sidebar, toc, children, header, ...layoutProps} = props;
  // END CAIRN
  const hasSidebar = sidebar && sidebar.items.length > 0;

  return (
    <Layout {...layoutProps}>
      {/* BEGIN CAIRN */}
      {header}
      {/* END CAIRN */}
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main
            className={clsx(
              'col',
              {
                'col--7': hasSidebar,
                'col--9 col--offset-1': !hasSidebar,
              },
              // BEGIN CAIRN
              styles.main,
              // END CAIRN
            )}>
            {children}
          </main>
          {/* BEGIN CAIRN: styles.toc */}
          {toc && <div className={clsx('col col--2', styles.toc)}>{toc}</div>}
          {/* END CAIRN */}
        </div>
      </div>
    </Layout>
  );
}
