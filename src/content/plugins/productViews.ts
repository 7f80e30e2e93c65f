import {createHash} from 'node:crypto';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  PRODUCT_VIEWS_DATA_MODULE,
  PRODUCT_VIEWS_PATH,
  PRODUCT_VIEWS_PLUGIN,
  type ProductViewsData,
} from '../../lib/productAnalytics/published';
import {productViewDocument} from '../../lib/productAnalytics/render';
import {PRODUCT_VIEW_IDS, PRODUCT_VIEW_TITLES, productViewAlt} from '../../lib/productAnalytics/views';
import {FIGURES_STATIC_DIR} from './figures';

/** Every product view drawn: the files' contents and what the component needs, by id. */
export function renderProductViews(): {files: Map<string, string>; data: ProductViewsData} {
  const files = new Map<string, string>();
  const data: ProductViewsData = {views: {}};
  for (const id of PRODUCT_VIEW_IDS) {
    const title = `${PRODUCT_VIEW_TITLES[id]} (sample data)`;
    const {svg, wide, compact} = productViewDocument(id, title);
    files.set(id, svg);
    data.views[id] = {
      title: PRODUCT_VIEW_TITLES[id],
      alt: productViewAlt(id),
      width: wide.width,
      height: wide.height,
      compactWidth: compact.width,
      compactHeight: compact.height,
      hash: createHash('sha256').update(svg).digest('hex').slice(0, 8),
    };
  }
  return {files, data};
}

/** Where the plugin writes what the component imports (as PRODUCT_VIEWS_DATA_MODULE). */
export const PRODUCT_VIEWS_DATA_FILE = '.docusaurus/cairn-product-views/views.json';

/**
 * Writes the product views (issue 27), pictures of Cairn's app drawn from the sample project
 * (src/data/sampleProject/), as /img/product/<id>.svg into the figures' static directory, and each view's size,
 * text alternative and version as a JSON module that src/components/ProductView imports: it goes only into the
 * bundles of the pages that show a view, not into every page's global data.
 */
export default function productViewsPlugin(context: LoadContext): Plugin {
  const dataFile = path.join(context.siteDir, PRODUCT_VIEWS_DATA_FILE);
  return {
    name: PRODUCT_VIEWS_PLUGIN,
    loadContent() {
      const {files, data} = renderProductViews();
      const dir = path.join(context.siteDir, FIGURES_STATIC_DIR, ...PRODUCT_VIEWS_PATH.split('/').filter(Boolean));
      rmSync(dir, {recursive: true, force: true});
      mkdirSync(dir, {recursive: true});
      for (const [id, svg] of files) writeFileSync(path.join(dir, `${id}.svg`), svg);
      mkdirSync(path.dirname(dataFile), {recursive: true});
      writeFileSync(dataFile, JSON.stringify(data));
    },
    configureWebpack() {
      return {resolve: {alias: {[PRODUCT_VIEWS_DATA_MODULE]: dataFile}}};
    },
  };
}
