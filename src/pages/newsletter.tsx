import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import PageHeader from '@site/src/components/PageHeader';
import {useDeployConfig} from '@site/src/components/useDeployConfig';
import NewsletterForm from '@site/src/components/NewsletterForm';
import {CHANGELOG_FEED_PATH} from '@site/src/lib/releases';
import {SEARCH_PAGE_CLASS} from '@site/src/lib/searchIndex';
import LatestPosts from './_components/LatestPosts';

export default function Newsletter(): ReactNode {
  const {links} = useDeployConfig();
  return (
    <HtmlClassNameProvider className={SEARCH_PAGE_CLASS}>
      <Layout
        title="Newsletter"
        description="The Cairn newsletter: every Array release note and our engineering and company posts by email, about twice a month, with double opt-in and one-click unsubscribe."
      >
        <PageHeader
          title="Newsletter"
          lead="One email when a new Array release ships, and our engineering and company posts in between: about twice a month, nothing else."
        />
        <main className="container margin-vert--lg">
          <article>
            <NewsletterForm />

            <h2 className="margin-top--lg">What you get</h2>
            <p>
              Every newsletter is a post from our <Link to="/blog">blog</Link>, so you can read any issue on the web
              too. There are three kinds:
            </p>
            <ul>
              <li>
                <strong>Array release notes.</strong> Each minor release of Cairn is announced as &quot;Array
                X.Y.0&quot;: the highlights, what each change means for you, the upgrade notes and the contributors we
                thank. Minor releases usually come every three to five weeks.
              </li>
              <li>
                <strong>Engineering posts.</strong> How we build Cairn and why: how feature flags are evaluated, adding
                ClickHouse without dropping PostgreSQL, making trends faster, handling IP addresses behind proxies.
              </li>
              <li>
                <strong>Company posts.</strong> How we price Cairn, how we hire, how we write things down, and what a
                fully remote team of about 12 people learns along the way.
              </li>
            </ul>

            <h2>How often</h2>
            <p>
              About twice a month: a release note every few weeks, and an engineering or company post in between. We
              send a post only when it is published on the blog, so a quiet month means fewer emails, never filler.
              Patch releases, which carry bug and security fixes for the latest two minor releases, are not mailed: they
              are listed in the <Link to="/changelog">changelog</Link>, whose{' '}
              <Link href={`pathname://${CHANGELOG_FEED_PATH}`}>Atom feed</Link> tells a feed reader about every release
              as soon as it is out.
            </p>

            <h2>Latest issues</h2>
            <p>The three newest posts, which are the last three emails:</p>
            <LatestPosts />
            <p>
              Every earlier issue is in the <Link to="/blog">blog archive</Link>.
            </p>

            <h2>How signing up works</h2>
            <ol>
              <li>
                Type your email address and press Subscribe. The provider&apos;s confirmation page opens in a new tab.
              </li>
              <li>
                Our mailing-list provider sends you an email with a confirmation link. You are on the list only after
                you click it (double opt-in), so nobody can sign you up by typing your address.
              </li>
              <li>Every email has an unsubscribe link at the bottom; one click takes you off the list at once.</li>
            </ol>
            <p>
              Having a Cairn Cloud account does not add you to the list, and unsubscribing from it does not touch your
              account. Who processes the list, what it receives and how long we keep it are in our{' '}
              <Link to="/privacy#the-newsletter">privacy policy</Link>.
            </p>

            <h2>Other ways to follow along</h2>
            <ul>
              <li>
                The blog&apos;s <Link href="pathname:///blog/rss.xml">RSS</Link> and{' '}
                <Link href="pathname:///blog/atom.xml">Atom</Link> feeds carry the same posts, with no email address
                needed.
              </li>
              <li>
                The <Link href={`pathname://${links.communityChat}`}>community chat</Link> is where the team and other
                users answer questions and discuss what is coming next.
              </li>
              <li>
                The public <Link href={links.roadmap}>roadmap</Link> shows what we are working on before it ships.
              </li>
            </ul>
          </article>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
