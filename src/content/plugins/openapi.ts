import {mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OPENAPI_VERSIONS} from '../../config/openapi';
import {operationPlacements} from '../openapi/placements';
import {loadDescription} from '../remark/openapi';

/**
 * Publishes the OpenAPI description of every docs version (issue #17) as `openapi.yaml` (the file as written) and
 * `openapi.json` under its `publishDir` (src/config/openapi.ts): the latest release's at /openapi.json and
 * /openapi.yaml, Next's at /docs/next/openapi.json, an older release's under /docs/<version>/. The files go into a
 * static directory of the site's own (OPENAPI_STATIC_DIR, in `staticDirectories`), so the build and the dev server
 * serve them. The build fails, naming the description, when an operation is on no page of its docs version.
 */
export const OPENAPI_STATIC_DIR = '.docusaurus/cairn-openapi';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

export default function openApiPlugin(context: LoadContext): Plugin {
  return {
    name: 'cairn-openapi',
    loadContent() {
      const root = path.join(context.siteDir, OPENAPI_STATIC_DIR);
      rmSync(root, {recursive: true, force: true});
      const problems: string[] = [];
      for (const version of OPENAPI_VERSIONS) {
        const description = loadDescription(context.siteDir, version.file);
        const shown = new Set(
          markdownFiles(path.join(context.siteDir, version.contentDir)).flatMap((file) =>
            operationPlacements(readFileSync(file, 'utf8')).map((placement) => placement.id),
          ),
        );
        for (const operation of description.operations) {
          if (!shown.has(operation.id))
            problems.push(
              `${version.file}: operation ${operation.id} is on no page of ${version.contentDir}/ (add ::operation{id="${operation.id}"} to its API page)`,
            );
        }
        const dir = path.join(root, version.publishDir);
        mkdirSync(dir, {recursive: true});
        writeFileSync(path.join(dir, 'openapi.yaml'), readFileSync(path.join(context.siteDir, version.file)));
        writeFileSync(path.join(dir, 'openapi.json'), `${JSON.stringify(description.document, null, 2)}\n`);
      }
      if (problems.length > 0) throw new Error(`OpenAPI:\n${problems.join('\n')}`);
    },
  };
}
