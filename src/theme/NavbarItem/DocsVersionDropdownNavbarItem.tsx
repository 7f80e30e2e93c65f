import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/**
 * The version dropdown belongs to the versioned docs: show it only on pages of that docs instance, that is where
 * that instance has an active doc. A docs address that does not exist gets none: it hydrates the site-wide
 * 404.html, which was rendered outside the docs. (`useActivePlugin()` would also tell the instance, but it sorts the
 * plugins with `localeCompare`, whose first call loads the collation data: a long task on every page, on phones.)
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(props.docsPluginId ?? 'default');
  if (!activeDoc) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
