import React, {type ReactNode} from 'react';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import DropdownNavbarItemDesktop from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DropdownNavbarItemType>;

/**
 * Always the desktop dropdown (the docs version menu in the header). Upstream picks its mobile variant for the
 * mobile navbar panel, which our burger menu replaces (see Navbar/MobileSidebar), so `mobile` is never set; not
 * importing that variant keeps it, and the collapsible it uses, out of every page's first load.
 */
export default function DropdownNavbarItemWrapper({mobile: _mobile, ...props}: Props): ReactNode {
  return <DropdownNavbarItemDesktop {...props} />;
}
