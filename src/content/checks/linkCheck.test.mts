import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {OLDER_DOCS_VERSIONS} from '../../constants/docs.ts';
import {LinkChecker} from './linkCheck.mts';
import {parseMdx} from './mdx.mts';

const root = path.resolve(import.meta.dirname, '../../..');

/** The problems of a page written at `file` (which need not exist), checked against the site as it is. */
function problemsOf(file: string, body: string): string[] {
  const links = new LinkChecker(root);
  links.add(file, parseMdx(`---\ntitle: Links\n---\n\n## Setup steps\n\n${body}\n`));
  return links.check(file).problems;
}

describe('LinkChecker, on the site as it is', () => {
  it('finds the pages of every docs version, the handbook, the blog, its tag pages and the React pages, with their anchors', () => {
    const body = [
      '[a](../configuring-cairn/smtp-credentials.md) [b](/docs/configuring-cairn/upgrading-cairn#roll-back) [c](/docs/next/api/events#get-event)',
      `${OLDER_DOCS_VERSIONS.map(({version}) => `[d](/docs/${version}/deployment/deploy-docker)`).join(' ')} [e](/handbook) [f](/blog/array-1-15-0) [g](/blog/tags/releases) [h](/pricing#startup-plan)`,
      '[i](#setup-steps) [j](/docs/next/api/events#get-event-parameters) [k](/features/self-hosted) [l](https://example.com/nope)',
    ].join('\n');
    expect(problemsOf('docs/deployment/links.md', body)).toEqual([]);
  });

  it('names the line and the reason of each broken link, anchor and image', () => {
    const body = [
      '[a](../configuring-cairn/no-such-page.md)',
      '[b](../configuring-cairn/smtp-credentials.md#no-such-heading)',
      '[c](/docs/no-such-page) [d](#no-such-section)',
      '![e](/img/no-such-image.png)',
      '[f](../../handbook/index.md)',
    ].join('\n');
    expect(problemsOf('docs/deployment/links.md', body)).toEqual([
      'docs/deployment/links.md:7: broken link ../configuring-cairn/no-such-page.md: no file docs/configuring-cairn/no-such-page.md',
      'docs/deployment/links.md:8: broken link ../configuring-cairn/smtp-credentials.md#no-such-heading: docs/configuring-cairn/smtp-credentials.md has no heading or element with the id "no-such-heading"',
      'docs/deployment/links.md:9: broken link /docs/no-such-page: no page of the site has the address /docs/no-such-page',
      'docs/deployment/links.md:9: broken link #no-such-section: this page has no heading or element with the id "no-such-section"',
      'docs/deployment/links.md:10: broken image /img/no-such-image.png: no file static/img/no-such-image.png',
      'docs/deployment/links.md:11: broken link ../../handbook/index.md: handbook/index.md is in another section of the site: link to its address instead (/handbook)',
    ]);
  });
});
