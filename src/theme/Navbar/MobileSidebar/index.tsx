import type {ReactNode} from 'react';

/**
 * Upstream's mobile navbar sidebar is replaced by our burger menu (src/components/Layout/BurgerMenu, rendered by
 * the Navbar/Content eject, which no longer renders upstream's toggle). Upstream still mounted this panel on phones:
 * once hydrated, `useWindowSize()` turned "mobile" and rendered a hidden copy of every navbar item, work on the
 * main thread that nothing showed. This wrapper renders nothing, so that code leaves the bundle too.
 */
export default function MobileSidebarWrapper(): ReactNode {
  return null;
}
