import {describe, expect, it} from 'vitest';
import type {Release} from '../data/releases';
import {
  changelogAtom,
  changelogMarkdown,
  compareVersions,
  formatReleaseDate,
  releaseLinks,
  releaseProblems,
  supportWindow,
} from './releases';

const list: Release[] = [
  {kind: 'patch', version: '1.2.1', date: '2026-03-02', fixes: ['`a` & <b>']},
  {kind: 'minor', version: '1.2.0', date: '2026-03-01', highlights: ['Two']},
  {kind: 'patch', version: '1.1.1', date: '2026-02-02', fixes: ['Fix']},
  {kind: 'minor', version: '1.1.0', date: '2026-02-01', highlights: ['One']},
  {kind: 'minor', version: '1.0.0', date: '2026-01-01', highlights: ['Zero']},
];

describe('releases', () => {
  it('compares versions by number, not as text', () => {
    expect(['1.10.0', '1.9.0', '1.9.1'].sort(compareVersions)).toEqual(['1.9.0', '1.9.1', '1.10.0']);
  });

  it('links a minor release to its post and upgrade notes, a patch to its minor’s post and the upgrade guide', () => {
    expect(releaseLinks(list[1]!)).toEqual({post: '/blog/array-1-2-0', upgrade: '/blog/array-1-2-0#upgrade-notes'});
    expect(releaseLinks(list[0]!)).toEqual({
      post: '/blog/array-1-2-0',
      upgrade: '/docs/configuring-cairn/upgrading-cairn#upgrade-step-by-step',
    });
  });

  it('supports the latest minor release and the one before, each until the second minor after it', () => {
    expect(supportWindow(list)).toEqual([
      {minor: '1.2', fixesUntil: '1.4.0'},
      {minor: '1.1', fixesUntil: '1.3.0'},
    ]);
  });

  it('finds nothing wrong with a good list', () => {
    expect(releaseProblems(list)).toEqual([]);
  });

  it('names a patch released when its minor no longer got fixes, one out of order and one twice', () => {
    const bad: Release[] = [
      {kind: 'patch', version: '1.0.1', date: '2026-03-05', fixes: ['Late']},
      ...list,
      {kind: 'minor', version: '1.0.0', date: '2026-01-01', highlights: ['Again']},
    ];
    expect(releaseProblems([list[2]!, list[0]!, list[1]!, list[3]!])).toEqual([
      '1.2.1: dated after 1.1.1, listed after it',
    ]);
    expect(releaseProblems(bad)).toEqual([
      '1.0.1: dated 2026-03-05, when 1.0 no longer got fixes (1.2.0 on 2026-03-01)',
      '1.0.0: listed twice',
      '1.0.0: released the same day as 1.0.0, listed after it; higher version first',
    ]);
    expect(releaseProblems([{kind: 'patch', version: '1.3.1', date: '2026-13-01', fixes: []}])).toEqual([
      '1.3.1: the date "2026-13-01" is not YYYY-MM-DD',
      '1.3.1: no highlights or fixes',
      '1.3.1: its minor release 1.3.0 is not in the list',
    ]);
  });

  it('formats a date without Intl', () => {
    expect(formatReleaseDate('2026-10-26')).toBe('October 26, 2026');
  });

  it('writes one Atom entry per release, newest first, with its text escaped', () => {
    const feed = changelogAtom(list, 'https://example.com/');
    expect(feed.match(/<entry>/g)).toHaveLength(5);
    expect([...feed.matchAll(/<title>(.*)<\/title>/g)].map((m) => m[1])).toEqual([
      'Cairn changelog',
      'Cairn 1.2.1',
      'Array 1.2.0',
      'Cairn 1.1.1',
      'Array 1.1.0',
      'Array 1.0.0',
    ]);
    expect(feed).toContain('<updated>2026-03-02T00:00:00Z</updated>');
    expect(feed).toContain('&lt;li&gt;&lt;code&gt;a&lt;/code&gt; &amp;amp; &amp;lt;b&amp;gt;&lt;/li&gt;');
    expect(feed).toContain('<id>https://example.com/changelog#v1-2-1</id>');
  });

  it('writes the Markdown twin with every release and absolute links', () => {
    const markdown = changelogMarkdown(list, 'https://example.com');
    expect(markdown).toMatch(/^# Changelog\n/);
    expect(markdown.match(/^## /gm)).toHaveLength(5);
    expect(markdown).toContain('## 1.2.1 (patch), March 2, 2026');
    expect(markdown).toContain('[Upgrade notes](https://example.com/blog/array-1-2-0#upgrade-notes)');
    expect(markdown).toContain('Supported now: 1.2 (fixes until 1.4.0) and 1.1 (fixes until 1.3.0)');
  });
});
