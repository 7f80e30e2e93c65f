import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {headerMenu} from '@site/src/config/navigation';
import {useDeployConfig} from '@site/src/components/useDeployConfig';
import styles from './styles.module.css';

/** The application's login page, styled as a button: small in the header, full width (`block`) in the burger menu. */
export default function LoginButton({block = false}: {block?: boolean}): ReactNode {
  const {links} = useDeployConfig();
  const {login} = headerMenu(links);
  return (
    <Link
      className={clsx('button button--primary', block ? styles.block : clsx('button--sm', styles.login))}
      href={login.a}
    >
      {login.name}
    </Link>
  );
}
