/**
 * A published Cairn docs site as the MCP server reads it: a build folder (`npm run build`) or a site's address
 * (`https://cairn.dev`). Files are read on demand and kept; a file that is missing is an error naming it.
 */
import {existsSync, readFileSync, realpathSync, statSync} from 'node:fs';
import path from 'node:path';
import {loadPagefind, type NodePagefind} from '@cairn/docs-search/node';

export const DEFAULT_SITE = 'https://cairn.dev';

/** One docs version as the site publishes it (`/docs-versions.json`). */
export interface DocsVersion {
  name: string;
  label: string;
  release: string;
  latest: boolean;
  path: string;
  llmsTxt: string;
  openapi: string;
  fixesUntil?: string;
}

/** One environment variable as the site publishes it (`/environment-variables.json`). */
export interface EnvironmentVariable {
  name: string;
  group: string;
  default: string;
  description: string;
  example: string;
  readBy: string[];
  since: string;
  removedIn?: string;
}

/** A file the site does not have. */
export class NotFound extends Error {}

export interface Site {
  /** The folder or address, as given. */
  source: string;
  /** The site's public address, from its own data. */
  url(): Promise<string>;
  /** A file of the site by its path (`/docs/x.md`), as text; rejects with NotFound when it has none. */
  text(sitePath: string): Promise<string>;
  versions(): Promise<DocsVersion[]>;
  environmentVariables(): Promise<Record<string, EnvironmentVariable[]>>;
  search(): Promise<NodePagefind>;
}

/** Whether `file` is `folder` itself or lies below it (not a sibling whose name starts with the folder's). */
function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

/**
 * The file of a built site at a site path, or undefined when there is none inside the site's folder: a path that
 * leaves the folder (`/../x`, an encoded `%2e%2e`, a sibling folder `build-private/` beside `build/`), a symbolic link
 * that points out of it, a folder or a malformed escape is not a file of the site.
 */
function fileInside(root: string, sitePath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.sep}${decoded.replace(/^\/+/, '')}`);
  if (!isInside(root, file) || !existsSync(file) || !statSync(file).isFile()) return undefined;
  return isInside(realpathSync(root), realpathSync(file)) ? file : undefined;
}

/** Opens a site: an http(s) address, or a folder with a built site; fails with a message when it is neither. */
export function openSite(source: string): Site {
  const remote = /^https?:\/\//i.test(source);
  const root = remote ? source.replace(/\/+$/, '') : path.resolve(source);
  if (!remote && !existsSync(path.join(root, 'docs-versions.json')))
    throw new Error(
      `${source} is not a built Cairn docs site (no docs-versions.json in it): run \`npm run build\` first, or give https://cairn.dev`,
    );
  const cache = new Map<string, Promise<string>>();
  const read = async (sitePath: string): Promise<string> => {
    if (!remote) {
      const file = fileInside(root, sitePath);
      if (!file) throw new NotFound(`${sitePath} is not on the site`);
      return readFileSync(file, 'utf8');
    }
    const response = await fetch(`${root}${sitePath}`);
    if (response.status === 404) throw new NotFound(`${sitePath} is not on the site`);
    if (!response.ok) throw new Error(`${root}${sitePath} answered ${response.status} ${response.statusText}`);
    return response.text();
  };
  const text = (sitePath: string) => {
    let loading = cache.get(sitePath);
    if (!loading) {
      loading = read(sitePath);
      loading.catch(() => cache.delete(sitePath));
      cache.set(sitePath, loading);
    }
    return loading;
  };
  const json = async <T>(sitePath: string) => JSON.parse(await text(sitePath)) as T;
  let pagefind: Promise<NodePagefind> | undefined;
  return {
    source,
    url: async () => (await json<{site: string}>('/docs-versions.json')).site,
    text,
    versions: async () => (await json<{versions: DocsVersion[]}>('/docs-versions.json')).versions,
    environmentVariables: async () =>
      (await json<{versions: Record<string, EnvironmentVariable[]>}>('/environment-variables.json')).versions,
    search: () => {
      pagefind ??= loadPagefind(root).catch((error: unknown) => {
        pagefind = undefined;
        throw error;
      });
      return pagefind;
    },
  };
}
