import {describe, expect, it} from 'vitest';
import {
  normalizePath,
  postCardPath,
  sectionCardPath,
  sectionOf,
  socialCardPath,
  socialCardUrl,
  socialMetaFor,
  twitterMirror,
  type SocialCardsData,
} from './socialCards';

const data: SocialCardsData = {
  sections: [
    {card: 'home', path: '/', article: false, description: 'Tagline.'},
    {card: 'docs', path: '/docs', article: true, description: 'Docs.'},
    {card: 'docs-next', path: '/docs/next', article: true, description: 'Next docs.'},
    {card: 'handbook', path: '/handbook', article: true, description: 'Handbook.'},
    {card: 'blog', path: '/blog', article: false, description: 'Blog.'},
    {card: 'pricing', path: '/pricing', article: false, description: 'Tagline.'},
  ],
  defaultDescription: 'Tagline.',
  blogPath: '/blog',
  posts: ['/blog/proxy-aware-ip-handling', '/blog/2025/06/16/why-open-source', '/blog/own-image'],
  ownImages: ['/docs/features/toolbar', '/blog/own-image'],
};

describe('normalizePath', () => {
  it('drops the trailing slash, query and hash, and keeps the root', () => {
    expect(normalizePath('/docs/next/')).toBe('/docs/next');
    expect(normalizePath('/blog?page=2#top')).toBe('/blog');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});

describe('sectionOf', () => {
  it('picks the longest matching section: Next docs before the latest docs', () => {
    expect(sectionOf('/docs/next/deployment/deploy-docker', data)?.card).toBe('docs-next');
    expect(sectionOf('/docs/next/', data)?.card).toBe('docs-next');
    expect(sectionOf('/docs/deployment/deploy-docker', data)?.card).toBe('docs');
    expect(sectionOf('/docs', data)?.card).toBe('docs');
  });

  it('matches whole path segments only', () => {
    expect(sectionOf('/docs/nextjs-integration', data)?.card).toBe('docs');
    expect(sectionOf('/blogroll', data)).toBeUndefined();
  });

  it('matches the home section on the home page only', () => {
    expect(sectionOf('/', data)?.card).toBe('home');
    expect(sectionOf('/careers', data)).toBeUndefined();
  });
});

describe('postCardPath', () => {
  it('puts the post card under /img/social/blog at the permalink below the blog', () => {
    expect(postCardPath('/blog/proxy-aware-ip-handling', '/blog')).toBe('/img/social/blog/proxy-aware-ip-handling.png');
    expect(postCardPath('/blog/2025/06/16/why-open-source/', '/blog/')).toBe(
      '/img/social/blog/2025/06/16/why-open-source.png',
    );
  });

  it('makes any other character a safe file name', () => {
    expect(postCardPath('/blog/caf%C3%A9%20notes', '/blog')).toBe('/img/social/blog/caf-notes.png');
    expect(postCardPath('/blog/a.b', '/blog')).toBe('/img/social/blog/a-b.png');
  });

  it('rejects a permalink outside the blog, naming it', () => {
    expect(() => postCardPath('/docs/x', '/blog')).toThrow(/\/docs\/x is not below the blog's path \/blog/);
    expect(() => postCardPath('/blog', '/blog')).toThrow(/not below/);
  });
});

describe('sectionCardPath', () => {
  it('names the card file after the section', () => {
    expect(sectionCardPath('docs-next')).toBe('/img/social/docs-next.png');
    expect(sectionCardPath('docs-1.14')).toBe('/img/social/docs-1.14.png');
  });

  it('rejects a name that is not a plain file name', () => {
    expect(() => sectionCardPath('../x')).toThrow(/Invalid social card name/);
  });
});

describe('socialCardPath', () => {
  it('gives each page its section card, or the default card outside the sections', () => {
    expect(socialCardPath('/', data)).toBe('/img/social/home.png');
    expect(socialCardPath('/docs/deployment/deploy-docker', data)).toBe('/img/social/docs.png');
    expect(socialCardPath('/docs/next/deployment/deploy-docker', data)).toBe('/img/social/docs-next.png');
    expect(socialCardPath('/handbook/company/story', data)).toBe('/img/social/handbook.png');
    expect(socialCardPath('/blog', data)).toBe('/img/social/blog.png');
    expect(socialCardPath('/blog/tags/releases', data)).toBe('/img/social/blog.png');
    expect(socialCardPath('/pricing', data)).toBe('/img/social/pricing.png');
    expect(socialCardPath('/faq', data)).toBe('/img/social/default.png');
    expect(socialCardPath('/404.html', data)).toBe('/img/social/default.png');
  });

  it('gives a blog post its own card, with or without a trailing slash', () => {
    expect(socialCardPath('/blog/proxy-aware-ip-handling', data)).toBe('/img/social/blog/proxy-aware-ip-handling.png');
    expect(socialCardPath('/blog/proxy-aware-ip-handling/', data)).toBe('/img/social/blog/proxy-aware-ip-handling.png');
  });

  it('gives no card to a page whose front matter sets its own image', () => {
    expect(socialCardPath('/docs/features/toolbar', data)).toBeNull();
    expect(socialCardPath('/docs/features/toolbar/', data)).toBeNull();
    expect(socialCardPath('/blog/own-image', data)).toBeNull();
  });
});

describe('socialCardUrl', () => {
  it('joins the site URL, the base URL and the card path', () => {
    expect(socialCardUrl('https://cairn.dev', '/', '/img/social/docs.png')).toBe(
      'https://cairn.dev/img/social/docs.png',
    );
    expect(socialCardUrl('https://example.com/', '/site/', '/img/social/docs.png')).toBe(
      'https://example.com/site/img/social/docs.png',
    );
  });
});

describe('socialMetaFor', () => {
  it('makes docs, handbook pages and blog posts articles, other pages websites', () => {
    expect(socialMetaFor('/docs/deployment/deploy-docker', data).type).toBe('article');
    expect(socialMetaFor('/handbook', data).type).toBe('article');
    expect(socialMetaFor('/blog/proxy-aware-ip-handling', data).type).toBe('article');
    expect(socialMetaFor('/blog/own-image', data)).toMatchObject({image: null, type: 'article'});
    expect(socialMetaFor('/blog', data).type).toBe('website');
    expect(socialMetaFor('/', data).type).toBe('website');
    expect(socialMetaFor('/faq', data).type).toBe('website');
  });

  it("falls back to the section's description, then to the site's", () => {
    expect(socialMetaFor('/blog/tags', data).description).toBe('Blog.');
    expect(socialMetaFor('/404.html', data).description).toBe('Tagline.');
  });
});

describe('twitterMirror', () => {
  it('copies the final og:title and og:description', () => {
    expect(
      twitterMirror([
        {property: 'og:title', content: 'Pricing | Cairn'},
        {property: 'og:description', content: 'Plans.'},
      ]),
    ).toEqual({title: 'Pricing | Cairn', description: 'Plans.'});
  });

  it("leaves a page's own Twitter tags alone", () => {
    expect(
      twitterMirror([
        {property: 'og:title', content: 'A'},
        {name: 'twitter:title', content: 'Own'},
        {property: 'og:description', content: 'B'},
      ]),
    ).toEqual({title: undefined, description: 'B'});
  });

  it('copies nothing the page lacks', () => {
    expect(twitterMirror([])).toEqual({title: undefined, description: undefined});
  });
});
