import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {
  PRODUCT_VIEWS_PLUGIN,
  productViewFile,
  type ProductViewId,
  type ProductViewsData,
} from '@site/src/lib/productAnalytics/published';
import styles from './styles.module.css';

export interface ProductViewProps {
  id: ProductViewId;
  /** Said under the view, after the "Sample data" label; the view's name when left out. */
  caption?: string;
  /** Loads the view's file early (a hero picture): the page asks for it with its first requests. */
  priority?: boolean;
}

/**
 * A picture of a screen of Cairn's app, drawn at build time from the sample project (src/data/sampleProject/) by
 * src/content/plugins/productViews.ts. Like the site's figures, the drawing is an inline `<svg>` that shows the
 * file's drawing through `<use>`, so it takes the page's colour tokens in the light and dark themes; its width and
 * height reserve its room before the file arrives. Narrow containers get the compact drawing, a phone-sized screen
 * whose text stays legible, instead of the wide one scaled down.
 */
export default function ProductView({id, caption, priority = false}: ProductViewProps): ReactNode {
  const {views} = usePluginData(PRODUCT_VIEWS_PLUGIN) as ProductViewsData;
  const view = views[id];
  if (!view) throw new Error(`ProductView: no product view "${id}"; the ids are ${Object.keys(views).join(', ')}`);
  const file = useBaseUrl(productViewFile(id, view.hash));
  return (
    <figure className={styles.view} data-product-view={id}>
      {priority ? (
        <Head>
          <link rel="preload" href={file} as="image" type="image/svg+xml" />
        </Head>
      ) : null}
      <div className={styles.frame}>
        <svg
          className={styles.wide}
          role="img"
          aria-label={view.alt}
          viewBox={`0 0 ${view.width} ${view.height}`}
          width={view.width}
          height={view.height}
        >
          <use href={`${file}#figure`} />
        </svg>
        <svg
          className={styles.compact}
          role="img"
          aria-label={view.alt}
          viewBox={`0 0 ${view.compactWidth} ${view.compactHeight}`}
          width={view.compactWidth}
          height={view.compactHeight}
        >
          <use href={`${file}#compact`} />
        </svg>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.badge}>Sample data</span> {caption ?? view.title}
      </figcaption>
    </figure>
  );
}
