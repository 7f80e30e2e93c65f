import {describe, expect, it} from 'vitest';
import {buildTime, parseSecurityTxt, securityTxt, securityTxtExpires, securityTxtProblems} from './securityTxt';

const built = new Date('2026-11-28T14:03:55.250Z');
const file = securityTxt({
  siteUrl: 'https://cairn.dev/',
  contact: 'https://github.com/cairn-analytics/cairn/security/advisories/new',
  acknowledgments: 'https://github.com/cairn-analytics/cairn/security/advisories',
  expires: securityTxtExpires(built),
});

describe('security.txt', () => {
  it('expires 364 days after the build, at the second, in UTC', () => {
    expect(securityTxtExpires(built)).toBe('2027-11-27T14:03:55Z');
    expect(securityTxtExpires(new Date('2028-02-29T00:00:00Z'))).toBe('2029-02-27T00:00:00Z');
  });

  it('takes the build time from SOURCE_DATE_EPOCH, or the clock', () => {
    expect(buildTime({SOURCE_DATE_EPOCH: '1796392800'}).toISOString()).toBe('2026-12-04T14:00:00.000Z');
    expect(buildTime({}, () => built)).toBe(built);
    expect(() => buildTime({SOURCE_DATE_EPOCH: 'yesterday'})).toThrow(
      'SOURCE_DATE_EPOCH must be whole seconds since 1970, not "yesterday"',
    );
  });

  it('has the fields RFC 9116 asks for, pointing at the site', () => {
    expect(parseSecurityTxt(file)).toEqual({
      Contact: ['https://github.com/cairn-analytics/cairn/security/advisories/new'],
      Expires: ['2027-11-27T14:03:55Z'],
      Acknowledgments: ['https://github.com/cairn-analytics/cairn/security/advisories'],
      'Preferred-Languages': ['en'],
      Canonical: ['https://cairn.dev/.well-known/security.txt'],
      Policy: ['https://cairn.dev/security'],
    });
    expect(securityTxtProblems(file, built)).toEqual([]);
  });

  it('is valid until it expires, and stale after', () => {
    expect(securityTxtProblems(file, new Date('2027-11-27T14:03:54Z'))).toEqual([]);
    expect(securityTxtProblems(file, new Date('2027-11-27T14:03:55Z'))).toEqual([
      'Expires 2027-11-27T14:03:55Z is in the past',
    ]);
  });

  it('names what a bad file gets wrong', () => {
    const bad = 'Contact: security@cairn.dev\nExpires: next year\nExpires: 2030-01-01T00:00:00Z\nPolicy: http://x\n';
    expect(securityTxtProblems(bad, built)).toEqual([
      'Contact "security@cairn.dev" is not an https:, mailto: or tel: URI',
      '2 Expires fields; exactly one is required',
      'Policy "http://x" is not an https: URI',
    ]);
    expect(securityTxtProblems('Expires: 2028-06-01T00:00:00Z\n', built)).toEqual([
      'no Contact',
      'Expires 2028-06-01T00:00:00Z is a year or more away',
    ]);
    expect(() => parseSecurityTxt('Contact https://x')).toThrow(
      'security.txt: "Contact https://x" is not a "Field: value" line',
    );
  });
});
