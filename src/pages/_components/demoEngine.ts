/**
 * The /demo page's interactive chunk: the sample project (generated here, from its seed) and the analysis functions.
 * The page imports it on the reader's first move toward the app; the server bundle uses it for the static views.
 */
import {sampleProject} from '@site/src/data/sampleProject';
import type {DemoModel, DemoQuery, DemoView} from '@site/src/lib/demo';
import {computeDemoModel} from '@site/src/lib/demoModels';

const cache = new Map<string, DemoModel>();

/** A view's model for a query, computed once per view and query. */
export function computeDemo(view: DemoView, query: DemoQuery): DemoModel {
  const key = `${view} ${query.range} ${query.breakdown} ${query.filter}`;
  let model = cache.get(key);
  if (!model) {
    model = computeDemoModel(sampleProject, view, query);
    cache.set(key, model);
  }
  return model;
}
