import React, {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import Banner from './Banner';

/**
 * A replacement (not a wrap) of the classic theme's banner above the docs of an unreleased or unmaintained version,
 * with upstream's markup, classes and English text, from public APIs only (./Banner.tsx). Upstream finds the docs
 * instance with `useActivePlugin()`, which sorts the instances with `localeCompare`: its first call loads the
 * collation data, a long task while a Next docs page hydrates on a phone. The version on screen already knows its
 * instance.
 *
 * The banner is not loaded lazily: a lazy boundary keeps the server's HTML until its code arrives, and React
 * drops a click on a link inside a boundary that has not hydrated, so "latest version" did nothing on a slow
 * connection (tests/e2e/versions.spec.ts clicks it as soon as the page has loaded).
 */
export default function DocVersionBanner({className}: Props): ReactNode {
  const version = useDocsVersion();
  if (!version.banner) return null;
  return <Banner className={className} />;
}
