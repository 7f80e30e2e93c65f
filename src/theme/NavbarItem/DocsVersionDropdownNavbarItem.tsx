import React, {type ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/** The version dropdown belongs to the versioned docs: show it only on pages of that docs instance. */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const activePlugin = useActivePlugin();
  const docsPluginId = props.docsPluginId ?? 'default';
  if (activePlugin?.pluginId !== docsPluginId) return null;
  return <DocsVersionDropdownNavbarItem {...props} />;
}
