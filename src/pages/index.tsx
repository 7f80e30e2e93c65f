import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import NewsletterForm from '@site/src/components/NewsletterForm';
import ProductView from '@site/src/components/ProductView';
import {useDeployConfig} from '@site/src/components/useDeployConfig';
import {PRICING} from '@site/src/data/plans';
import {formatCount} from '@site/src/lib/numbers';
import FeatureGrid from './_components/FeatureGrid';
import InstallTeaser from './_components/InstallTeaser';
import LatestPosts from './_components/LatestPosts';
import PublicNumbers from './_components/PublicNumbers';
import WhySelfHost from './_components/WhySelfHost';
import {features} from '@site/src/data/features';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {deploy} = useDeployConfig();
  const cloudSignup = `${deploy.appUrl}/signup`;
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
            feature flags to act on what you learn. Run it on your servers and keep every event, or let us run it.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/deployment">
              Deploy it yourself
            </Link>
            <Link className="button button--secondary button--lg" to={cloudSignup}>
              Start on Cloud
            </Link>
          </div>
          <p className={styles.actionNotes}>
            Self-hosted: free, MIT-licensed, no event limit. Cloud: the first {formatCount(PRICING.cloudFreeEvents)}{' '}
            events every month free. Or <Link to="/docs">read the docs</Link> first.
          </p>
          <div className={styles.heroView}>
            <ProductView
              id="dashboard"
              priority
              caption="A dashboard of Pebblepot, the made-up recipe app of our sample project."
            />
            <p className={styles.heroViewLink}>
              <Link to="/demo">Open the sample project in the live demo</Link>
            </p>
          </div>
        </div>
      </header>
      <main>
        <section className="container margin-vert--xl" aria-labelledby="install">
          <h2 id="install">Running in three commands</h2>
          <InstallTeaser />
        </section>
        <section className="container margin-vert--xl" aria-labelledby="numbers">
          <h2 id="numbers">Cairn in numbers</h2>
          <PublicNumbers />
        </section>
        <section className="container margin-vert--xl" aria-labelledby="why-self-host">
          <h2 id="why-self-host">Why host it yourself</h2>
          <WhySelfHost cloudSignup={cloudSignup} />
        </section>
        <section className="container margin-vert--xl" aria-labelledby="features">
          <h2 id="features">Everything a product team needs</h2>
          <FeatureGrid features={features} />
          <p className="margin-top--md">
            <Link to="/demo">Try trends, funnels, retention and paths on a sample project</Link>, in your browser, with
            no sign-up.
          </p>
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
