import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The title band of a marketing page: its one h1 and a lead paragraph. */
export default function PageHeader({title, lead}: {title: string; lead?: ReactNode}): ReactNode {
  return (
    <header className={styles.header}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </header>
  );
}
