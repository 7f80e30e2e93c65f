import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
// BEGIN CAIRN: breadcrumbs from the sidebar with public APIs and src/lib/breadcrumbs.ts (see README.md)
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@cairn/docusaurus-internals/router';
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
import {breadcrumbsOf} from '@site/src/lib/breadcrumbs';
// END CAIRN
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';

import styles from './styles.module.css';

function BreadcrumbsItemLink({
  children,
  href,
  isLast,
}: {
  children: ReactNode;
  href: string | undefined;
  isLast: boolean;
}): ReactNode {
  const className = 'breadcrumbs__link';
  if (isLast) {
    return <span className={className}>{children}</span>;
  }
  return href ? (
    <Link className={className} href={href}>
      <span>{children}</span>
    </Link>
  ) : (
    <span className={className}>{children}</span>
  );
}

function BreadcrumbsItem({
  children,
  active,
}: {
  children: ReactNode;
  active?: boolean;
}): ReactNode {
  return (
    <li
      className={clsx('breadcrumbs__item', {
        'breadcrumbs__item--active': active,
      })}>
      {children}
    </li>
  );
}

export default function DocBreadcrumbs(): ReactNode {
  // BEGIN CAIRN: upstream's useSidebarBreadcrumbs() looks up the active docs plugin, which sorts the plugins with
  // localeCompare: its first call loads the collation data, a long task while the page hydrates on a phone. Both
  // docs instances keep breadcrumbs on (the plugin's default), and the site has a home page, so upstream's
  // useHomePageRoute() (an internal API) always finds one.
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  const homePageRoute = true;
  if (!sidebar) {
    return null;
  }
  const breadcrumbs = breadcrumbsOf(sidebar.items, pathname) as PropSidebarBreadcrumbsItem[];
  // END CAIRN

  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={clsx(
          ThemeClassNames.docs.docBreadcrumbs,
          styles.breadcrumbsContainer,
        )}
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.navAriaLabel',
          message: 'Breadcrumbs',
          description: 'The ARIA label for the breadcrumbs',
        })}>
        <ul className="breadcrumbs">
          {homePageRoute && <HomeBreadcrumbItem />}
          {breadcrumbs.map((item, idx) => {
            const isLast = idx === breadcrumbs.length - 1;
            const href =
              item.type === 'category' && item.linkUnlisted
                ? undefined
                : item.href;
            return (
              <BreadcrumbsItem key={idx} active={isLast}>
                <BreadcrumbsItemLink href={href} isLast={isLast}>
                  {item.label}
                </BreadcrumbsItemLink>
              </BreadcrumbsItem>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
