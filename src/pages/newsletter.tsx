import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import NewsletterForm from '@site/src/components/NewsletterForm';

export default function Newsletter(): ReactNode {
  return (
    <Layout
      title="Newsletter"
      description="Subscribe to the Cairn newsletter: Array release notes and engineering posts by email."
    >
      <PageHeader
        title="Newsletter"
        lead="One email when a new Array release ships, and our best engineering and company posts in between."
      />
      <main className="container margin-vert--lg">
        <NewsletterForm />
        <p className="margin-top--lg">
          You can unsubscribe from any email with one click. Prefer feeds? The <Link to="/blog">blog</Link> publishes{' '}
          <Link href="pathname:///blog/rss.xml">RSS</Link> and <Link href="pathname:///blog/atom.xml">Atom</Link> feeds.
        </p>
      </main>
    </Layout>
  );
}
