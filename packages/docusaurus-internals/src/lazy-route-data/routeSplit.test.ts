import {describe, expect, it} from 'vitest';
import {bucketOf} from './routeBuckets';
import {
  BUCKET_SIZE,
  CHUNK_FILES_PLACEHOLDER,
  MIN_SECTION_LEAVES,
  parseRegistry,
  parseRoutes,
  splitRoutes,
} from './routeSplit';

type Route = {path: string; hash: string; exact?: boolean; routes?: Route[]; sidebar?: string};

/** A routes.js in the format Docusaurus 3.10 writes (lib/server/codegen/codegenRoutes.js). */
function routesJs(routes: Route[]): string {
  const node = (r: Route, depth: number): string => {
    const pad = '  '.repeat(depth);
    const parts = [`path: '${r.path}'`, `component: ComponentCreator('${r.path}', '${r.hash}')`];
    if (r.exact) parts.push('exact: true');
    if (r.routes) parts.push(`routes: [\n${r.routes.map((c) => node(c, depth + 2)).join(',\n')}\n${pad}  ]`);
    if (r.sidebar) parts.push(`sidebar: "${r.sidebar}"`);
    return `${pad}{\n${parts.map((p) => `${pad}  ${p}`).join(',\n')}\n${pad}}`;
  };
  return `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n${routes.map((r) => node(r, 1)).join(',\n')},\n  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },\n];\n`;
}
const registryJs = (entries: Record<string, string>) =>
  `export default {\n${Object.entries(entries)
    .map(
      ([name, file]) =>
        `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`,
    )
    .join('\n')}};\n`;

const docs = Array.from({length: 40}, (_, i) => ({
  path: `/docs/page-${i}`,
  hash: `d${i}`,
  exact: true,
  sidebar: 'docs',
}));
const posts = Array.from({length: 20}, (_, i) => ({path: `/blog/post-${i}`, hash: `b${i}`, exact: true}));
const tree: Route[] = [
  {path: '/pricing', hash: 'p', exact: true},
  ...posts,
  {path: '/docs', hash: 'r', routes: [{path: '/docs', hash: 'v', routes: [{path: '/docs', hash: 'x', routes: docs}]}]},
  {path: '/', hash: 'h', exact: true},
];
const chunkNames: Record<string, unknown> = {
  '/pricing-p': {__comp: 'cpricing'},
  '/docs-r': {__comp: 'cdocsroot'},
  '/docs-v': {__comp: 'cversion', __props: 'pversion'},
  '/docs-x': {__comp: 'cdocroot'},
  '/-h': {__comp: 'chome'},
  ...Object.fromEntries(
    docs.map((d, i) => [`${d.path}-${d.hash}`, {__comp: 'cdocitem', __context: {plugin: 'ctx'}, content: `m${i}`}]),
  ),
  ...Object.fromEntries(posts.map((p, i) => [`${p.path}-${p.hash}`, {__comp: 'cpost', content: `q${i}`}])),
};
const registry: Record<string, string> = {
  cpricing: '@site/src/pages/pricing.tsx',
  cdocsroot: '@theme/DocsRoot',
  cversion: '@theme/DocVersionRoot',
  pversion: '@generated/docs/p/version.json',
  cdocroot: '@theme/DocRoot',
  chome: '@site/src/pages/index.tsx',
  cdocitem: '@theme/DocItem',
  ctx: '@generated/docs/ctx.json',
  cpost: '@theme/BlogPostPage',
  ...Object.fromEntries(docs.map((_, i) => [`m${i}`, `@site/docs/page-${i}.md`])),
  ...Object.fromEntries(posts.map((_, i) => [`q${i}`, `@site/blog/post-${i}.md`])),
};
const options = {
  clientModule: '/site/client',
  bucketRequest: (id: string) => `./routes.js?b=${id}`,
  files: {routes: 'routes.js', registry: 'registry.js', globalData: 'globalData.json'},
};
/** The docs plugin's global data: the 40 pages in the current version, and page-3 in an older one too. */
const globalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [
        {
          name: 'current',
          mainDocId: 'page-0',
          docs: docs.map((_, i) => ({id: `page-${i}`, path: `/docs/page-${i}`, sidebar: 'docs'})),
        },
        {name: '1.0', mainDocId: 'page-3', docs: [{id: 'page-3', path: '/docs/1.0/page-3', sidebar: 'docs'}]},
      ],
    },
  },
  'cairn-blog-data': {default: {latest: []}},
};

describe('splitting the route data', () => {
  const split = splitRoutes(routesJs(tree), chunkNames, registryJs(registry), globalData, options);

  it('moves the docs pages and the blog posts into buckets of about BUCKET_SIZE, the rest stays in the skeleton', () => {
    expect(split.stats.sections).toBe(2);
    expect(split.stats.movedLeaves).toBe(60);
    expect(split.stats.buckets).toBe(Math.ceil(40 / BUCKET_SIZE) + Math.ceil(20 / BUCKET_SIZE));
    expect(split.skeleton).toContain('"/pricing"');
    expect(split.skeleton).toContain('"/"');
    expect(split.skeleton).not.toContain('/docs/page-');
    expect(split.skeleton).not.toContain('/blog/post-');
    // The blog posts get a parent of their own; the docs keep theirs.
    expect(split.skeleton).toMatch(/path: "\/blog",\n\s+component: SectionOutlet,\n\s+routes: lazySection\(\[/);
    expect(split.skeleton).toMatch(
      /component: ComponentCreator\("\/docs", "x"\),\n\s+routes: lazySection\(\[\(\) => import\(".\/routes.js\?b=1-0"\)/,
    );
    expect(split.skeleton).toContain("path: '*'");
  });

  it('puts each page in the bucket the browser will look in, with its chunk names and the registry entries only it uses', () => {
    for (const [i, doc] of docs.entries()) {
      const bucket = `1-${bucketOf(doc.path, Math.ceil(40 / BUCKET_SIZE))}`;
      const source = split.buckets[bucket]!;
      expect(source).toContain(`path: "${doc.path}"`);
      expect(source).toContain(
        `"${doc.path}-${doc.hash}":{"__comp":"cdocitem","__context":{"plugin":"ctx"},"content":"m${i}"}`,
      );
      expect(source).toContain(
        `"m${i}": [() => import(/* webpackChunkName: "m${i}" */ "@site/docs/page-${i}.md"), "", require.resolveWeak("@site/docs/page-${i}.md")]`,
      );
      expect(source).toContain('"sidebar": "docs"');
      expect(source).toContain(`registerChunkFiles("${CHUNK_FILES_PLACEHOLDER}")`);
    }
    // Shared entries (the DocItem component, the plugin context) stay in main.
    expect(split.movedRegistryNames.has('cdocitem')).toBe(false);
    expect(split.movedRegistryNames.has('ctx')).toBe(false);
    expect(split.movedRegistryNames.has('m3')).toBe(true);
    expect(split.movedChunkNameKeys.has('/docs/page-3-d3')).toBe(true);
    expect(split.movedChunkNameKeys.has('/docs-x')).toBe(false);
  });

  it("leaves each docs version its main doc in the global data, and hands every other doc to its page's bucket with its other versions", () => {
    const trimmed = JSON.parse(split.globalData) as typeof globalData;
    expect(trimmed['docusaurus-plugin-content-docs'].default.versions.map((v) => v.docs.map((d) => d.id))).toEqual([
      ['page-0'],
      ['page-3'],
    ]);
    expect(trimmed['cairn-blog-data']).toEqual({default: {latest: []}});
    const bucket = split.buckets[`1-${bucketOf('/docs/page-3', Math.ceil(40 / BUCKET_SIZE))}`]!;
    expect(bucket).toContain('registerDocs(globalData, {"default":{"current":[');
    expect(bucket).toContain('["page-3","/docs/page-3","docs"]');
    expect(bucket).toContain('"1.0":[');
    expect(bucket).toContain('["page-3","/docs/1.0/page-3","docs"]');
    const other = split.buckets[`1-${bucketOf('/docs/page-5', Math.ceil(40 / BUCKET_SIZE))}`]!;
    expect(other).toContain('["page-5","/docs/page-5","docs"]');
    // The input is not changed.
    expect(globalData['docusaurus-plugin-content-docs'].default.versions[0]!.docs).toHaveLength(40);
  });

  it('writes modules that run: every bucket and the skeleton parse as JavaScript modules', () => {
    for (const source of [split.skeleton, ...Object.values(split.buckets)]) {
      const body = source.replace(/^import .*$/gm, '').replace(/export default/g, 'const __default =');
      expect(
        () =>
          new Function(
            'ComponentCreator',
            'lazySection',
            'SectionOutlet',
            'setNotFoundRoute',
            'routesChunkNames',
            'registry',
            'registerChunkFiles',
            'registerDocs',
            'globalData',
            body,
          ),
      ).not.toThrow();
    }
  });

  it('leaves a short list alone', () => {
    const few = splitRoutes(
      routesJs([...posts.slice(0, MIN_SECTION_LEAVES - 1), {path: '/', hash: 'h', exact: true}]),
      chunkNames,
      registryJs(registry),
      globalData,
      options,
    );
    expect(few.stats.sections).toBe(0);
    expect(few.skeleton).toContain('/blog/post-0');
  });

  it('puts the other top-level pages but the home page under a last parent `/`, from which they load', () => {
    const pages = Array.from({length: 10}, (_, i) => ({path: `/page-${i}`, hash: `s${i}`, exact: true}));
    const site = splitRoutes(
      routesJs([...pages.slice(0, 5), {path: '/', hash: 'h', exact: true}, ...pages.slice(5)]),
      {
        ...chunkNames,
        ...Object.fromEntries(pages.map((p, i) => [`${p.path}-${p.hash}`, {__comp: 'cpricing', content: `s${i}`}])),
      },
      registryJs(registry),
      globalData,
      options,
    );
    expect(site.stats.sections).toBe(1);
    expect(site.skeleton).not.toContain('/page-3');
    // The home page stays, and the new parent comes last, before the "page not found" route.
    const home = site.skeleton.indexOf('path: "/",\n    component: ComponentCreator("/"');
    const outlet = site.skeleton.indexOf('path: "/",\n    component: SectionOutlet');
    expect(home).toBeGreaterThan(0);
    expect(outlet).toBeGreaterThan(home);
    expect(site.skeleton.indexOf("path: '*'")).toBeGreaterThan(outlet);
    expect(Object.values(site.buckets).join('\n')).toContain('"/page-3"');
  });

  it('does not group top-level pages whose segment another route also uses', () => {
    const mixed = splitRoutes(
      routesJs([...posts, {path: '/blog', hash: 'r', routes: []}]),
      {...chunkNames, '/blog-r': {__comp: 'cdocsroot'}},
      registryJs(registry),
      globalData,
      options,
    );
    expect(mixed.stats.sections).toBe(0);
  });
});

describe('reading the generated files', () => {
  it('fails naming the file when routes.js or registry.js has another format', () => {
    expect(() => parseRoutes("import x from 'y';\nexport default [];", '/s/.docusaurus/routes.js')).toThrow(
      /\/s\/\.docusaurus\/routes\.js: not in the format/,
    );
    expect(() => parseRoutes('module.exports = [];', 'routes.js')).toThrow(/no "export default \["/);
    expect(() => parseRegistry('export default {\n  "a": [() => import("x"), "x"],\n};', '/s/registry.js')).toThrow(
      /\/s\/registry\.js: a registry entry in a format/,
    );
    expect(parseRegistry(registryJs({a: '@site/a.md'}), 'registry.js').get('a')).toBe('@site/a.md');
  });
});
