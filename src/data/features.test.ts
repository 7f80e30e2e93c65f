import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LATEST_DOCS_VERSION} from '../constants/docs';
import {OPENAPI_VERSIONS} from '../config/openapi';
import {operationAnchor, parseDescription} from '../content/openapi/spec';
import {PRODUCT_VIEW_IDS} from '../lib/productAnalytics/published';
import {featureOfPage, featurePages, features, type Feature} from './features';

const root = path.resolve(__dirname, '../..');
const latestDocs = path.join(root, 'versioned_docs', `version-${LATEST_DOCS_VERSION}`);
const spec = OPENAPI_VERSIONS.find((version) => version.docsVersion === LATEST_DOCS_VERSION)!;
const description = parseDescription(readFileSync(path.join(root, spec.file), 'utf8'), spec.file);

/** The file of a latest docs page (`/docs/features/trends` → `features/trends.md`), or undefined. */
function docsFile(route: string): string | undefined {
  if (!route.startsWith('/docs/')) return undefined;
  const base = path.join(latestDocs, route.slice('/docs/'.length));
  return [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md')].find((file) => existsSync(file));
}

const product = (feature: Feature) => feature.name;

describe('features', () => {
  it('the 14 features of the product brief each have a page of their own', () => {
    expect(featurePages.map(product)).toEqual([
      'Events',
      'Actions',
      'Trends',
      'Funnels',
      'Retention',
      'Paths',
      'Sessions',
      'Cohorts',
      'Dashboards',
      'Feature flags',
      'Annotations',
      'Toolbar',
      'People',
      'Live actions',
    ]);
    for (const feature of featurePages) {
      const slug = feature.page.replace(/^\/features\//, '');
      expect(existsSync(path.join(root, 'src/pages/features', `${slug}.mdx`)), `${feature.page} has no page`).toBe(
        true,
      );
      expect(featureOfPage(slug)).toBe(feature);
      expect(PRODUCT_VIEW_IDS, `${feature.page} shows a product view`).toContain(feature.view?.id);
    }
    expect(() => featureOfPage('nope')).toThrow('no feature whose page is /features/nope');
  });

  it(`every docs page and tutorial named is a page of the ${LATEST_DOCS_VERSION} docs`, () => {
    const missing = features.flatMap((feature) =>
      [feature.doc, feature.tutorial?.doc]
        .filter((route): route is string => route !== undefined)
        .filter((route) => !docsFile(route))
        .map((route) => `${feature.name}: ${route}`),
    );
    expect(missing).toEqual([]);
    for (const feature of features.filter((f) => f.tutorial)) {
      expect(feature.tutorial!.doc, feature.name).toMatch(/^\/docs\/tutorials\//);
      const title = /^title: (.+)$/m.exec(readFileSync(docsFile(feature.tutorial!.doc)!, 'utf8'))?.[1];
      expect(title, feature.name).toBe(feature.tutorial!.title);
    }
  });

  it(`every API operation named is in ${spec.file}, with its method, path and summary, and on the page named`, () => {
    const problems = featurePages.flatMap((feature) => {
      expect(feature.api?.length, feature.name).toBeGreaterThan(0);
      return feature.api!.flatMap((operation) => {
        const where = `${feature.name}: ${operation.operationId}`;
        const found = description.operations.find((candidate) => candidate.id === operation.operationId);
        if (!found) return [`${where} is not in ${spec.file}`];
        const problems: string[] = [];
        const call = `${found.method.toUpperCase()} ${found.path}`;
        if (call !== operation.call) problems.push(`${where}: the description says ${call}, not ${operation.call}`);
        if (found.summary !== operation.summary) problems.push(`${where}: the summary is "${found.summary}"`);
        const file = docsFile(operation.page);
        if (!file) problems.push(`${where}: ${operation.page} is not a docs page`);
        else if (!readFileSync(file, 'utf8').includes(`::operation{id="${operation.operationId}"}`))
          problems.push(
            `${where}: ${operation.page} does not document it (#${operationAnchor(operation.operationId)})`,
          );
        return problems;
      });
    });
    expect(problems).toEqual([]);
  });
});
