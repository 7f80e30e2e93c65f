import {describe, expect, it} from 'vitest';
import {closestTwins, markdownNotFound, staticMarkdownNotFound, type Twin} from './markdownNotFound';

const twins: Twin[] = [
  {path: '/docs/deployment/deploy-docker.md', title: 'Deploy with Docker'},
  {path: '/docs/next/deployment/deploy-docker.md', title: 'Deploy with Docker'},
  {path: '/docs/deployment/deploy-kubernetes.md', title: 'Deploy on Kubernetes'},
  {path: '/docs/features/funnels.md', title: 'Funnels'},
  {path: '/handbook/company/story.md', title: 'Our story [draft]'},
];
const indexes = {siteUrl: 'https://cairn.dev/', versionIndexes: ['https://cairn.dev/docs/next/llms.txt']};

describe('closestTwins', () => {
  it('puts the closest address first, the same version before the others', () => {
    expect(closestTwins('/docs/deployment/deploy-dokcer.md', twins).map((twin) => twin.path)).toEqual([
      '/docs/deployment/deploy-docker.md',
      '/docs/next/deployment/deploy-docker.md',
      '/docs/deployment/deploy-kubernetes.md',
    ]);
    expect(closestTwins('/docs/next/deployment/deploy-dokcer.md', twins)[0]!.path).toBe(
      '/docs/next/deployment/deploy-docker.md',
    );
  });

  it('keeps only twins that share a word, at most `limit`', () => {
    expect(closestTwins('/docs/zzz.md', twins)).toEqual([]);
    expect(closestTwins('/docs/deployment/deploy.md', twins, 2)).toHaveLength(2);
  });
});

describe('markdownNotFound', () => {
  it('names the address, lists the suggestions as links and points to the indexes', () => {
    const text = markdownNotFound(
      '/handbook/company/stroy.md',
      closestTwins('/handbook/company/stroy.md', twins),
      indexes,
    );
    expect(text.startsWith('# Page not found\n\nThere is no Markdown page at `/handbook/company/stroy.md`.\n')).toBe(
      true,
    );
    expect(text).toContain('- [Our story \\[draft\\]](/handbook/company/story.md)');
    expect(text).toContain(
      '<https://cairn.dev/llms.txt>; the other docs versions in <https://cairn.dev/docs/next/llms.txt>.',
    );
    expect(text).toContain('<https://cairn.dev/docs>');
  });

  it('has no list when nothing matches; the static page has none either', () => {
    expect(markdownNotFound('/x.md', [], indexes)).not.toContain('- [');
    const fixed = staticMarkdownNotFound({siteUrl: 'https://cairn.dev', versionIndexes: []});
    expect(fixed).toBe(
      '# Page not found\n\nThere is no Markdown page at this address.\n\nEvery page of the latest docs, the handbook and the blog is listed in <https://cairn.dev/llms.txt>. To search the site, open <https://cairn.dev/docs> and use the search box at the top of the page.\n',
    );
  });
});
