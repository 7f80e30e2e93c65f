import {describe, expect, it} from 'vitest';
import type {EnvVar} from '../envVars';
import remarkEnvVars, {envVarTable} from './env-vars';

const vars: EnvVar[] = [
  {
    name: 'SITE_URL',
    group: 'core',
    default: '`http://localhost:8000`',
    description: 'The address.',
    example: '`https://cairn.example.com`',
    readBy: ['web', 'worker'],
    since: '1.0',
  },
];

// A stand-in for the MDX processor's parser: one paragraph with one text node.
const processor = {
  parse: (markdown: string) => ({
    type: 'root',
    children: [{type: 'paragraph', children: [{type: 'text', value: markdown, position: {}}]}],
  }),
};
const directive = (group: string) => ({
  type: 'leafDirective',
  name: 'env-vars',
  attributes: {group},
  position: {start: {line: 12}},
});
const run = (node: {type: string}, file: string) => {
  const tree = {type: 'root', children: [node]};
  remarkEnvVars.call(processor, {siteDir: '/site'})(tree, {path: `/site/${file}`});
  return tree.children[0] as {type: string; children: Array<{children: Array<{children: Array<{value?: string}>}>}>};
};

describe('remark-env-vars', () => {
  it('renders a table with the columns of the reference, one row per variable', () => {
    const table = envVarTable(vars, (md) => [{type: 'text', value: md}]);
    expect(table.type).toBe('table');
    const rows = table.children!.map((row) =>
      row.children!.map((cell) => cell.children!.map((n) => (n.type === 'break' ? ' / ' : n.value)).join('')),
    );
    expect(rows).toEqual([
      ['Variable', 'Default', 'What it does', 'Example'],
      [
        'SITE_URL / Read by web, worker / Since 1.0',
        '`http://localhost:8000`',
        'The address.',
        '`https://cairn.example.com`',
      ],
    ]);
  });

  it('replaces the directive with the group of the page version: TRUSTED_PROXIES from 1.15, EMAIL_TIMEOUT in Next only', () => {
    const names = (table: ReturnType<typeof run>) =>
      table.children.slice(1).map((row) => row.children[0].children[0].value);
    const proxy115 = run(directive('proxy'), 'versioned_docs/version-1.15/configuring-cairn/environment-variables.md');
    expect(proxy115.type).toBe('table');
    expect(names(proxy115)).toContain('TRUSTED_PROXIES');
    expect(
      names(run(directive('email'), 'versioned_docs/version-1.15/configuring-cairn/environment-variables.md')),
    ).not.toContain('EMAIL_TIMEOUT');
    expect(names(run(directive('email'), 'docs/configuring-cairn/environment-variables.md'))).toContain(
      'EMAIL_TIMEOUT',
    );
  });

  it('fails naming the file and line for an unknown group or a page outside the versioned docs', () => {
    expect(() => run(directive('mail'), 'docs/configuring-cairn/environment-variables.md')).toThrow(
      /docs\/configuring-cairn\/environment-variables\.md:12: ::env-vars needs group=/,
    );
    expect(() => run(directive('core'), 'handbook/engineering/x.md')).toThrow(
      /handbook\/engineering\/x\.md:12: ::env-vars is only for the versioned docs/,
    );
  });
});
