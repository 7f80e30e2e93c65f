import type {ReactNode} from 'react';
import GitHubStars from '@site/src/components/GitHubStars';

/** Navbar item type `custom-githubStars`: the star-count button beside the repository link. */
export default function GitHubStarsNavbarItem({mobile}: {mobile?: boolean}): ReactNode {
  return mobile ? null : <GitHubStars />;
}
