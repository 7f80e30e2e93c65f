import {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

// Every API page loads this file; the panel's code loads only when a reader opens it.
const Panel = lazy(() => import('./Panel'));

/**
 * The "Try it" button at the end of an operation in the API reference (written by the build, with the operation as
 * JSON in `operation`). The panel stays mounted once opened, so closing and reopening keeps the response.
 */
export default function ApiTryIt({operation}: {operation: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.tryIt}>
      <button
        type="button"
        className={`button button--sm button--outline button--primary ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="try-it-toggle"
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
      >
        Try it
      </button>
      <div id={panelId} hidden={!open}>
        {loaded ? (
          <Suspense fallback={<p className={styles.loading}>Loading the request form…</p>}>
            <Panel operation={operation} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
