import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import NewsletterForm from '@site/src/components/NewsletterForm';
import FeatureGrid from './_components/FeatureGrid';
import LatestPosts from './_components/LatestPosts';
import {features} from '@site/src/data/features';
import styles from './index.module.css';

const steps = [
  {
    title: 'Deploy',
    body: 'Run Cairn with Docker Compose, the Helm chart or a one-click template on your cloud.',
    to: '/docs/deployment',
  },
  {
    title: 'Instrument',
    body: 'Paste the snippet or install a library: autocapture starts recording clicks and page views.',
    to: '/docs/deployment/snippet-installation',
  },
  {
    title: 'Understand',
    body: 'Build trends, funnels and retention tables, then roll out changes behind feature flags.',
    to: '/docs/features',
  },
];

export default function Home(): ReactNode {
  return (
    <Layout
      title="Open-source product analytics you can host yourself"
      description="Cairn is open-source product analytics: events, funnels, retention, paths and feature flags on your own servers or on Cairn Cloud."
    >
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.heroTitle}>Open-source product analytics you can host yourself</h1>
          <p className={styles.heroLead}>
            Cairn captures what people do in your product and turns it into trends, funnels, retention and paths, with
            feature flags to act on what you learn. Run it on your servers and keep every event.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/deployment">
              Deploy it yourself
            </Link>
            <Link className="button button--secondary button--lg" to="/docs">
              Read the docs
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className="container margin-vert--xl" aria-labelledby="how-it-works">
          <h2 id="how-it-works">From install to insight</h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3>
                  <Link to={step.to}>{step.title}</Link>
                </h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className="container margin-vert--xl" aria-labelledby="features">
          <h2 id="features">Everything a product team needs</h2>
          <FeatureGrid features={features} />
        </section>
        <section className="container margin-vert--xl" aria-labelledby="latest-posts">
          <h2 id="latest-posts">From the blog</h2>
          <LatestPosts />
          <p className="margin-top--md">
            <Link to="/blog">All posts</Link>
          </p>
        </section>
        <section className="container margin-vert--xl" aria-labelledby="newsletter">
          <h2 id="newsletter">Stay in the loop</h2>
          <NewsletterForm />
        </section>
      </main>
    </Layout>
  );
}
