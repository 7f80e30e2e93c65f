import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import PageHeader from '@site/src/components/PageHeader';
import {SEARCH_PAGE_CLASS} from '@site/src/lib/searchIndex';
import {releases, type Release} from '@site/src/data/releases';
import {
  CHANGELOG_FEED_PATH,
  VERSION_POLICY_PATH,
  formatReleaseDate,
  minorOf,
  releaseAnchor,
  releaseItems,
  releaseLinks,
  supportWindow,
} from '@site/src/lib/releases';
import InlineCode from './_components/InlineCode';
import styles from './changelog.module.css';

function Entry({release}: {release: Release}): ReactNode {
  const links = releaseLinks(release);
  const anchor = releaseAnchor(release.version);
  return (
    <li className={styles.release}>
      <div className={styles.head}>
        <Heading as="h2" id={anchor} className={styles.version}>
          {release.version}
        </Heading>
        <span className={styles.kind}>{release.kind === 'minor' ? 'Minor release' : 'Patch release'}</span>
        <time className={styles.date} dateTime={release.date}>
          {formatReleaseDate(release.date)}
        </time>
      </div>
      <ul className={styles.items}>
        {releaseItems(release).map((item) => (
          <li key={item}>
            <InlineCode text={item} />
          </li>
        ))}
      </ul>
      {/* A div, not a p: the minified page leaves out a closing </p> before </li>, which the search indexer's parser
          (node-html-parser) then misreads as the end of the whole list. */}
      <div className={styles.links}>
        <Link to={links.post}>{`Release post: Array ${minorOf(release.version)}.0`}</Link>
        <Link to={links.upgrade}>Upgrade notes</Link>
      </div>
    </li>
  );
}

export default function Changelog(): ReactNode {
  const window = supportWindow(releases);
  const patches = releases.filter((release) => release.kind === 'patch').length;
  return (
    <HtmlClassNameProvider className={SEARCH_PAGE_CLASS}>
      <Layout
        title="Changelog"
        description="Every Cairn release, minor and patch, newest first, with what each brought or fixed, its release post and its upgrade notes."
      >
        <Head>
          <link rel="alternate" type="application/atom+xml" title="Cairn changelog" href={CHANGELOG_FEED_PATH} />
        </Head>
        <PageHeader
          title="Changelog"
          lead={`Every Cairn release, newest first: ${releases.length - patches} minor releases, each announced in an Array post, and ${patches} patch releases with bug and security fixes.`}
        />
        <main className="container margin-vert--lg">
          <article>
            <div className={styles.window}>
              <p className="margin-bottom--sm">
                <strong>Supported now:</strong>{' '}
                {window.map(({minor, fixesUntil}, index) => (
                  <span key={minor}>
                    {index > 0 ? ' and ' : ''}
                    {minor} (fixes until {fixesUntil} is released)
                  </span>
                ))}
                .
              </p>
              <p className="margin-bottom--none">
                Patch releases fix bugs only and never contain a database migration, so apply them within a week. The{' '}
                <Link to={VERSION_POLICY_PATH}>version policy</Link> explains the support window, and the{' '}
                <Link to="/security">security page</Link> how security fixes are released. To follow every release in a
                feed reader, subscribe to the{' '}
                <Link to={`pathname://${CHANGELOG_FEED_PATH}`} target="_self">
                  Atom feed
                </Link>
                .
              </p>
            </div>
            <ol className={styles.list}>
              {releases.map((release) => (
                <Entry key={release.version} release={release} />
              ))}
            </ol>
          </article>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
