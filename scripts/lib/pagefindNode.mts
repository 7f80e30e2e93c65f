/**
 * Pagefind's own browser runtime (`pagefind/pagefind.js` of a build) run in Node over a built site's files, for
 * the scripts that search the way the site does (scripts/search-eval.mts): its requests are answered from the
 * folder, and the bytes each file weighs as served (gzip for the runtime and JSON; the index files are
 * compressed already) are counted.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import type {SearchEngine} from '../../src/lib/search/search.ts';
import type {Vocabulary} from '../../src/lib/search/query.ts';
import {VOCABULARY_FILE} from '../../src/lib/searchIndex.ts';

const BASE = 'http://pagefind.local';

export interface NodePagefind {
  engine: SearchEngine;
  vocabulary: () => Promise<Vocabulary>;
  /** Bytes served so far, as a host serves them. */
  bytes: () => number;
}

/** Loads the Pagefind index of `buildDir`; fails naming the folder when the build has no index. */
export async function loadPagefindFrom(buildDir: string): Promise<NodePagefind> {
  const runtime = path.join(buildDir, 'pagefind', 'pagefind.js');
  if (!existsSync(runtime))
    throw new Error(`${path.relative(process.cwd(), runtime)} is missing: run \`npm run build\` first`);
  let served = 0;
  const read = (urlPath: string) => {
    const file = path.join(buildDir, decodeURIComponent(urlPath));
    const body = readFileSync(file);
    served += /\.(js|json|css)$/.test(file) ? gzipSync(body).length : body.length;
    return body;
  };
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return new Response(read(url.pathname), {
      headers: {'content-type': url.pathname.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream'},
    });
  }) as typeof fetch;
  read('pagefind/pagefind.js');
  const pagefind = (await import(pathToFileURL(runtime).href)) as SearchEngine & {
    options(options: Record<string, unknown>): Promise<void>;
  };
  await pagefind.options({basePath: `${BASE}/pagefind/`, excerptLength: 22});
  const engine: SearchEngine = {
    search: async (query, options) => {
      const found = await pagefind.search(query, options);
      if (!found) return found;
      return {
        results: found.results.map((result) => ({
          ...result,
          data: async () => {
            const page = await result.data();
            return {...page, url: page.url.replace(BASE, '')};
          },
        })),
      };
    },
  };
  return {
    engine,
    vocabulary: async () => JSON.parse(read(VOCABULARY_FILE).toString('utf8')) as Vocabulary,
    bytes: () => served,
  };
}
