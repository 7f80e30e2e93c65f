import {createHash} from 'node:crypto';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRODUCT_VIEWS_PATH, PRODUCT_VIEWS_PLUGIN, type ProductViewsData} from '../../lib/productAnalytics/published';
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

/**
 * Writes the product views (issue 27), pictures of Cairn's app drawn from the sample project
 * (src/data/sampleProject/), as /img/product/<id>.svg into the figures' static directory, and publishes each
 * view's size, text alternative and version as global data for src/components/ProductView.
 */
export default function productViewsPlugin(context: LoadContext): Plugin {
  return {
    name: PRODUCT_VIEWS_PLUGIN,
    loadContent(): ProductViewsData {
      const {files, data} = renderProductViews();
      const dir = path.join(context.siteDir, FIGURES_STATIC_DIR, ...PRODUCT_VIEWS_PATH.split('/').filter(Boolean));
      rmSync(dir, {recursive: true, force: true});
      mkdirSync(dir, {recursive: true});
      for (const [id, svg] of files) writeFileSync(path.join(dir, `${id}.svg`), svg);
      return data;
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData(content as ProductViewsData);
    },
  };
}
