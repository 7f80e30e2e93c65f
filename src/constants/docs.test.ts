import {describe, expect, it} from 'vitest';
import {
  LATEST_DOCS_VERSION,
  NEXT_DOCS_VERSION,
  OLDER_DOCS_VERSIONS,
  RELEASES,
  RETIRED_DOCS_VERSIONS,
  supportedOlderRelease,
} from './docs';

const number = (release: string) => release.split('.').map(Number);

describe('docs versions', () => {
  it('list the releases from 1.0 up, each once, in release order, ending with the one Next describes', () => {
    expect(RELEASES[0]).toBe('1.0');
    expect(RELEASES.every((release) => /^\d+\.\d+$/.test(release))).toBe(true);
    for (let i = 1; i < RELEASES.length; i += 1) {
      const [major, minor] = number(RELEASES[i]!);
      const [previousMajor, previousMinor] = number(RELEASES[i - 1]!);
      // The next minor release, or the first of the next major one.
      expect(
        major === previousMajor ? minor === previousMinor! + 1 : major === previousMajor! + 1 && minor === 0,
        `${RELEASES[i - 1]} then ${RELEASES[i]}`,
      ).toBe(true);
    }
    expect(RELEASES.at(-1)).toBe(NEXT_DOCS_VERSION);
    expect(RELEASES.indexOf(LATEST_DOCS_VERSION as (typeof RELEASES)[number])).toBeLessThan(RELEASES.length - 1);
  });

  it('find an older release only while it is in its support window', () => {
    for (const older of OLDER_DOCS_VERSIONS) expect(supportedOlderRelease(older.version)).toEqual(older);
    expect(supportedOlderRelease(LATEST_DOCS_VERSION)).toBeUndefined();
    for (const retired of RETIRED_DOCS_VERSIONS) expect(supportedOlderRelease(retired)).toBeUndefined();
    expect(supportedOlderRelease('current')).toBeUndefined();
    expect(supportedOlderRelease('1.9')).toBeUndefined();
  });
});
