/**
 * /.well-known/security.txt (RFC 9116), written by the build (src/plugins/trust-files.ts) from the site's deploy
 * config and src/data/security.ts: where to report a vulnerability, the policy (/security), and an expiry computed
 * from the build's time, so a site that is deployed keeps a current file and one left alone for a year says so.
 */

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
export const SECURITY_TXT_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** How long a built file stays valid. RFC 9116 (2.5.5) recommends less than a year. */
export const SECURITY_TXT_VALID_DAYS = 364;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The time the build runs at: `SOURCE_DATE_EPOCH` (seconds) when it is set, as reproducible builds do, otherwise the
 * clock. A malformed value is an error that names it.
 */
export function buildTime(env: Record<string, string | undefined>, now: () => Date = () => new Date()): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return now();
  if (!/^\d+$/.test(epoch)) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}"`);
  return new Date(Number(epoch) * 1000);
}

/** The `Expires` of a file built at `built`: SECURITY_TXT_VALID_DAYS later, at the second, in UTC (RFC 3339). */
export function securityTxtExpires(built: Date): string {
  return new Date(Math.floor(built.getTime() / 1000) * 1000 + SECURITY_TXT_VALID_DAYS * DAY_MS)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

export interface SecurityTxt {
  siteUrl: string;
  /** Where to report: the source repository's private security advisories. */
  contact: string;
  /** The published advisories, which credit reporters. */
  acknowledgments: string;
  expires: string;
}

/** The file's text: one `Field: value` a line, with a comment that says what the site's page is. */
export function securityTxt({siteUrl, contact, acknowledgments, expires}: SecurityTxt): string {
  const site = siteUrl.replace(/\/+$/, '');
  return [
    '# Report a vulnerability in Cairn, Cairn Cloud or this website privately, through a GitHub security advisory.',
    `# How we answer, our safe harbor and which releases get fixes: ${site}/security`,
    `Contact: ${contact}`,
    `Expires: ${expires}`,
    `Acknowledgments: ${acknowledgments}`,
    'Preferred-Languages: en',
    `Canonical: ${site}${SECURITY_TXT_PATH}`,
    `Policy: ${site}/security`,
    '',
  ].join('\n');
}

/** The fields of a security.txt, each with every value it has (comments and blank lines left out). */
export function parseSecurityTxt(text: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const field = /^([A-Za-z][A-Za-z0-9-]*):\s*(.*)$/.exec(line);
    if (!field) throw new Error(`security.txt: "${line}" is not a "Field: value" line`);
    (fields[field[1]!] ??= []).push(field[2]!.trim());
  }
  return fields;
}

/**
 * What RFC 9116 forbids or requires of a file read at `now`: at least one Contact, each a https: or mailto: URI;
 * exactly one Expires, in the future and, as recommended, less than a year away; at most one Canonical and one
 * Preferred-Languages; https: URIs for Policy, Canonical and Acknowledgments.
 */
export function securityTxtProblems(text: string, now: Date): string[] {
  const problems: string[] = [];
  const fields = parseSecurityTxt(text);
  const contacts = fields.Contact ?? [];
  if (contacts.length === 0) problems.push('no Contact');
  for (const contact of contacts)
    if (!/^(https:\/\/|mailto:|tel:)/.test(contact))
      problems.push(`Contact "${contact}" is not an https:, mailto: or tel: URI`);
  const expires = fields.Expires ?? [];
  if (expires.length !== 1) problems.push(`${expires.length} Expires fields; exactly one is required`);
  else {
    const at = Date.parse(expires[0]!);
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(expires[0]!) || Number.isNaN(at))
      problems.push(`Expires "${expires[0]}" is not an RFC 3339 date and time`);
    else if (at <= now.getTime()) problems.push(`Expires ${expires[0]} is in the past`);
    else if (at - now.getTime() >= 365 * DAY_MS) problems.push(`Expires ${expires[0]} is a year or more away`);
  }
  for (const single of ['Canonical', 'Preferred-Languages'])
    if ((fields[single]?.length ?? 0) > 1) problems.push(`${single} appears more than once`);
  for (const field of ['Policy', 'Canonical', 'Acknowledgments'])
    for (const value of fields[field] ?? [])
      if (!value.startsWith('https://')) problems.push(`${field} "${value}" is not an https: URI`);
  return problems;
}
