import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {LATEST_DOCS_VERSION} from '../constants/docs';
import {assertDocsVersions, docsVersionsReport} from './docsVersions';

const root = path.resolve(__dirname, '../..');
const empty = mkdtempSync(path.join(tmpdir(), 'cairn-docs-versions-'));
afterAll(() => rmSync(empty, {recursive: true, force: true}));

describe('docsVersionsReport', () => {
  it('finds the versions of this repository in agreement', () => {
    expect(docsVersionsReport(root)).toBeUndefined();
    expect(() => assertDocsVersions(root)).not.toThrow();
  });

  it("lists, in a site folder without the versions' files, each missing file by name", () => {
    const report = docsVersionsReport(empty)!;
    expect(report).toMatch(/^The docs versions do not agree \(\d+ problems\):\n {2}- /);
    expect(report).toContain(
      `versions.json lists ${LATEST_DOCS_VERSION} but versioned_docs/version-${LATEST_DOCS_VERSION}/ does not exist`,
    );
    expect(report).toContain(`src/config/openapi.ts reads openapi/${LATEST_DOCS_VERSION}.yaml, which does not exist`);
    expect(report).toContain('src/config/openapi.ts reads openapi/next.yaml, which does not exist');
  });

  it('fails with the report and no stack trace', () => {
    let error: Error | undefined;
    try {
      assertDocsVersions(empty);
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toBe(docsVersionsReport(empty));
    expect(error?.stack).toBe(`Error: ${docsVersionsReport(empty)}`);
    expect(error?.stack).not.toMatch(/\n\s+at /);
  });
});
