import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import {SEARCH_PAGE_CLASS} from '@site/src/lib/searchIndex';
import {INTEGRATION_GROUPS, integrationsOf, type Integration, type IntegrationGroup} from '@site/src/data/integrations';
import InlineCode from './_components/InlineCode';
import styles from './integrations.module.css';

const docsPage = (entry: Integration) => `/docs/integrations/${entry.id}`;

/** The summary as a sentence on its own: the docs list reads "Name: summary", a card starts with it. */
const sentence = (summary: string) => summary.charAt(0).toUpperCase() + summary.slice(1);

function Card({entry}: {entry: Integration}): ReactNode {
  const community = entry.group === 'community';
  return (
    <li className={styles.card}>
      <h3 className={styles.name}>
        <Link to={docsPage(entry)}>{entry.name}</Link>
      </h3>
      <p className={styles.meta}>
        <span className={styles.tag}>{entry.platform}</span>
        {community ? <span className={`${styles.tag} ${styles.community}`}>Community</span> : null}
      </p>
      {entry.package ? (
        <p className={styles.package}>
          {entry.package.startsWith('the ') ? entry.package : <code>{entry.package}</code>}
        </p>
      ) : null}
      {/* A div, not a p: see the links of src/pages/changelog.tsx (a closing </p> before </li> is left out). */}
      <div className={styles.summary}>
        <InlineCode text={sentence(entry.summary)} />
      </div>
    </li>
  );
}

function Group({group}: {group: IntegrationGroup}): ReactNode {
  const entries = integrationsOf(group);
  const cards = entries.filter((entry) => !entry.guide);
  const guides = entries.filter((entry) => entry.guide);
  const {title, about} = INTEGRATION_GROUPS[group];
  return (
    <section className={styles.group} aria-labelledby={`group-${group}`}>
      <h2 id={`group-${group}`}>{title}</h2>
      <p>{about}</p>
      <ul className={styles.grid}>
        {cards.map((entry) => (
          <Card key={entry.id} entry={entry} />
        ))}
      </ul>
      {guides.map((guide) => (
        <p key={guide.id}>
          <Link to={docsPage(guide)}>{guide.name}</Link>: <InlineCode text={guide.summary} />
        </p>
      ))}
    </section>
  );
}

export default function Integrations(): ReactNode {
  const count = (Object.keys(INTEGRATION_GROUPS) as IntegrationGroup[])
    .flatMap((group) => integrationsOf(group))
    .filter((entry) => !entry.guide).length;
  return (
    <HtmlClassNameProvider className={SEARCH_PAGE_CLASS}>
      <Layout
        title="Integrations"
        description="Every Cairn library and integration, from the browser, server and mobile libraries to Segment, Slack and Microsoft Teams, with its package name and docs."
      >
        <PageHeader
          title="Integrations"
          lead={`${count} libraries and integrations send your data to Cairn or post Cairn actions to your team's chat. Each card names the package to install and links to its setup guide.`}
        />
        <main className="container margin-vert--lg">
          <article>
            <p>
              Every library points at your Cairn instance, self-hosted or on Cloud, with the public project API key (it
              starts with <code>cpk_</code>), and speaks the same small API: capture an event, identify a user, read a
              feature flag. The <Link to="/docs/integrations">integrations docs</Link> explain what they share.
            </p>
            {(Object.keys(INTEGRATION_GROUPS) as IntegrationGroup[]).map((group) => (
              <Group key={group} group={group} />
            ))}
            <h2>Something else</h2>
            <p>
              Any language that can send an HTTP request can send events to the{' '}
              <Link to="/docs/api/post-only-endpoints">public ingestion endpoints</Link>, and the{' '}
              <Link to="/docs/api/overview">REST API</Link> reads your data back. To write and list a library for
              another platform, follow the <Link to="/docs/integrations/community">community libraries</Link> checklist.
            </p>
          </article>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
