import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {Placeholder} from './Frame';
import styles from './styles.module.css';

/** The sections to start from when search finds nothing or cannot run (and without JavaScript). */
const SECTIONS = [
  {title: 'Docs', to: '/docs', about: 'Set up, configure and use Cairn'},
  {title: 'Install', to: '/docs/deployment', about: 'Deploy Cairn on your own servers'},
  {title: 'Blog', to: '/blog', about: 'Release notes and stories from the team'},
  {title: 'Handbook', to: '/handbook', about: 'How the Cairn team works'},
];

export function Row({to, title, detail}: {to: string; title: string; detail: string}): ReactNode {
  return (
    <li>
      <Link to={to} className={styles.link}>
        <span className={styles.title}>{title}</span>
        <span className={styles.detail}>{detail}</span>
      </Link>
    </li>
  );
}

export function Fallback({className}: {className?: string}): ReactNode {
  return (
    <div className={className}>
      <ul className={styles.list}>
        {SECTIONS.map((section) => (
          <Row key={section.to} to={section.to} title={section.title} detail={section.about} />
        ))}
      </ul>
      <p className={styles.hint}>
        <span className={styles.keysHint}>
          Or press <kbd>Ctrl</kbd> <kbd>K</kbd> (<kbd>⌘</kbd> <kbd>K</kbd> on a Mac) to search the docs, handbook and
          blog.
        </span>
        <span className={styles.buttonHint}>
          Or search the docs, handbook and blog with the search button at the top.
        </span>
      </p>
    </div>
  );
}

/**
 * The suggestions before they search, as the server renders them: the placeholder when JavaScript runs, the section
 * links when it does not (<html data-cairn-js>, set before the first paint, picks one; see styles.module.css).
 */
export function InitialState(): ReactNode {
  return (
    <>
      <Placeholder className={styles.withJs} />
      <Fallback className={styles.withoutJs} />
    </>
  );
}
