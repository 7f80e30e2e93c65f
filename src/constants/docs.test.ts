import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {LATEST_DOCS_VERSION, NEXT_DOCS_LABEL, OLDER_DOCS_VERSIONS, OTHER_DOCS_VERSION_PATHS, supportedOlderRelease} from './docs';

describe('docs versions', () => {
  it('match versions.json: the latest first, then each older release, newest first', () => {
    const versions = JSON.parse(readFileSync(path.resolve(__dirname, '../../versions.json'), 'utf8')) as string[];
    expect(versions).toEqual([LATEST_DOCS_VERSION, ...OLDER_DOCS_VERSIONS.map(({version}) => version)]);
    expect(OTHER_DOCS_VERSION_PATHS).toEqual(['next', ...versions.slice(1)]);
  });

  it('name Next with its release, and find an older release in its support window', () => {
    expect(NEXT_DOCS_LABEL).toBe('Next (1.16)');
    expect(supportedOlderRelease('1.14')).toEqual({version: '1.14', fixesUntil: '1.16.0'});
    expect(supportedOlderRelease('1.15')).toBeUndefined();
    expect(supportedOlderRelease('current')).toBeUndefined();
  });
});
