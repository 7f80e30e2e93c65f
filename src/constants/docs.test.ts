import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LATEST_DOCS_VERSION, OLDER_DOCS_VERSIONS, OTHER_DOCS_VERSION_PATHS, supportedOlderRelease} from './docs';

describe('docs versions', () => {
  it('match versions.json: the latest first, then each older release, newest first', () => {
    const versions = JSON.parse(readFileSync(path.resolve(__dirname, '../../versions.json'), 'utf8')) as string[];
    expect(versions).toEqual([LATEST_DOCS_VERSION, ...OLDER_DOCS_VERSIONS.map(({version}) => version)]);
    expect(OTHER_DOCS_VERSION_PATHS).toEqual(['next', ...versions.slice(1)]);
  });

  it('find an older release in its support window, and only an older release', () => {
    for (const older of OLDER_DOCS_VERSIONS) expect(supportedOlderRelease(older.version)).toEqual(older);
    expect(supportedOlderRelease(LATEST_DOCS_VERSION)).toBeUndefined();
    expect(supportedOlderRelease('current')).toBeUndefined();
  });
});
