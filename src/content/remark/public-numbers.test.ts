import {describe, expect, it} from 'vitest';
import {PUBLIC_NUMBERS, PUBLIC_NUMBERS_AS_OF} from '../../data/publicNumbers';
import remarkPublicNumbers, {publicNumberText} from './public-numbers';

interface Node {
  type: string;
  name?: string;
  attributes?: Record<string, string>;
  children?: Node[];
  value?: string;
  position?: {start: {line: number}};
}
const directive = (id: string, line = 3): Node => ({
  type: 'textDirective',
  name: 'public-number',
  attributes: {id},
  children: [],
  position: {start: {line}},
});
const paragraph = (...children: Node[]): Node => ({type: 'paragraph', children});
const run = (tree: Node) => remarkPublicNumbers()(tree, {path: '/site/handbook/story.md', cwd: '/site'});

describe('remark-public-numbers', () => {
  it('writes each number as a sentence says it, and the month they were counted', () => {
    const tree: Node = {
      type: 'root',
      children: [
        paragraph(
          {type: 'text', value: 'By '},
          directive('asOf'),
          {type: 'text', value: ', '},
          {type: 'strong', children: [directive('contributors')]},
          {type: 'text', value: ' people.'},
        ),
      ],
    };
    run(tree);
    const [p] = tree.children!;
    expect(p!.children![1]).toEqual({type: 'text', value: PUBLIC_NUMBERS_AS_OF});
    expect(p!.children![3]!.children![0]).toEqual({type: 'text', value: PUBLIC_NUMBERS.contributors.text});
  });

  it('leaves other directives alone', () => {
    const other: Node = {type: 'textDirective', name: 'abbr', attributes: {id: 'x'}, children: []};
    const tree: Node = {type: 'root', children: [paragraph(other)]};
    run(tree);
    expect(tree.children![0]!.children![0]).toBe(other);
  });

  it('fails naming the file, the line and the known ids on an unknown or missing id', () => {
    expect(() => run({type: 'root', children: [paragraph(directive('githubStars', 12))]})).toThrow(
      /^handbook\/story\.md:12: unknown public number "githubStars".*known: asOf, selfHostedInstances/,
    );
    expect(() => run({type: 'root', children: [paragraph({...directive('x'), attributes: {}})]})).toThrow(
      /unknown public number ""/,
    );
  });

  it('knows every number of the data module', () => {
    for (const [id, number] of Object.entries(PUBLIC_NUMBERS)) expect(publicNumberText(id)).toBe(number.text);
    expect(publicNumberText('constructor')).toBeUndefined();
  });
});
