/**
 * The changelog's logic over the releases of src/data/releases.ts: the links of each release, the support window, the
 * checks of the list, and the two files the build writes from it, the Atom feed and the Markdown twin. Pure functions.
 */
import {formatUtcDate} from '@cairn/docusaurus-internals/dates';
import type {Release} from '../data/releases';
import {withTwinHeader} from './llmsTxt';

/** Where the changelog and its two files are served. */
export const CHANGELOG_PATH = '/changelog';
export const CHANGELOG_FEED_PATH = '/changelog/atom.xml';
export const CHANGELOG_TWIN_PATH = '/changelog.md';
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/** The upgrading page of the latest docs, and its sections a changelog entry links to. */
const UPGRADING_PAGE = '/docs/configuring-cairn/upgrading-cairn';
export const VERSION_POLICY_PATH = `${UPGRADING_PAGE}#version-policy`;
const PATCH_UPGRADE_PATH = `${UPGRADING_PAGE}#upgrade-step-by-step`;

/** `1.15.1` → `1.15`. */
export function minorOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/** Compares two `x.y.z` versions, for sorting oldest first. */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [a, b].map((version) => version.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

/** The slug of the Array post that announced a minor release (`1.15` → `array-1-15-0`). */
export function postSlug(minor: string): string {
  return `array-${minor.replaceAll('.', '-')}-0`;
}

/** The release post of a release (its own for a minor, its minor's for a patch) and where its upgrade notes are. */
export function releaseLinks(release: Release): {post: string; upgrade: string} {
  const post = `/blog/${postSlug(minorOf(release.version))}`;
  return {post, upgrade: release.kind === 'minor' ? `${post}#upgrade-notes` : PATCH_UPGRADE_PATH};
}

/** The title of a release's entry: "Cairn 1.15.1" for a patch, "Array 1.15.0" (its post's title) for a minor. */
export function releaseTitle(release: Release): string {
  return release.kind === 'minor' ? `Array ${release.version}` : `Cairn ${release.version}`;
}

/** An entry's points: a minor release's highlights, a patch release's fixes. */
export function releaseItems(release: Release): string[] {
  return release.kind === 'minor' ? release.highlights : release.fixes;
}

/** The anchor of a release on the changelog page: `v1-15-1`. */
export function releaseAnchor(version: string): string {
  return `v${version.replaceAll('.', '-')}`;
}

/** `2026-10-26` → `October 26, 2026`, without Intl (no locale data while a page hydrates). */
export function formatReleaseDate(date: string): string {
  return formatUtcDate(date, 'long');
}

/**
 * The minor releases that get patch releases: the latest and the one before it, each with the release after which it
 * gets no more (a minor is supported until the second minor after it ships).
 */
export function supportWindow(list: readonly Release[]): {minor: string; fixesUntil: string}[] {
  const minors = list
    .filter((release) => release.kind === 'minor')
    .map((release) => minorOf(release.version))
    .sort((a, b) => compareVersions(`${b}.0`, `${a}.0`));
  const after = (minor: string, steps: number) => {
    const [major, number] = minor.split('.').map(Number);
    return `${major}.${number! + steps}.0`;
  };
  return minors.slice(0, 2).map((minor) => ({minor, fixesUntil: after(minor, 2)}));
}

/**
 * What is wrong with a list of releases, one sentence each: newest first by date (on the same day, the higher
 * version first; a patch of the older supported minor can come after the newer minor), no version twice, a
 * minor release ends in `.0`, every entry has points, and a patch release comes after its minor release and while
 * that minor was supported (before the second minor release after it).
 */
export function releaseProblems(list: readonly Release[]): string[] {
  const problems: string[] = [];
  const minorDates = new Map(
    list.filter((release) => release.kind === 'minor').map((release) => [minorOf(release.version), release.date]),
  );
  const seen = new Set<string>();
  list.forEach((release, index) => {
    const {version, date} = release;
    if (!/^\d+\.\d+\.\d+$/.test(version)) problems.push(`${version}: not a version like 1.15.0`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
      problems.push(`${version}: the date "${date}" is not YYYY-MM-DD`);
    if (seen.has(version)) problems.push(`${version}: listed twice`);
    seen.add(version);
    if (releaseItems(release).length === 0) problems.push(`${version}: no highlights or fixes`);
    if (release.kind === 'minor' && !version.endsWith('.0')) problems.push(`${version}: a minor release ends in .0`);
    if (release.kind === 'patch') {
      const minor = minorOf(version);
      const since = minorDates.get(minor);
      const [major, number] = minor.split('.').map(Number);
      const until = minorDates.get(`${major}.${number! + 2}`);
      if (version.endsWith('.0')) problems.push(`${version}: a patch release does not end in .0`);
      if (!since) problems.push(`${version}: its minor release ${minor}.0 is not in the list`);
      else if (date < since) problems.push(`${version}: dated ${date}, before ${minor}.0 (${since})`);
      if (until && date >= until)
        problems.push(
          `${version}: dated ${date}, when ${minor} no longer got fixes (${major}.${number! + 2}.0 on ${until})`,
        );
    }
    const previous = list[index - 1];
    if (previous && previous.date < date) problems.push(`${version}: dated after ${previous.version}, listed after it`);
    if (previous && previous.date === date && compareVersions(previous.version, version) <= 0)
      problems.push(`${version}: released the same day as ${previous.version}, listed after it; higher version first`);
  });
  return problems;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Inline Markdown of the data (backticks) as HTML, escaped. */
function inlineHtml(text: string): string {
  return escapeXml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/**
 * The Atom feed (RFC 4287) of the changelog: one entry per release, newest first. `updated` is the newest release's
 * date, so the file changes only when a release is added.
 */
export function changelogAtom(list: readonly Release[], siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  const stamp = (date: string) => `${date}T00:00:00Z`;
  const entries = list.map((release) => {
    const links = releaseLinks(release);
    const items = releaseItems(release)
      .map((item) => `<li>${inlineHtml(item)}</li>`)
      .join('');
    const content =
      `<ul>${items}</ul><p><a href="${site}${links.post}">Release post</a> · ` +
      `<a href="${site}${links.upgrade}">Upgrade notes</a></p>`;
    return [
      '  <entry>',
      `    <title>${escapeXml(releaseTitle(release))}</title>`,
      `    <id>${site}${CHANGELOG_PATH}#${releaseAnchor(release.version)}</id>`,
      `    <link rel="alternate" type="text/html" href="${site}${CHANGELOG_PATH}#${releaseAnchor(release.version)}"/>`,
      `    <link rel="related" type="text/html" href="${site}${links.post}"/>`,
      `    <published>${stamp(release.date)}</published>`,
      `    <updated>${stamp(release.date)}</updated>`,
      `    <category term="${release.kind}"/>`,
      `    <content type="html">${escapeXml(content)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${site}${CHANGELOG_PATH}</id>`,
    '  <title>Cairn changelog</title>',
    '  <subtitle>Every Cairn release, minor and patch, with what it brought or fixed.</subtitle>',
    `  <link rel="self" type="application/atom+xml" href="${site}${CHANGELOG_FEED_PATH}"/>`,
    `  <link rel="alternate" type="text/html" href="${site}${CHANGELOG_PATH}"/>`,
    `  <updated>${stamp(list[0]?.date ?? '1970-01-01')}</updated>`,
    '  <author><name>Cairn Analytics, Inc.</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/**
 * The changelog as Markdown, the page's twin at /changelog.md: the header every twin carries (canonical address,
 * llms.txt), then every release with absolute links.
 */
export function changelogMarkdown(list: readonly Release[], siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  const window = supportWindow(list);
  const lines = [
    '# Changelog',
    '',
    `Every Cairn release, newest first, also as an Atom feed: ${site}${CHANGELOG_FEED_PATH}. Minor releases bring features and are announced in an "Array" post; patch releases fix bugs only and never contain a database migration. Supported now: ${window.map(({minor, fixesUntil}) => `${minor} (fixes until ${fixesUntil})`).join(' and ')}; see the [version policy](${site}${VERSION_POLICY_PATH}).`,
  ];
  for (const release of list) {
    const links = releaseLinks(release);
    lines.push(
      '',
      `## ${release.version} (${release.kind}), ${formatReleaseDate(release.date)}`,
      '',
      ...releaseItems(release).map((item) => `- ${item}`),
      '',
      `[${release.kind === 'minor' ? 'Release post' : `Release post of ${minorOf(release.version)}`}](${site}${links.post}) · [Upgrade notes](${site}${links.upgrade})`,
    );
  }
  return withTwinHeader(`${lines.join('\n')}\n`, 'Changelog', {
    canonicalUrl: `${site}${CHANGELOG_PATH}`,
    indexes: [{label: 'llms.txt', url: `${site}/llms.txt`}],
  });
}
