import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {
  LATEST_DOCS_VERSION,
  NEXT_DOCS_VERSION,
  OLDER_DOCS_VERSIONS,
  RELEASED_DOCS_VERSIONS,
  RELEASES,
} from '../constants/docs';
import {minorOf, postSlug, releaseProblems, supportWindow} from '../lib/releases';
import {releases} from './releases';

const root = path.resolve(__dirname, '../..');
const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

/** The Array posts of blog/: title, slug and date as their front matter says. */
const arrayPosts = readdirSync(path.join(root, 'blog'))
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => ({name, data: matter(read(`blog/${name}`)).data}))
  .filter(({data}) => /^Array \d/.test(String(data.title)))
  .map(({name, data}) => ({
    name,
    title: String(data.title),
    slug: String(data.slug),
    date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date),
  }));
const minors = releases.filter((release) => release.kind === 'minor');

describe('src/data/releases.ts', () => {
  it('is well formed: newest first, each patch within its minor release’s support window', () => {
    expect(releaseProblems(releases)).toEqual([]);
  });

  it('has a minor release for every Array post, with the same version and date', () => {
    expect(arrayPosts.length).toBeGreaterThan(0);
    for (const post of arrayPosts) {
      const version = post.title.slice('Array '.length);
      const release = minors.find((minor) => minor.version === version);
      expect(release, `${post.name}: ${version} is not in src/data/releases.ts`).toBeDefined();
      expect(release?.date, `${post.name}: date`).toBe(post.date);
      expect(post.slug, `${post.name}: slug`).toBe(postSlug(minorOf(version)));
    }
  });

  it('has an Array post for every minor release', () => {
    const posted = new Set(arrayPosts.map((post) => post.title));
    expect(minors.map((minor) => `Array ${minor.version}`).filter((title) => !posted.has(title))).toEqual([]);
  });

  it('holds the minor releases of src/constants/docs.ts, all but the unreleased Next', () => {
    expect(minors.map((minor) => minorOf(minor.version)).reverse()).toEqual(
      RELEASES.filter((release) => release !== NEXT_DOCS_VERSION),
    );
  });

  it('has the support window of versions.json and src/constants/docs.ts', () => {
    const window = supportWindow(releases);
    expect(window.map(({minor}) => minor)).toEqual(RELEASED_DOCS_VERSIONS);
    expect(window[0]?.minor).toBe(LATEST_DOCS_VERSION);
    expect(window.slice(1)).toEqual(OLDER_DOCS_VERSIONS.map(({version, fixesUntil}) => ({minor: version, fixesUntil})));
  });

  it('has the support window the latest docs’ version policy states', () => {
    const page = read(`versioned_docs/version-${LATEST_DOCS_VERSION}/configuring-cairn/upgrading-cairn.md`);
    const policy =
      /As of (\S+), that is (\S+) and (\S+): \S+ gets fixes until (\S+) is released, and \S+ until (\S+) is released/.exec(
        page.replace(/\s+/g, ' '),
      );
    expect(policy, 'the "Supported releases" sentence of the version policy').not.toBeNull();
    const [, asOf, latest, older, latestUntil, olderUntil] = policy!;
    const window = supportWindow(releases);
    expect({asOf, latest, older, latestUntil, olderUntil}).toEqual({
      asOf: `${window[0]!.minor}.0`,
      latest: window[0]!.minor,
      older: window[1]!.minor,
      latestUntil: window[0]!.fixesUntil,
      olderUntil: window[1]!.fixesUntil,
    });
  });

  it('counts the patch releases of the first thirteen minor releases as the release handbook page does', () => {
    const words = [
      'zero',
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'eleven',
      'twelve',
      'thirteen',
    ];
    const sentence =
      /Across the first (\w+) minor releases we shipped (\d+) patch releases, and (\w+) minor releases needed none/.exec(
        read('handbook/engineering/releasing-a-new-version.md').replace(/\s+/g, ' '),
      );
    expect(sentence, 'the sentence of "Patch releases"').not.toBeNull();
    const first = minors.slice(-words.indexOf(sentence![1]!)).map((minor) => minorOf(minor.version));
    const patches = releases.filter((release) => release.kind === 'patch' && first.includes(minorOf(release.version)));
    const patched = new Set(patches.map((patch) => minorOf(patch.version)));
    expect(patches.length).toBe(Number(sentence![2]));
    expect(first.filter((minor) => !patched.has(minor)).length).toBe(words.indexOf(sentence![3]!));
  });
});
