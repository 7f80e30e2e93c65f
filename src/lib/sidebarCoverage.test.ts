import {describe, expect, it} from 'vitest';
import {docsMissingFromSidebars, sidebarDocIds} from './sidebarCoverage';

const sidebar = [
  {type: 'doc', id: 'index'},
  {
    type: 'category',
    link: {type: 'doc', id: 'deployment/index'},
    items: [
      {type: 'doc', id: 'deployment/deploy-docker'},
      {type: 'category', items: [{type: 'ref', id: 'stack'}]},
    ],
  },
  {type: 'link'},
];

describe('sidebarDocIds', () => {
  it('collects doc items, refs and category links at any depth', () => {
    expect([...sidebarDocIds(sidebar)].sort()).toEqual([
      'deployment/deploy-docker',
      'deployment/index',
      'index',
      'stack',
    ]);
  });
});

describe('docsMissingFromSidebars', () => {
  it('names the source file of each doc that no sidebar lists', () => {
    const docs = [
      {id: 'index', source: '@site/docs/index.md'},
      {id: 'orphan', source: '@site/docs/orphan.md'},
      {id: 'hidden', source: '@site/docs/hidden.md', unlisted: true},
      {id: 'stack', source: '@site/versioned_docs/version-1.15/stack.md'},
    ];
    expect(docsMissingFromSidebars(docs, {docs: sidebar})).toEqual(['docs/orphan.md']);
  });
});
