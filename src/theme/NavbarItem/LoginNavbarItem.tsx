import type {ReactNode} from 'react';
import LoginButton from '@site/src/components/LoginButton';

/** Navbar item type `custom-login`: the login link as a button (the burger menu has its own). */
export default function LoginNavbarItem({mobile}: {mobile?: boolean}): ReactNode {
  return mobile ? null : <LoginButton />;
}
