import {describe, expect, it} from 'vitest';
import {makeTablesFocusable} from './scrollable-tables';

describe('rehype-scrollable-tables', () => {
  it('makes every table, nested ones included, focusable and leaves other elements alone', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'element', tagName: 'table', properties: {className: ['x']}, children: []},
        {
          type: 'element',
          tagName: 'div',
          properties: {},
          children: [{type: 'element', tagName: 'table', children: []}],
        },
        {type: 'element', tagName: 'p', properties: {}, children: []},
      ],
    };
    makeTablesFocusable(tree);
    expect(tree.children[0].properties).toEqual({className: ['x'], tabIndex: 0});
    expect((tree.children[1].children![0] as {properties?: unknown}).properties).toEqual({tabIndex: 0});
    expect(tree.children[2].properties).toEqual({});
  });
});
