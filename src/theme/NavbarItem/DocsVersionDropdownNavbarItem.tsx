import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext, useActivePlugin} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/**
 * The version dropdown belongs to the versioned docs: show it only on pages of that docs instance. A docs address
 * that does not exist gets none: it hydrates the site-wide 404.html, which was rendered outside the docs.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const activePlugin = useActivePlugin();
  const docsPluginId = props.docsPluginId ?? 'default';
  const {activeDoc} = useActiveDocContext(docsPluginId);
  if (activePlugin?.pluginId !== docsPluginId || !activeDoc) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
