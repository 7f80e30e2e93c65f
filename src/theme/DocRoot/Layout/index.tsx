/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (DocRoot/Layout). Upstream lays the sidebar out at 996px
 * and keeps its hidden state locally; ours renders src/components/DocsSidebar, which follows the site's
 * 1076px cut-off and the shared layout state.
 */
import React, {type ReactNode} from 'react';
import BackToTopButton from '@theme/BackToTopButton';
import type {Props} from '@theme/DocRoot/Layout';
// BEGIN CAIRN
import clsx from 'clsx';
import DocsSidebar from '@site/src/components/DocsSidebar';
// END CAIRN

import styles from './styles.module.css';

export default function DocRootLayout({children}: Props): ReactNode {
  return (
    <div className={styles.docsWrapper}>
      <BackToTopButton />
      <div className={styles.docRoot}>
        {/* BEGIN CAIRN */}
        <DocsSidebar />
        <main className={styles.main}>
          <div className={clsx('container padding-top--md padding-bottom--lg', styles.itemWrapper)}>{children}</div>
        </main>
        {/* END CAIRN */}
      </div>
    </div>
  );
}
