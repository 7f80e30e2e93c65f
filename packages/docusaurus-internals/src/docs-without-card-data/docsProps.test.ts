import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {hasGeneratedIndex, rendersDocCards, withoutVersionDocs} from './docsProps';

const versionRoute = (): RouteConfig => ({
  path: '/docs',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      props: {
        version: {
          pluginId: 'default',
          version: '1.15',
          docsSidebars: {
            docs: [
              {
                type: 'category',
                label: 'C',
                collapsible: true,
                items: [{type: 'link', href: '/docs/x', label: 'X', docId: 'x', unlisted: false}],
              },
              {
                type: 'link',
                href: '/docs/y',
                label: 'Y',
                docId: 'y',
                unlisted: true,
                description: 'kept on sidebar items',
              },
            ],
          },
          docs: {
            x: {id: 'x', title: 'X', description: 'A long description nobody reads', sidebar: 'docs'},
            y: {id: 'y', title: 'Y', description: 'Another', sidebar: 'docs'},
          },
        },
      },
      routes: [{path: '/docs/x', component: '@theme/DocItem', exact: true}],
    },
  ],
});

describe('withoutVersionDocs', () => {
  it("empties the list of docs of a version, drops the sidebar links' docId and unlisted: false, and keeps the rest", () => {
    const route = withoutVersionDocs(versionRoute());
    const version = route.routes![0]!.props!.version as {
      docs: Record<string, unknown>;
      docsSidebars: unknown;
      version: string;
    };
    expect(version.docs).toEqual({});
    expect(version.version).toBe('1.15');
    expect(version.docsSidebars).toEqual({
      docs: [
        {type: 'category', label: 'C', collapsible: true, items: [{type: 'link', href: '/docs/x', label: 'X'}]},
        {type: 'link', href: '/docs/y', label: 'Y', unlisted: true, description: 'kept on sidebar items'},
      ],
    });
    expect(route.routes![0]!.routes).toEqual([{path: '/docs/x', component: '@theme/DocItem', exact: true}]);
  });

  it('leaves the input as it was', () => {
    const input = versionRoute();
    withoutVersionDocs(input);
    expect(input).toEqual(versionRoute());
  });

  it('leaves routes without version metadata alone', () => {
    const plain: RouteConfig = {
      path: '/docs/tags',
      component: '@theme/DocTagsListPage',
      props: {tags: []},
      exact: true,
    };
    expect(withoutVersionDocs(plain)).toEqual(plain);
  });
});

describe('rendersDocCards', () => {
  it('spots the theme components and hooks that show descriptions', () => {
    expect(rendersDocCards("import DocCardList from '@theme/DocCardList';\n\n<DocCardList />")).toBe(true);
    expect(rendersDocCards('const doc = useDocById("intro");')).toBe(true);
    expect(rendersDocCards('# Deploy with Docker\n\nRun `docker compose up -d`.')).toBe(false);
  });
});

describe('hasGeneratedIndex', () => {
  it('finds a generated index page at any depth of a sidebar', () => {
    const nested = [
      {
        type: 'category',
        label: 'A',
        items: [{type: 'category', label: 'B', link: {type: 'generated-index', slug: '/b'}, items: []}],
      },
    ];
    expect(hasGeneratedIndex(nested)).toBe(true);
    expect(
      hasGeneratedIndex([
        {type: 'category', label: 'A', link: {type: 'doc', id: 'a'}, items: [{type: 'doc', id: 'x'}]},
      ]),
    ).toBe(false);
  });
});
