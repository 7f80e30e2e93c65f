import React, {useId, type ReactNode} from 'react';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import DropdownNavbarItemDesktop from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import NavbarItem from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DropdownNavbarItemType>;

/**
 * A replacement (not a wrap) of the classic theme's dropdown item. In the header it is upstream's desktop dropdown
 * (the docs version menu). In our burger menu (`mobile`), where upstream would show a collapsible list, it is a
 * labelled group of plain links, always open: one tap to another version, no collapsible code in the first load,
 * and it works without JavaScript. The version dropdown passes "Versions" as the label there.
 */
export default function DropdownNavbarItem({mobile, items, label, className, ...props}: Props): ReactNode {
  const labelId = useId();
  if (!mobile) return <DropdownNavbarItemDesktop items={items} label={label} className={className} {...props} />;
  return (
    <li className={`menu__list-item ${styles.group}`}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <ul className="menu__list" aria-labelledby={labelId}>
        {items.map((item, i) => (
          <NavbarItem key={i} mobile isDropdownItem activeClassName="menu__link--active" {...item} />
        ))}
      </ul>
    </li>
  );
}
