import type {ReactNode} from 'react';
import LoginButton from '@site/src/components/LoginButton';

/** Navbar item type `custom-login`: the login link as a button; full width, below the links, in the burger menu. */
export default function LoginNavbarItem({mobile}: {mobile?: boolean}): ReactNode {
  if (!mobile) return <LoginButton />;
  return (
    <li className="menu__list-item">
      <LoginButton block />
    </li>
  );
}
