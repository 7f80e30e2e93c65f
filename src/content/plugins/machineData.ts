import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OPENAPI_VERSIONS} from '../../config/openapi';
import {ENV_VARS} from '../../data/envVars';
import {
  LATEST_DOCS_VERSION,
  NEXT_DOCS_LABEL,
  NEXT_DOCS_VERSION,
  OLDER_DOCS_VERSIONS,
  type Release,
} from '../../constants/docs';
import {envVarsOf} from '../envVars';

/** The files this plugin writes at the root of the build. */
export const DOCS_VERSIONS_FILE = 'docs-versions.json';
export const ENV_VARS_FILE = 'environment-variables.json';

/** One docs version as tools read it (the docs MCP server, packages/docs-mcp). */
export interface PublishedVersion {
  /** The name the search filters and the tools take: "next", "1.15", "1.14". */
  name: string;
  label: string;
  /** The Cairn release it describes. */
  release: string;
  latest: boolean;
  /** Where its pages are, its llms.txt and its OpenAPI description, as site paths. */
  path: string;
  llmsTxt: string;
  openapi: string;
  /** For an older release: the release until which it gets fixes. */
  fixesUntil?: string;
}

/** The docs versions the site serves, the latest first, then Next, then the older releases. */
export function publishedVersions(): PublishedVersion[] {
  return OPENAPI_VERSIONS.map((version) => {
    const next = version.docsVersion === 'current';
    const name = next ? 'next' : version.docsVersion;
    const latest = name === LATEST_DOCS_VERSION;
    const docsPath = latest ? '/docs/' : `/docs/${name}/`;
    const older = OLDER_DOCS_VERSIONS.find((release) => release.version === name);
    return {
      name,
      label: next ? NEXT_DOCS_LABEL : name,
      release: next ? NEXT_DOCS_VERSION : name,
      latest,
      path: docsPath,
      llmsTxt: latest ? '/llms.txt' : `${docsPath}llms.txt`,
      openapi: `${version.publishDir}openapi.json`,
      ...(older ? {fixesUntil: older.fixesUntil} : {}),
    };
  }).sort((a, b) => Number(b.latest) - Number(a.latest));
}

/** The environment variables of each docs version, with the texts that version's reference page shows. */
export function publishedEnvVars(versions: PublishedVersion[]) {
  return Object.fromEntries(
    versions.map((version) => [
      version.name,
      envVarsOf(ENV_VARS, version.release as Release).map(({changes: _changes, ...variable}) => variable),
    ]),
  );
}

/**
 * Publishes what tools need besides the pages' Markdown twins and the OpenAPI descriptions: `/docs-versions.json`
 * (each docs version, where its pages, llms.txt and OpenAPI description are) and `/environment-variables.json`
 * (each version's variables: default, description, example, since). The docs MCP server (packages/docs-mcp) reads
 * them from a build folder or the published site.
 */
export default function machineDataPlugin(context: LoadContext): Plugin {
  return {
    name: 'cairn-machine-data',
    postBuild({outDir}) {
      const versions = publishedVersions();
      const site = context.siteConfig.url;
      writeFileSync(path.join(outDir, DOCS_VERSIONS_FILE), `${JSON.stringify({site, versions}, null, 2)}\n`);
      writeFileSync(
        path.join(outDir, ENV_VARS_FILE),
        `${JSON.stringify({site, versions: publishedEnvVars(versions)}, null, 2)}\n`,
      );
      return Promise.resolve();
    },
  };
}
