import type {ReactNode} from 'react';
import {LayoutStateProvider} from '@site/src/components/Layout/LayoutState';

/** Docusaurus's Root wrapper (never unmounts): holds the layout state shared by header, sidebar and TOC. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return <LayoutStateProvider>{children}</LayoutStateProvider>;
}
