import {describe, expect, it} from 'vitest';
import {releaseOfContentFile} from './docsVersion';

describe('releaseOfContentFile', () => {
  it('reads the release of versioned docs and gives Next its unreleased version', () => {
    expect(releaseOfContentFile('versioned_docs/version-1.15/configuring-cairn/environment-variables.md')).toBe('1.15');
    expect(releaseOfContentFile('versioned_docs/version-1.14/index.md')).toBe('1.14');
    expect(releaseOfContentFile('docs/configuring-cairn/environment-variables.md')).toBe('1.16');
    expect(releaseOfContentFile('docs\\index.md')).toBe('1.16');
  });

  it('gives no release to the handbook, the blog and pages', () => {
    expect(releaseOfContentFile('handbook/engineering/code-review.md')).toBeUndefined();
    expect(releaseOfContentFile('blog/2026-10-26-array-1-15-0.md')).toBeUndefined();
    expect(releaseOfContentFile('src/pages/faq.mdx')).toBeUndefined();
    expect(releaseOfContentFile('src/docs/notes.md')).toBeUndefined();
  });
});
