import React, {lazy, Suspense, type ReactNode} from 'react';
import type SocialsType from '@theme/Blog/Components/Author/Socials';
import type {WrapperProps} from '@docusaurus/types';
// Upstream's own styles: the empty row keeps its height, as upstream's does.
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';

type Props = WrapperProps<typeof SocialsType>;

// Upstream's component imports the icon of every platform it knows (GitHub, X, LinkedIn, Bluesky, Mastodon,
// Instagram...), about 4 KB of gzipped JavaScript on every blog page. It loads only for an author who lists socials.
const Socials = lazy(() => import('@theme-init/Blog/Components/Author/Socials'));

/**
 * An author's social links, as upstream renders them, for authors that have any (none of blog/authors.yml does
 * today). The build renders the links into the HTML; in the browser the icons' code arrives with them. An author
 * without socials gets upstream's empty row, which keeps the author block's flexbox layout as it was.
 */
export default function SocialsWrapper(props: Props): ReactNode {
  if (Object.keys(props.author.socials ?? {}).length === 0) return <div className={styles.authorSocials} />;
  return (
    <Suspense fallback={null}>
      <Socials {...props} />
    </Suspense>
  );
}
