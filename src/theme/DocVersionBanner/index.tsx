import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsPreferredVersion, useDocsVersion, useDocVersionSuggestions} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';

/**
 * A replacement (not a wrap) of the classic theme's banner above the docs of an unreleased or unmaintained version,
 * with upstream's markup, classes and English text, from public APIs only. Upstream finds the docs instance with
 * `useActivePlugin()`, which sorts the instances with `localeCompare`: its first call loads the collation data, a
 * long task while a Next docs page hydrates on a phone. The version on screen already knows its instance.
 */
export default function DocVersionBanner({className}: Props): ReactNode {
  const version = useDocsVersion();
  if (!version.banner) return null;
  return <Banner className={className} />;
}

function Banner({className}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const version = useDocsVersion();
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(version.pluginId);
  const target = latestDocSuggestion ?? latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId)!;
  const versionLabel = <b>{version.label}</b>;
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')} role="alert">
      <div>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {siteConfig.title} {versionLabel} version.
          </>
        ) : (
          <>
            This is documentation for {siteConfig.title} {versionLabel}, which is no longer actively maintained.
          </>
        )}
      </div>
      <div className="margin-top--md">
        For up-to-date documentation, see the{' '}
        <b>
          <Link to={target.path} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
            latest version
          </Link>
        </b>{' '}
        ({latestVersionSuggestion.label}).
      </div>
    </div>
  );
}
