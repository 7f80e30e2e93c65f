import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

// BEGIN CAIRN: the GitHub star-count button and the login button as navbar item types.
import GitHubStarsNavbarItem from './GitHubStarsNavbarItem';
import LoginNavbarItem from './LoginNavbarItem';

/**
 * The item types docusaurus.config.ts does not use (the locale dropdown, search, html, doc, doc sidebar and docs
 * version items) are left out: their code was in every page's first load. Using one fails the build with this
 * message, when the navbar is rendered.
 */
function notEnabled(type: string) {
  return function NotEnabledNavbarItem(): never {
    throw new Error(`The navbar item type "${type}" is not enabled on this site: import it in src/theme/NavbarItem/ComponentTypes.tsx.`);
  };
}
// END CAIRN

import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes: ComponentTypesObject = {
  default: DefaultNavbarItem,
  // BEGIN CAIRN: types the site does not use
  localeDropdown: notEnabled('localeDropdown'),
  search: notEnabled('search'),
  // END CAIRN
  dropdown: DropdownNavbarItem,
  // BEGIN CAIRN
  html: notEnabled('html'),
  doc: notEnabled('doc'),
  docSidebar: notEnabled('docSidebar'),
  docsVersion: notEnabled('docsVersion'),
  // END CAIRN
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
  // BEGIN CAIRN
  'custom-githubStars': GitHubStarsNavbarItem,
  'custom-login': LoginNavbarItem,
  // END CAIRN
};

export default ComponentTypes;
