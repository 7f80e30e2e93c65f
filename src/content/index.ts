/**
 * The content machinery's one entry point for the build (docusaurus.config.ts): what turns the Markdown of the docs,
 * handbook, blog and pages into the site's pages, beyond Docusaurus's own processing. The checks of the same
 * content, without a build, are `./checks/` (`npm run check`, `npm run content`, `npm run check:code`,
 * `npm run check:openapi`). See ./README.md.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {assertValidFrontMatter} from './frontMatter';
import figuresPlugin, {FIGURES_STATIC_DIR} from './plugins/figures';
import openApiPlugin, {OPENAPI_STATIC_DIR} from './plugins/openapi';
import machineDataPlugin from './plugins/machineData';
import productViewsPlugin from './plugins/productViews';
import tryItFramePlugin, {TRY_IT_STATIC_DIR} from './plugins/tryItFrame';
import rehypeScrollableTables from './rehype/scrollable-tables';
import remarkEnvVars from './remark/env-vars';
import remarkFeatureExamples from './remark/feature-examples';
import remarkFigures from './remark/figures';
import remarkHelmValues from './remark/helm-values';
import remarkFileBlocks from './remark/file-blocks';
import remarkIntegrations from './remark/integrations';
import remarkOpenApi from './remark/openapi';
import remarkPublicNumbers from './remark/public-numbers';

/** Rehype plugins of every Markdown page: docs, handbook, blog and Markdown pages. */
export const rehypePlugins = [rehypeScrollableTables];

/**
 * Remark plugins that run before Docusaurus's own (so the links they bring are resolved): code blocks filled from
 * the published files under static/, the figures of src/data/figures/ and the public numbers of
 * src/data/publicNumbers.ts on every Markdown page...
 */
export const beforeDefaultRemarkPlugins = [remarkFileBlocks, remarkFigures, remarkPublicNumbers];

/**
 * ...and on the site's own pages, the numbers of the feature pages' worked examples, computed from the sample project
 * (src/lib/featureExamples.ts).
 */
export const pagesRemarkPlugins = [...beforeDefaultRemarkPlugins, remarkFeatureExamples];

/**
 * ...and on the docs, the environment variable and Helm values tables, the lists of the Integrations index
 * (src/data/integrations.ts) and the API reference's operations from openapi/*.yaml.
 */
export const docsRemarkPlugins = [
  remarkEnvVars,
  remarkHelmValues,
  remarkIntegrations,
  remarkFileBlocks,
  remarkFigures,
  remarkPublicNumbers,
  remarkOpenApi,
];

/**
 * The Docusaurus plugins that publish files of the content: the figures' SVG files, the product views (pictures of
 * Cairn's app drawn from the sample project, in the figures' static directory), the OpenAPI descriptions, the
 * machine-readable data and the API reference's "Try it" request frame.
 */
export const contentPlugins = [figuresPlugin, productViewsPlugin, openApiPlugin, machineDataPlugin, tryItFramePlugin];

/** The static directories those plugins write into, beside `static/`. */
export const contentStaticDirectories = [FIGURES_STATIC_DIR, OPENAPI_STATIC_DIR, TRY_IT_STATIC_DIR];

/** Docusaurus's front matter parser, then the site's rules for it: a page without what it needs fails the build. */
export function parseFrontMatterIn(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    assertValidFrontMatter(path.relative(siteDir, params.filePath), result.frontMatter);
    return result;
  };
}
