import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {autoAlt, numbersIn, numbersMissingFrom} from './alt';
import {borderPoint, draw, wrap} from './charts';
import {checkFigures, checkPageFigures} from './check';
import {renderFigure} from './render';
import {niceMax, PALETTE} from './svg';
import type {FigureSpec} from './types';

const funnel: FigureSpec = {
  id: 'funnel-test',
  kind: 'funnel',
  caption: 'Most people leave between the first two steps.',
  steps: [
    {label: 'Viewed pricing', people: 8400},
    {label: 'Clicked start trial', people: 2520},
    {label: 'Signed up', people: 1512},
  ],
};
const diagram: FigureSpec = {
  id: 'stack-test',
  kind: 'diagram',
  caption: 'The web service writes to PostgreSQL.',
  alt: 'The web service on port 8000 writes events to PostgreSQL 15.',
  columns: 3,
  rows: 2,
  nodes: [
    {id: 'web', label: 'web', sub: 'port 8000', x: 0, y: 0, tone: 1},
    {id: 'db', label: 'PostgreSQL 15', x: 2, y: 1, shape: 'store', tone: 3},
  ],
  edges: [{from: 'web', to: 'db', label: 'writes'}],
};
const every: FigureSpec[] = [
  funnel,
  diagram,
  {
    id: 'bars-test',
    kind: 'bars',
    caption: 'c',
    unit: 'clicks',
    bars: [
      {label: 'Start free trial', value: 1830, display: '1,830 (29.5%)'},
      {label: 'Contact sales', value: 410},
    ],
  },
  {
    id: 'columns-test',
    kind: 'columns',
    caption: 'c',
    unit: 'people',
    series: ['Classic', 'New'],
    groups: [{label: 'Viewed checkout', values: [3220, 810]}],
  },
  {
    id: 'lines-test',
    kind: 'lines',
    caption: 'c',
    unit: 'page views',
    x: ['Mon', 'Tue'],
    series: [{label: 'Views', values: [4120, 4460]}],
    annotation: {at: 1, label: 'Launch'},
    breakdown: {
      title: 'By browser',
      parts: [
        {label: 'Chrome', share: 62},
        {label: 'Others', share: 38},
      ],
    },
  },
  {
    id: 'grid-test',
    kind: 'grid',
    caption: 'c',
    rowHeader: 'Week of',
    totalHeader: 'People',
    columns: ['Week 1', 'Week 2'],
    rows: [{label: '2026-09-07', total: 420, cells: [38, null]}],
  },
  {
    id: 'flow-test',
    kind: 'flow',
    caption: 'c',
    unit: 'people',
    from: {label: '/pricing', value: 3000},
    to: [
      {label: '/signup', value: 1140},
      {label: '/docs', value: 690, then: {label: '/docs/deployment/deploy-docker', value: 410}},
    ],
  },
  {
    id: 'timeline-test',
    kind: 'timeline',
    caption: 'c',
    events: [
      {at: 0, time: '10:02', label: 'Viewed pricing'},
      {at: 12, time: '10:14', label: 'Created a project'},
    ],
    spans: [{from: 0, to: 12, label: 'Session 1'}],
  },
  {
    id: 'buckets-test',
    kind: 'buckets',
    caption: 'c',
    rollout: 20,
    inLabel: 'new checkout',
    outLabel: 'classic checkout',
  },
];

describe('the drawings', () => {
  it.each(every.map((spec) => [spec.kind, spec] as const))(
    '%s: an SVG document whose every colour is a figure token',
    (_kind, spec) => {
      const figure = renderFigure(spec);
      expect(figure.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
      expect(figure.svg).toContain('<g id="figure"');
      expect(figure.width).toBeGreaterThan(100);
      expect(figure.height).toBeGreaterThan(50);
      // Every fill and stroke is a token (so the figure follows the theme) or none: no colour written as is.
      const paints = [...figure.svg.matchAll(/(?:fill|stroke):([^;"]+)/g)].map((match) => match[1]!);
      expect(paints.length).toBeGreaterThan(0);
      for (const paint of paints) expect(paint).toMatch(/^(none|var\(--cairn-fig-[a-z0-9]+, #[0-9a-f]{6}\))$/);
      expect(figure.hash).toMatch(/^[0-9a-f]{8}$/);
    },
  );

  it('draws the data: a funnel writes each step and its conversion', () => {
    const {body} = draw(funnel);
    for (const label of ['8,400', '2,520', '1,512', '30.0% of previous', '60.0% of previous', '1. Viewed pricing'])
      expect(body).toContain(label);
  });

  it('escapes text and places a diagram on its grid of 150 by 88 pixel cells', () => {
    const drawing = draw({
      ...diagram,
      nodes: diagram.nodes.map((node) => (node.id === 'web' ? {...node, label: 'A & B <web>'} : node)),
    } as FigureSpec);
    expect(drawing.width).toBe(450);
    expect(drawing.height).toBe(176);
    expect(drawing.body).toContain('A &amp; B &lt;web&gt;');
    expect(drawing.body).toContain('writes');
  });

  it('a changed figure gets another hash', () => {
    expect(renderFigure(funnel).hash).not.toBe(
      renderFigure({...funnel, steps: funnel.steps.slice(0, 2)} as FigureSpec).hash,
    );
  });
});

describe('layout helpers', () => {
  it('wraps labels at spaces, and long paths before a slash', () => {
    expect(wrap('Clicked start trial', 12)).toBe('Clicked\nstart trial');
    expect(wrap('/docs/deployment/deploy-docker 410', 18)).toBe('/docs/deployment\n/deploy-docker 410');
    expect(wrap('web\nport 8000', 20)).toBe('web\nport 8000');
  });
  it('finds where an arrow leaves a box', () => {
    const box = {x: 0, y: 0, width: 100, height: 50};
    expect(borderPoint(box, 200, 25)).toEqual([100, 25]);
    expect(borderPoint(box, 50, -100)).toEqual([50, 0]);
  });
  it('rounds an axis up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(5880)).toBe(10000);
    expect(niceMax(1960)).toBe(2000);
    expect(niceMax(2100)).toBe(2500);
    expect(niceMax(45)).toBe(50);
  });
});

describe('text alternatives', () => {
  it("write a chart's numbers from its data", () => {
    expect(autoAlt(funnel)).toBe(
      'Funnel chart of 3 steps, people at each step: Viewed pricing, 8,400; Clicked start trial, 2,520 (30.0% of the previous step, 30.0% of the first); Signed up, 1,512 (60.0% of the previous step, 18.0% of the first).',
    );
    expect(autoAlt(every.find((spec) => spec.kind === 'buckets')!)).toContain('the first 20 are in (new checkout)');
    expect(autoAlt(every.find((spec) => spec.kind === 'grid')!)).toBe(
      'Table of 1 row shaded by share. 2026-09-07: 420 people, Week 1 38%.',
    );
  });
  it('list numbers as written, and the ones a page does not have', () => {
    expect(numbersIn('8,400 people, 30.0%, port 8000. Release 1.15.')).toEqual(['8,400', '30.0', '8000', '1.15']);
    expect(numbersMissingFrom('8,400 and 907 and 10.8%', 'We had 18,400 and 907 and 10.8 percent')).toEqual(['8,400']);
  });
});

describe('the checks', () => {
  const byId = new Map(every.map((spec) => [spec.id, spec]));
  it('accept valid figures and report broken ones', () => {
    expect(checkFigures(every)).toEqual([]);
    const broken: FigureSpec[] = [
      {...diagram, id: 'Bad_Id', alt: ''} as FigureSpec,
      {
        ...diagram,
        edges: [{from: 'web', to: 'nowhere'}],
        nodes: [...(diagram as {nodes: object[]}).nodes, {id: 'far', label: 'x', x: 3, y: 0}],
      } as FigureSpec,
      {...funnel, id: 'stack-test'},
    ];
    expect(checkFigures(broken)).toEqual([
      'src/data/figures: figure "Bad_Id": an id is lower-case words joined by hyphens',
      'src/data/figures: figure "Bad_Id": a diagram needs its own alt text',
      'src/data/figures: figure "Bad_Id": the alt text is too short to say what the figure shows',
      'src/data/figures: figure "stack-test": an edge names the node "nowhere", which the diagram does not have',
      'src/data/figures: figure "stack-test": node "far" lies outside the 3 by 2 grid',
      'src/data/figures: figure "stack-test": two figures have this id',
    ]);
  });
  it("fail a page naming its file and line: unknown id, twice on the page, a number the page's text lacks", () => {
    const page = [
      '---',
      'title: Funnels',
      '---',
      '',
      'Steps 8,400, 2,520 and 1,512: 30.0%, 60.0%, 18.0% in 3 steps.',
      '',
      '::figure{id="funnel-test"}',
      '',
      '::figure{id="nope"}',
      '::figure{id="funnel-test"}',
      '::figure{id=x}',
    ].join('\n');
    const {problems, ids} = checkPageFigures('docs/features/funnels.md', page, byId);
    expect(ids).toEqual(['funnel-test', 'funnel-test']);
    expect(problems).toEqual([
      'docs/features/funnels.md:9: no figure "nope" in src/data/figures/',
      'docs/features/funnels.md:10: figure "funnel-test" is already on this page',
      'docs/features/funnels.md:11: write a figure as ::figure{id="<id>"} alone on its line',
    ]);
    const lacking = checkPageFigures('docs/features/funnels.md', page.replace('2,520', '2,500'), byId).problems[0];
    expect(lacking).toMatch(
      /^docs\/features\/funnels\.md:7: figure "funnel-test" states "2,520", which the page's text does not/,
    );
  });
});

it("the palette's fallbacks are the light theme's tokens in src/css/custom.css", () => {
  const css = readFileSync(resolve(import.meta.dirname, '../../css/custom.css'), 'utf8');
  const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
  const dark = css.slice(css.indexOf("[data-theme='dark'] {"), css.indexOf('}', css.indexOf("[data-theme='dark'] {")));
  for (const [name, value] of Object.entries(PALETTE)) {
    expect(root, name).toContain(`--cairn-fig-${name}: ${value};`);
    expect(dark, name).toMatch(new RegExp(`--cairn-fig-${name}: #[0-9a-f]{6};`));
  }
});
