import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import PageHeader from '@site/src/components/PageHeader';
import FeatureGrid from './_components/FeatureGrid';
import {featurePages, features} from '@site/src/data/features';
import {SEARCH_PAGE_CLASS} from '@site/src/lib/searchIndex';

/** The team's own settings (invites, log in with GitHub or GitLab): features without a page of their own. */
const teamFeatures = features.filter((feature) => !feature.page);

export default function ProductFeatures(): ReactNode {
  return (
    <HtmlClassNameProvider className={SEARCH_PAGE_CLASS}>
      <Layout
        title="Features"
        description="Every Cairn feature, each with a page of its own: events, actions, trends, funnels, retention, paths, sessions, cohorts, dashboards, feature flags, annotations, the toolbar, people and live actions."
      >
        <PageHeader
          title="Features"
          lead="Cairn covers the whole loop of product analytics: capture what people do, analyze it, and act on it with feature flags. Each feature has a page with what it answers, a worked example on sample data, its limits and its docs."
        />
        <main className="container margin-vert--lg">
          <article>
            <h2>The product</h2>
            <FeatureGrid features={featurePages} headingLevel={3} />
            <h2 className="margin-top--lg">Working as a team</h2>
            <FeatureGrid features={teamFeatures} headingLevel={3} />
            <p className="margin-top--lg">
              Every feature is in the MIT-licensed core and works on a self-hosted install. See{' '}
              <Link to="/features/self-hosted">how self-hosting works</Link> or <Link to="/pricing">compare plans</Link>
              .
            </p>
            <p>
              Deciding? <Link to="/choosing">Self-hosted, Cloud or Enterprise</Link> helps you pick a plan, and{' '}
              <Link to="/when-not-cairn">when Cairn is not the right tool</Link> says plainly which jobs Cairn does not
              do, from screen recordings to ad attribution. Or <Link to="/demo">try the demo</Link> on a sample project
              first.
            </p>
          </article>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
