import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** The Markdown and MDX files under a folder of the site (site-relative, `/`-separated, sorted); none when there is no such folder. */
export function markdownPages(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full) || !statSync(full).isDirectory()) return [];
  return readdirSync(full, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.posix.join(dir.split(path.sep).join('/'), name.split(path.sep).join('/')))
    .sort();
}
