import React, {lazy, Suspense, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';

// Only the docs of an unreleased or unmaintained version show the banner: its code loads with those pages, not
// with every docs page. The server renders it into the HTML all the same, and hydration keeps that HTML until
// the code is there.
const Banner = lazy(() => import('./Banner'));

/**
 * A replacement (not a wrap) of the classic theme's banner above the docs of an unreleased or unmaintained version,
 * with upstream's markup, classes and English text, from public APIs only (./Banner.tsx). Upstream finds the docs
 * instance with `useActivePlugin()`, which sorts the instances with `localeCompare`: its first call loads the
 * collation data, a long task while a Next docs page hydrates on a phone. The version on screen already knows its
 * instance.
 */
export default function DocVersionBanner({className}: Props): ReactNode {
  const version = useDocsVersion();
  if (!version.banner) return null;
  return (
    <Suspense fallback={null}>
      <Banner className={className} />
    </Suspense>
  );
}
