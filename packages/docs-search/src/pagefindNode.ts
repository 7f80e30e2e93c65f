/**
 * Pagefind's own browser runtime (`/pagefind/pagefind.js` of a built site) run in Node, over a build folder or a
 * published site (a URL), for the tools that search the way the site does: the search-quality script, the docs
 * MCP server. Counts the bytes it downloads as a host serves them (gzip for the runtime and JSON; the index files
 * are compressed already).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {vocabularyLoader, type SearchEngine, type VocabularyLoader} from './search';

export interface NodePagefind {
  engine: SearchEngine;
  vocabulary: VocabularyLoader;
  /** Bytes downloaded so far. */
  bytes: () => number;
}

const LOCAL = 'http://build.local';

/**
 * Loads the Pagefind index of a site: a build folder, or the address of a published site. Fails with a message
 * naming the folder or address when it has no index.
 */
export async function loadPagefind(site: string): Promise<NodePagefind> {
  const remote = /^https?:\/\//.test(site);
  const origin = remote ? site.replace(/\/+$/, '') : LOCAL;
  let served = 0;
  const count = (name: string, body: Uint8Array) => {
    served += /\.(js|json)$/.test(name) ? gzipSync(body).length : body.length;
    return body;
  };
  const get = async (urlPath: string): Promise<Uint8Array> => {
    if (!remote) {
      const file = path.join(path.resolve(site), decodeURIComponent(urlPath));
      if (!existsSync(file)) throw new Error(`${file} does not exist`);
      return count(file, readFileSync(file));
    }
    const response = await fetch(`${origin}${urlPath}`);
    if (!response.ok) throw new Error(`${origin}${urlPath} answered ${response.status}`);
    return count(urlPath, new Uint8Array(await response.arrayBuffer()));
  };

  let runtime: string;
  try {
    runtime = new TextDecoder().decode(await get('/pagefind/pagefind.js'));
  } catch (error) {
    throw new Error(
      `${site} has no search index (/pagefind/pagefind.js): ${remote ? 'is it a cairn.dev site?' : 'run `npm run build` first'} (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  // The runtime fetches the rest of the index under its base path: answer from the folder or the site.
  const realFetch = globalThis.fetch;
  const pagefindFetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== origin && !(remote && `${url.origin}${url.pathname}`.startsWith(origin)))
      return realFetch(input);
    const body = await get(url.pathname);
    return new Response(body as unknown as BodyInit, {
      headers: {'content-type': url.pathname.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream'},
    });
  }) as typeof fetch;
  globalThis.fetch = pagefindFetch;
  const pagefind = (await import(
    `data:text/javascript;base64,${Buffer.from(runtime).toString('base64')}`
  )) as SearchEngine & {
    options(options: Record<string, unknown>): Promise<void>;
  };
  await pagefind.options({basePath: `${origin}/pagefind/`, excerptLength: 22});
  const engine: SearchEngine = {
    search: async (query, options) => {
      const found = await pagefind.search(query, options);
      if (!found) return found;
      return {
        results: found.results.map((result) => ({
          id: result.id,
          score: result.score,
          data: async () => {
            const page = await result.data();
            return {...page, url: page.url.replace(origin, '')};
          },
        })),
      };
    },
  };
  const vocabulary = vocabularyLoader(
    async (file) => JSON.parse(new TextDecoder().decode(await get(`/pagefind/${file}`))) as unknown,
  );
  return {engine, vocabulary, bytes: () => served};
}
