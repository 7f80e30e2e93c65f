import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '..');
const SKIP = new Set([
  'node_modules',
  '.git',
  'build',
  'build-integrations',
  '.docusaurus',
  'test-results',
  'playwright-report',
]);

/** Code and configuration files of the repository (not its content pages), relative to its root. */
function codeFiles(dir = ''): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : codeFiles(rel);
    return /\.(m?[jt]sx?|sh|json)$/.test(entry.name) || rel === path.join('.ci', 'run') ? [rel] : [];
  });
}

describe('the repository stands on its own', () => {
  it('no code or configuration reads a path beside the repository (such as ../shared)', () => {
    const outside = /(['"`])(\.\.\/)+(shared|\.\.)\b|\.\.\/shared\b|resolve\(\s*repoRoot\s*,\s*['"]\.\.['"]/;
    const offenders = codeFiles()
      .filter((file) => file !== path.join('tests', 'self-contained.test.ts'))
      .filter((file) => outside.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('keeps the required routes in the repository', () => {
    const routes = readFileSync(path.join(root, 'tests', 'routes.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    expect(routes.length).toBeGreaterThan(90);
    expect(routes).toContain('/docs/deployment/deploy-docker');
  });
});
