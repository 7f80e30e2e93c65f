import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {DEMO_PATH, featureOfPage} from '@site/src/data/features';
import ProductView from '@site/src/components/ProductView';
import {operationAnchor} from '@site/src/content/openapi/anchor';
import styles from './FeaturePage.module.css';

/**
 * The parts of a feature page (src/pages/features/<slug>.mdx) drawn from src/data/features.ts: the way back to the
 * index above the title, the product view with the demo link under it, and the links to the feature's docs page, tutorial and API
 * operations at the end. The prose is the page's own.
 */

/** The index of every feature, above the page's title. */
export function FeatureCrumb(): ReactNode {
  return (
    <p className={styles.crumb}>
      <Link to="/product-features">All features</Link>
    </p>
  );
}

/**
 * The feature's product view (its own, or the one where it appears, captioned so) and "Try it in the demo": the
 * interactive demo of the sample project. The demo page is built on a branch of its own, so the link is left out of
 * the build's link check until then.
 */
export function FeatureView({feature}: {feature: string}): ReactNode {
  const {name, view} = featureOfPage(feature);
  if (!view) throw new Error(`src/data/features.ts: the feature ${name} names no product view for its page`);
  return (
    <>
      <ProductView id={view.id} caption={view.caption} />
      <p className={styles.demo}>
        <Link className="button button--primary" to={DEMO_PATH}>
          Try it in the demo
        </Link>
        <span className={styles.demoNote}>{name} on the sample project, in your browser, with no sign-up.</span>
      </p>
    </>
  );
}

/** Where to read on: the docs page, the tutorial, the API operations and the demo. */
export function FeatureLinks({feature}: {feature: string}): ReactNode {
  const {name, doc, tutorial, api = []} = featureOfPage(feature);
  return (
    <ul className={styles.links}>
      <li className={styles.card}>
        <span className={styles.kind}>Documentation</span>
        <Link to={doc}>{name} in the docs</Link>
        <span className={styles.note}>Every setting, how it is computed, and its limits.</span>
      </li>
      {tutorial ? (
        <li className={styles.card}>
          <span className={styles.kind}>Tutorial</span>
          <Link to={tutorial.doc}>{tutorial.title}</Link>
          <span className={styles.note}>A walk-through on your own site, step by step.</span>
        </li>
      ) : null}
      <li className={styles.card}>
        <span className={styles.kind}>Demo</span>
        <Link to={DEMO_PATH}>Try it in the demo</Link>
        <span className={styles.note}>Change the query and watch the numbers change.</span>
      </li>
      <li className={`${styles.card} ${styles.wide}`}>
        <span className={styles.kind}>API</span>
        <ul className={styles.operations}>
          {api.map((operation) => (
            <li key={operation.operationId}>
              <Link to={`${operation.page}#${operationAnchor(operation.operationId)}`}>
                <code>{operation.call}</code>
              </Link>{' '}
              {operation.summary}
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}
