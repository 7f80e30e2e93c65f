import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import FeatureGrid from './_components/FeatureGrid';
import {features} from '@site/src/data/features';

export default function ProductFeatures(): ReactNode {
  return (
    <Layout
      title="Features"
      description="Every Cairn feature: events, actions, trends, funnels, retention, paths, sessions, cohorts, dashboards, feature flags and more."
    >
      <PageHeader
        title="Features"
        lead="Cairn covers the whole loop of product analytics: capture what people do, analyze it, and act on it with feature flags. Each feature links to its documentation."
      />
      <main className="container margin-vert--lg">
        <FeatureGrid features={features} headingLevel={2} />
        <p className="margin-top--lg">
          Every feature is in the MIT-licensed core and works on a self-hosted install. See{' '}
          <Link to="/features/self-hosted">why teams self-host</Link> or <Link to="/pricing">compare plans</Link>.
        </p>
        <p>
          Deciding? <Link to="/choosing">Self-hosted, Cloud or Enterprise</Link> helps you pick a plan, and{' '}
          <Link to="/when-not-cairn">when Cairn is not the right tool</Link> says plainly which jobs Cairn does not do,
          from screen recordings to ad attribution.
        </p>
      </main>
    </Layout>
  );
}
