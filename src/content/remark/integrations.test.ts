import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {integrations} from '../../data/integrations';
import remarkIntegrations, {integrationListMarkdown} from './integrations';

const root = path.resolve(__dirname, '../../..');
/** Every docs version's folder: Next (docs/) and each released version. */
const versionFolders = [
  'docs',
  ...readdirSync(path.join(root, 'versioned_docs')).map((name) => `versioned_docs/${name}`),
];

describe('remark-integrations', () => {
  it('lists a group as the index used to: a link to each page and its summary', () => {
    expect(integrationListMarkdown('destinations').split('\n')).toEqual([
      '- [Slack](slack.md): create a Slack incoming webhook, connect it in Cairn, test it and fix common delivery problems.',
      '- [Microsoft Teams](microsoft-teams.md): create a Teams webhook for a channel, connect it in Cairn and test it.',
      expect.stringMatching(/^- \[Message formatting\]\(message-formatting\.md\): the complete list of tokens/),
    ]);
  });

  it('replaces the directive with the parsed list, and names the file and line of an unknown group', () => {
    const parsed: string[] = [];
    const processor = {
      parse: (markdown: string) => (parsed.push(markdown), {type: 'root', children: [{type: 'list', children: []}]}),
    };
    const directive = (group: string) => ({
      type: 'leafDirective',
      name: 'integrations',
      attributes: {group},
      position: {start: {line: 7}},
    });
    const tree = {type: 'root', children: [directive('segment')]};
    remarkIntegrations.call(processor)(tree, {path: 'docs/integrations/index.md'});
    expect(tree.children).toEqual([{type: 'list', children: []}]);
    expect(parsed).toEqual([integrationListMarkdown('segment')]);
    expect(() =>
      remarkIntegrations.call(processor)({type: 'root', children: [directive('plugins')]}, {path: 'docs/x.md'}),
    ).toThrow('docs/x.md:7: ::integrations needs group="official|community|destinations|segment", got "plugins"');
  });

  it.each(versionFolders)('has one entry per integrations page of %s, with the page’s title', (folder) => {
    const dir = path.join(root, folder, 'integrations');
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.md') && name !== 'index.md')
      .map((name) => ({id: name.slice(0, -3), title: matter(readFileSync(path.join(dir, name), 'utf8')).data.title}));
    expect(pages.map((page) => page.id).sort()).toEqual(integrations.map((entry) => entry.id).sort());
    for (const page of pages) expect(integrations.find((entry) => entry.id === page.id)?.name).toBe(page.title);
    const index = readFileSync(path.join(dir, 'index.md'), 'utf8');
    for (const group of ['official', 'community', 'destinations', 'segment'])
      expect(index).toContain(`::integrations{group="${group}"}`);
  });
});
