import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import sidebarCoveragePlugin from './sidebar-coverage';

const plugin = sidebarCoveragePlugin({} as LoadContext);

function allContent(docs: {id: string; source: string}[], sidebarIds: string[]) {
  return {
    'docusaurus-plugin-content-docs': {
      handbook: {
        loadedVersions: [{docs, sidebars: {handbook: sidebarIds.map((id) => ({type: 'doc', id}))}}],
      },
    },
  };
}

describe('sidebar coverage plugin', () => {
  it('fails the build naming each doc that no sidebar lists', async () => {
    const content = allContent(
      [
        {id: 'company/story', source: '@site/handbook/company/story.md'},
        {id: 'company/orphan', source: '@site/handbook/company/orphan.md'},
      ],
      ['company/story'],
    );
    await expect(plugin.allContentLoaded!({allContent: content, actions: {}} as never)).rejects.toThrow(
      /no sidebar[\s\S]*handbook\/company\/orphan\.md/,
    );
  });

  it('passes when every doc is listed', async () => {
    const content = allContent([{id: 'company/story', source: '@site/handbook/company/story.md'}], ['company/story']);
    await expect(plugin.allContentLoaded!({allContent: content, actions: {}} as never)).resolves.toBeUndefined();
  });
});
