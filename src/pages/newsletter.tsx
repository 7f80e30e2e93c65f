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
        description="The Cairn newsletter: a summary of every Array release and, now and then, our best recent posts, about two emails a month at most, with double opt-in, one-click unsubscribe and no tracking."
      >
        <PageHeader
          title="Newsletter"
          lead="One email when a new Array release ships, and now and then our best recent posts: about two emails a month at most."
        />
        <main className="container margin-vert--lg">
          <article>
            <NewsletterForm />

            <h2 className="margin-top--lg">What you get</h2>
            <ul>
              <li>
                <strong>An email for every Array release.</strong> Each minor release of Cairn is announced on the{' '}
                <Link to="/blog">blog</Link> as &quot;Array X.Y.0&quot;, with the highlights, what each change means for
                you, the upgrade notes and the contributors we thank. The newsletter goes out when that post is
                published, with a short summary of the release and a link to the full post. Minor releases usually come
                every three to five weeks.
              </li>
              <li>
                <strong>Occasionally, our best recent posts.</strong> In between releases, an email may bring the
                engineering and company posts worth your time: how feature flags are evaluated, adding ClickHouse
                without dropping PostgreSQL, how we price Cairn, how a fully remote team of about 12 people works.
              </li>
            </ul>
            <p>
              Sam Whitfield, who leads growth, writes it, and Diego Herrera, who owns our docs and content, reviews it.
              How we decide what to publish is in the handbook&apos;s{' '}
              <Link to="/handbook/growth/content">content page</Link>.
            </p>

            <h2>How often</h2>
            <p>
              About two emails a month at most: one for each release, and now and then one in between. A quiet month
              means fewer emails, never filler. Patch releases, which carry bug and security fixes for the latest two
              minor releases, get no email of their own: they are listed in the <Link to="/changelog">changelog</Link>,
              whose <Link href={`pathname://${CHANGELOG_FEED_PATH}`}>Atom feed</Link> tells a feed reader about every
              release as soon as it is out.
            </p>

            <h2>Latest posts</h2>
            <p>The newest posts on the blog, which the next emails summarize or link to:</p>
            <LatestPosts />
            <p>
              Every earlier post is in the <Link to="/blog">blog archive</Link>.
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
              The emails contain no tracking pixels and no link tracking, and we never add anyone who did not sign up
              themselves.
            </p>
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
