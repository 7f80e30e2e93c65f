import {type ReactNode, useEffect, useRef, useState} from 'react';
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
  /**
   * Loads the view's file with the page (a hero picture). Other views load theirs once they come within about a
   * screen of the viewport, so a page of many views asks only for those a visitor gets near (without JavaScript, a
   * `<noscript>` image shows the file).
   */
  priority?: boolean;
}

/** Whether an element has come within a screen's height of the viewport (always, when `eager`). */
function useNearViewport(eager: boolean) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '100% 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return {ref, near};
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
  const {ref, near} = useNearViewport(priority);
  return (
    <figure ref={ref} className={styles.view} data-product-view={id} data-loaded={near ? 'true' : 'false'}>
      <div className={styles.frame}>
        <svg
          className={styles.wide}
          role="img"
          aria-label={view.alt}
          viewBox={`0 0 ${view.width} ${view.height}`}
          width={view.width}
          height={view.height}
        >
          <use href={near ? `${file}#figure` : undefined} />
        </svg>
        <svg
          className={styles.compact}
          role="img"
          aria-label={view.alt}
          viewBox={`0 0 ${view.compactWidth} ${view.compactHeight}`}
          width={view.compactWidth}
          height={view.compactHeight}
        >
          <use href={near ? `${file}#compact` : undefined} />
        </svg>
        {/* Without JavaScript, the file itself over the drawing's reserved box (its light colours). */}
        {near ? null : (
          <noscript>
            <img className={styles.fallback} src={file} alt="" width={view.width} height={view.height} />
          </noscript>
        )}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.badge}>Sample data</span> {caption ?? view.title}
      </figcaption>
    </figure>
  );
}
