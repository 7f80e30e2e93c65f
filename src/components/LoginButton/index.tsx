import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {headerMenu} from '@site/src/config/navigation';
import {useDeployConfig} from '@site/src/components/useDeployConfig';
import styles from './styles.module.css';

/** The header's last item: the application's login page, styled as a button. */
export default function LoginButton(): ReactNode {
  const {links} = useDeployConfig();
  const {login} = headerMenu(links);
  return (
    <Link className={clsx('button button--primary button--sm', styles.login)} href={login.a}>
      {login.name}
    </Link>
  );
}
