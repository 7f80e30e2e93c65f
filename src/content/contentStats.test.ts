import {describe, expect, it} from 'vitest';
import {countTsxWords, countWords, findFiller, hasStructure, proseOf} from './contentStats';

const page = `---
title: Deploy with Docker
description: Run Cairn.
---

import Tabs from '@theme/Tabs';

Cairn runs on **Docker** with four services.

\`\`\`yaml title="docker-compose.yml"
services:
  web: {}
\`\`\`

<Tabs><TabItem value="a">Two words</TabItem></Tabs>

:::tip
See [the variables](../configuring-cairn/environment-variables.md#core).
:::
`;

describe('countWords', () => {
  it('counts prose only: no front matter, code, imports or tags', () => {
    expect(proseOf(page)).not.toContain('services:');
    expect(proseOf(page)).not.toContain('import');
    // "Cairn runs on **Docker** with four services." (7) + "Two words" (2) + "See [the variables]." (3)
    expect(countWords(page)).toBe(12);
  });
});

describe('countWords with code inside a list', () => {
  it('skips fenced code indented under a step', () => {
    const steps = '1. Run this:\n\n   ```bash\n   docker compose up -d web worker db redis\n   ```\n\n2. Open it.\n';
    // "1. Run this:" (3) + "2. Open it." (3)
    expect(countWords(steps)).toBe(6);
  });
});

describe('findFiller', () => {
  it('finds filler with its line number', () => {
    expect(findFiller('Intro\nLorem ipsum dolor\nTODO: write this')).toEqual([
      {line: 2, text: 'Lorem ipsum dolor'},
      {line: 3, text: 'TODO: write this'},
    ]);
  });

  it('does not flag ordinary words', () => {
    expect(findFiller('The toolbar shows placeholders in inputs. Today we ship.')).toEqual([]);
  });
});

describe('hasStructure', () => {
  it('accepts code blocks, tables and step lists', () => {
    expect(hasStructure(page)).toBe(true);
    expect(hasStructure('| a | b |\n| --- | --- |\n| 1 | 2 |\n')).toBe(true);
    expect(hasStructure('1. Open the app.\n2. Click Save.\n')).toBe(true);
  });

  it('rejects prose alone', () => {
    expect(hasStructure('Just a paragraph.\n\nAnd another.')).toBe(false);
  });
});

describe('countTsxWords', () => {
  it('counts JSX text and sentence strings, not imports or class names', () => {
    const page = `import Link from '@docusaurus/Link';
export default function P() {
  return <main className="container margin-vert--lg"><h1>Open roles</h1><Layout title="Careers at Cairn" /></main>;
}`;
    // "Open roles" (2) + "Careers at Cairn" (3)
    expect(countTsxWords(page)).toBe(5);
  });
});
