import {line, path, rect, text} from '../../../content/figures/svg';
import {at, fit, icon, mark, sampleBadge} from './ui';

/**
 * The window around every product view: Cairn's app as a browser shows it, with the project's sidebar (wide) or the
 * app bar of a phone (compact). The content of a view is drawn at (0, 0) in the box the frame gives it.
 */

export type Variant = 'wide' | 'compact';

/** The size of a wide view, and the width of a compact one (its height follows its content). */
export const WIDE = {width: 960, height: 600} as const;
export const COMPACT_WIDTH = 390;

/** Where a view's content goes and how much room it has. */
export const CONTENT = {
  wide: {x: 224, y: 56, width: 712, height: 524},
  compact: {x: 16, y: 70, width: 358},
} as const;

export const NAV = [
  ['dashboards', 'Dashboards'],
  ['insights', 'Insights'],
  ['events', 'Events'],
  ['actions', 'Actions'],
  ['people', 'People'],
  ['cohorts', 'Cohorts'],
  ['flags', 'Feature flags'],
  ['live', 'Live actions'],
  ['toolbar', 'Toolbar'],
  ['annotations', 'Annotations'],
] as const;
export type NavItem = (typeof NAV)[number][0];

function windowBar(width: number, address: string): string {
  const pill = Math.min(440, width - 200);
  return [
    [18, 34, 50].map((x) => `<circle cx="${x}" cy="18" r="5" style="fill:var(--cairn-fig-grid, #d9e0dd)"/>`).join(''),
    rect((width - pill) / 2, 7, pill, 22, {rx: 11, fill: 'paper', stroke: 'grid'}),
    text(width / 2, 22.5, fit(address, pill - 24, 12), {size: 12, anchor: 'middle', fill: 'muted'}),
    line(0, 36.5, width, 36.5, {stroke: 'grid'}),
  ].join('');
}

/** A wide view: the browser window, the sidebar with `active` highlighted, and the content. */
export function wideFrame(active: NavItem, address: string, content: string): string {
  const {width, height} = WIDE;
  const nav = NAV.map(([key, label], i) => {
    const y = 146 + i * 34;
    const on = key === active;
    return [
      on ? rect(10, y - 7, 180, 30, {rx: 6, fill: 1, opacity: 0.13}) : '',
      icon(key, 22, y, on ? 1 : 'muted'),
      text(48, y + 12.5, label, {size: 13.5, fill: on ? 1 : 'ink', weight: on ? 'bold' : 'normal'}),
    ].join('');
  }).join('');
  return [
    rect(0.5, 0.5, width - 1, height - 1, {rx: 10, fill: 'surface'}),
    path(`M200.5 37 H${width - 0.5} V${height - 10.5} A10 10 0 0 1 ${width - 10.5} ${height - 0.5} H200.5 Z`, {
      fill: 'paper',
    }),
    line(200.5, 37, 200.5, height - 0.5, {stroke: 'grid'}),
    windowBar(width, address),
    mark(18, 50),
    text(50, 69, 'Cairn', {size: 18, weight: 'bold'}),
    rect(12, 88, 176, 40, {rx: 6, fill: 'paper', stroke: 'grid'}),
    text(24, 103, 'Project', {size: 10.5, fill: 'muted'}),
    text(24, 119, 'Pebblepot', {size: 13.5, weight: 'bold'}),
    path('M170 104 L175 109 L180 104', {stroke: 'muted', strokeWidth: 1.5}),
    nav,
    icon('settings', 22, height - 36),
    text(48, height - 23.5, 'Settings', {size: 13.5}),
    sampleBadge(width - 14, 6),
    at(CONTENT.wide.x, CONTENT.wide.y, content),
    rect(0.5, 0.5, width - 1, height - 1, {rx: 10, fill: 'none', stroke: 'grid'}),
  ].join('');
}

/** A compact view: a phone's app bar over the content, `contentHeight` tall; returns the drawing and its height. */
export function compactFrame(contentHeight: number, content: string): {body: string; height: number} {
  const width = COMPACT_WIDTH;
  const height = Math.ceil(CONTENT.compact.y + contentHeight + 20);
  return {
    height,
    body: [
      rect(0.5, 0.5, width - 1, height - 1, {rx: 14, fill: 'paper'}),
      path(`M0.5 52 V14.5 A14 14 0 0 1 14.5 0.5 H${width - 14.5} A14 14 0 0 1 ${width - 0.5} 14.5 V52 Z`, {
        fill: 'surface',
      }),
      line(0.5, 52.5, width - 0.5, 52.5, {stroke: 'grid'}),
      icon('menu', 16, 18, 'ink'),
      mark(44, 13, 1),
      text(74, 32, 'Cairn', {size: 17, weight: 'bold'}),
      text(130, 32, '/ Pebblepot', {size: 13, fill: 'muted'}),
      sampleBadge(width - 14, 14),
      at(CONTENT.compact.x, CONTENT.compact.y, content),
      rect(0.5, 0.5, width - 1, height - 1, {rx: 14, fill: 'none', stroke: 'grid'}),
    ].join(''),
  };
}
