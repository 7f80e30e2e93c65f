import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useDocsPreferredVersion,
  useDocsVersion,
  useDocVersionSuggestions,
} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import {supportedOlderRelease} from '../../constants/docs';

/**
 * The banner itself (see ./index.tsx): upstream's markup, classes and English text, from public APIs, except that an
 * older release still in its support window says until when it gets fixes instead of "no longer actively maintained".
 */
export default function Banner({className}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const version = useDocsVersion();
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(version.pluginId);
  const target =
    latestDocSuggestion ?? latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId)!;
  const versionLabel = <b>{version.label}</b>;
  // An older release still in the support window (src/constants/docs.ts) is not "no longer maintained".
  const supported = supportedOlderRelease(version.version);
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert"
    >
      <div>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {siteConfig.title} {versionLabel} version.
          </>
        ) : supported ? (
          <>
            This is documentation for {siteConfig.title} {versionLabel}, an older release. It gets security and bug
            fixes until {supported.fixesUntil} is released.
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
