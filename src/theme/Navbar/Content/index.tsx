/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (Navbar/Content) and rewritten between the CAIRN markers:
 * the upstream file switches to its mobile menu at 996px through internal APIs
 * (`useNavbarMobileSidebar`, `splitNavbarItems`). Ours uses public APIs only and the site's 1076px cut-off:
 * above it the configured items; at and below it our burger menu (src/components/Layout/BurgerMenu).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig, ErrorCauseBoundary, ThemeClassNames} from '@docusaurus/theme-common';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import NavbarLogo from '@theme/Navbar/Logo';
// BEGIN CAIRN
import BurgerMenu from '@site/src/components/Layout/BurgerMenu';
// END CAIRN

import styles from './styles.module.css';

function useNavbarItems() {
  return useThemeConfig().navbar.items as NavbarItemConfig[];
}

function NavbarItems({items}: {items: NavbarItemConfig[]}): ReactNode {
  return (
    <>
      {items.map((item, i) => (
        <ErrorCauseBoundary
          key={i}
          onError={(error) =>
            new Error(
              `A theme navbar item failed to render.
Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:
${JSON.stringify(item, null, 2)}`,
              {cause: error},
            )
          }>
          <NavbarItem {...item} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
}

// BEGIN CAIRN
export default function NavbarContent(): ReactNode {
  const items = useNavbarItems();
  // Docusaurus's default position is "right".
  const leftItems = items.filter((item) => item.position === 'left');
  const rightItems = items.filter((item) => item.position !== 'left');
  return (
    <div className="navbar__inner">
      <div className={clsx(ThemeClassNames.layout.navbar.containerLeft, 'navbar__items')}>
        <NavbarLogo />
        <div className={styles.wideOnly}>
          <NavbarItems items={leftItems} />
        </div>
      </div>
      <div className={clsx(ThemeClassNames.layout.navbar.containerRight, 'navbar__items navbar__items--right')}>
        <div className={styles.wideOnly}>
          <NavbarItems items={rightItems} />
        </div>
        <div className={styles.search}>
          <SearchBar />
        </div>
        <NavbarColorModeToggle className={styles.colorModeToggle} />
        <BurgerMenu />
      </div>
    </div>
  );
}
// END CAIRN
