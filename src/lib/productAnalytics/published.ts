/**
 * What the product views plugin (src/content/plugins/productViews.ts) publishes for the ProductView component
 * (src/components/ProductView): light on purpose, so the component's bundle carries no sample data and no drawing
 * code, only each view's size, text alternative and file version.
 */

/** The product views, by id: pictures of Cairn's main screens (./views.ts says what each shows). */
export const PRODUCT_VIEW_IDS = [
  'trends',
  'funnel',
  'retention',
  'paths',
  'dashboard',
  'feature-flags',
  'feature-flag-rollout',
  'live-actions',
  'person',
  'toolbar-heatmap',
] as const;

export type ProductViewId = (typeof PRODUCT_VIEW_IDS)[number];

/** The plugin's name, the key of its global data (`usePluginData`). */
export const PRODUCT_VIEWS_PLUGIN = 'cairn-product-views';

/** Where the views' files are served: /img/product/<id>.svg. */
export const PRODUCT_VIEWS_PATH = '/img/product';

export interface PublishedProductView {
  /** What the view shows, as a caption says it. */
  title: string;
  /** The text alternative, written from the analysis functions (./views.ts). */
  alt: string;
  /** The wide drawing's size, and the compact drawing's (390 wide). */
  width: number;
  height: number;
  compactWidth: number;
  compactHeight: number;
  /** 8 hex digits of the file's content, for its address (`?v=`), so a changed view is never cached. */
  hash: string;
}

export interface ProductViewsData {
  views: Record<string, PublishedProductView>;
}

/** Whether a site path is a product view's file, /img/product/<id>.svg (the link check knows them before a build). */
export const isProductViewFile = (sitePath: string): boolean =>
  PRODUCT_VIEW_IDS.some((id) => sitePath === `${PRODUCT_VIEWS_PATH}/${id}.svg`);

/** The address of a view's file, versioned by its content. */
export const productViewFile = (id: string, hash: string): string => `${PRODUCT_VIEWS_PATH}/${id}.svg?v=${hash}`;
