import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useLocation} from '@cairn/docusaurus-internals/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_TYPE,
  SOCIAL_CARD_WIDTH,
  socialCardUrl,
  socialMetaFor,
  twitterMirror,
  type MetaAttributes,
  type SocialCardsData,
} from '@site/src/lib/socialCards';

type Props = WrapperProps<typeof SiteMetadataType>;

/**
 * After client-side navigation, keeps the `twitter:title` and `twitter:description` tags that the build wrote
 * into the page (src/plugins/social-cards/html.ts) equal to the new page's `og:title` and `og:description`.
 * Helmet calls it with its state once it has updated `<head>`.
 */
function syncTwitterCopies(state: {metaTags?: MetaAttributes[]}): void {
  const mirror = twitterMirror(state.metaTags ?? []);
  for (const [name, content] of [
    ['twitter:title', mirror.title],
    ['twitter:description', mirror.description],
  ] as const) {
    // The build's copies carry no `data-rh`: Helmet neither removes nor updates them.
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]:not([data-rh])`);
    if (content === undefined) {
      tag?.remove();
      continue;
    }
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = name;
      document.head.appendChild(tag);
    }
    if (tag.content !== content) tag.content = content;
  }
}

/**
 * Sets every page's social card (src/lib/socialCards.ts, cards rendered by src/plugins/social-cards) and the
 * tags around it, before any page's own metadata: rendered above the routes, so a page's `PageMetadata`
 * (title, description, front matter `image`, blog posts' `og:type`) comes later and wins.
 */
export default function SiteMetadataWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const data = usePluginData('cairn-social-cards') as SocialCardsData;
  const social = socialMetaFor(pathname, data);
  const image = social.image === null ? null : socialCardUrl(siteConfig.url, siteConfig.baseUrl, social.image);
  return (
    <>
      <SiteMetadata {...props} />
      <Head onChangeClientState={syncTwitterCopies}>
        <meta property="og:type" content={social.type} />
        <meta name="description" content={social.description} />
        <meta property="og:description" content={social.description} />
        <meta name="twitter:card" content="summary_large_image" />
        {image && <meta property="og:image" content={image} />}
        {image && <meta property="og:image:type" content={SOCIAL_CARD_TYPE} />}
        {image && <meta property="og:image:width" content={String(SOCIAL_CARD_WIDTH)} />}
        {image && <meta property="og:image:height" content={String(SOCIAL_CARD_HEIGHT)} />}
        {image && <meta name="twitter:image" content={image} />}
      </Head>
    </>
  );
}
