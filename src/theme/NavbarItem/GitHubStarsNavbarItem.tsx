import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import GitHubStars from '@site/src/components/GitHubStars';
import {useDeployConfig} from '@site/src/components/useDeployConfig';

/**
 * Navbar item type `custom-githubStars`: the star-count button beside the repository link in the header; in the
 * burger menu (`mobile`), a plain link to the stargazers (no second request for the count).
 */
export default function GitHubStarsNavbarItem({mobile}: {mobile?: boolean}): ReactNode {
  const {links} = useDeployConfig();
  if (!mobile) return <GitHubStars />;
  return (
    <li className="menu__list-item">
      <Link className="menu__link" href={links.stargazers}>
        Star Cairn on GitHub
      </Link>
    </li>
  );
}
