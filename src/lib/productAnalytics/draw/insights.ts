import type {SampleProject} from '../../../data/sampleProject/types';
import {path, rect, SMALL_SIZE, text} from '../../../content/figures/svg';
import {funnel, type FunnelQuery} from '../funnel';
import {paths, type PathsQuery} from '../paths';
import {retention, type RetentionQuery} from '../retention';
import {trends, type TrendsQuery} from '../trends';
import {legend, lineChart, SERIES_TONES} from './charts';
import type {Variant} from './frame';
import {button, card, chips, count, duration, fit, longDate, pageTitle, percent, rule, shortDate} from './ui';

/** What a view draws inside the app's frame. */
export interface ViewContent {
  body: string;
  /** The height the content takes (a compact view's frame grows to fit it). */
  height: number;
}

export const rangeLabel = (from: string, to: string): string => `${shortDate(from)} – ${longDate(to)}`;

/** The annotations of the project as markers on a weekly axis. */
export function annotationMarkers(project: SampleProject, labels: string[]): {at: number; label: string}[] {
  return project.annotations
    .map((annotation) => ({
      at: labels.filter((label) => label <= annotation.date).length - 1,
      label: annotation.content,
    }))
    .filter((marker) => marker.at >= 0);
}

/** The title line with the screen's buttons on the right (wide screens only). */
function header(width: number, crumb: string, title: string, variant: Variant, buttons: string[] = ['Share', 'Save']) {
  const compact = variant === 'compact';
  const head = pageTitle(0, 0, crumb, title, compact);
  let right = width;
  const drawn = compact
    ? []
    : [...buttons].reverse().map((label, i) => {
        const b = button(0, 0, label, i === 0);
        right -= b.width;
        const svg = button(right, 14, label, i === 0).svg;
        right -= 8;
        return svg;
      });
  return {svg: head.svg + drawn.join(''), height: head.height};
}

export function trendsView(project: SampleProject, variant: Variant, width: number, query: TrendsQuery): ViewContent {
  const compact = variant === 'compact';
  const result = trends(project, query);
  const head = header(width, 'Insights › Trends', 'Signups per week', variant);
  const settings = chips(0, head.height + 12, width, [
    {strong: 'Event', label: query.event},
    {label: query.math === 'dau' ? 'Unique users' : 'Total count'},
    ...(query.breakdown ? [{strong: 'Breakdown', label: query.breakdown}] : []),
    {label: rangeLabel(query.from, query.to)},
    {label: query.interval === 'week' ? 'Weekly' : 'Daily'},
  ]);
  let y = head.height + 12 + settings.height + 14;
  const top = result.series.slice(0, 5);
  const key = legend(
    16,
    y + 40,
    width - 32,
    top.map((s) => s.label),
  );
  const rowH = compact ? 26 : 21;
  const tableH = 34 + rowH * top.length + 6;
  const chartH = compact ? 250 : 524 - y - 14 - tableH - key.height - 12;
  const parts = [
    head.svg,
    settings.svg,
    card(
      0,
      y,
      width,
      chartH + key.height + 12,
      `${count(result.total)} signups`,
      compact ? undefined : 'Annotations shown on the axis',
    ),
  ];
  parts.push(key.svg);
  parts.push(
    lineChart({
      x: 12,
      y: y + 44 + key.height,
      width: width - 24,
      height: chartH - 44 - 8,
      labels: result.labels,
      series: top,
      markers: annotationMarkers(project, result.labels),
      every: compact ? 3 : 1,
    }),
  );
  y += chartH + key.height + 12 + 14;
  // The breakdown as a table: value, total, share, a bar.
  parts.push(card(0, y, width, tableH));
  const cols = compact ? [16, width - 130, width - 16] : [16, 240, 330, width - 16];
  parts.push(text(cols[0]!, y + 22, query.breakdown ?? 'Series', {size: 12, fill: 'muted', weight: 'bold'}));
  parts.push(
    text(cols[1]!, y + 22, 'Total', {size: 12, fill: 'muted', weight: 'bold', anchor: compact ? 'start' : 'end'}),
  );
  if (!compact) parts.push(text(cols[2]!, y + 22, 'Share', {size: 12, fill: 'muted', weight: 'bold', anchor: 'end'}));
  parts.push(rule(0, y + 30, width));
  top.forEach((series, i) => {
    const ry = y + 34 + i * rowH;
    const tone = SERIES_TONES[i]!;
    parts.push(rect(cols[0]!, ry + rowH / 2 - 5, 10, 10, {rx: 2, fill: tone}));
    parts.push(text(cols[0]! + 18, ry + rowH / 2 + 4.5, series.label, {size: 13}));
    if (compact) {
      parts.push(
        text(cols[1]!, ry + rowH / 2 + 4.5, `${count(series.total)} · ${percent(series.total / result.total)}`, {
          size: 13,
        }),
      );
    } else {
      parts.push(text(cols[1]!, ry + rowH / 2 + 4.5, count(series.total), {size: 13, anchor: 'end'}));
      parts.push(text(cols[2]!, ry + rowH / 2 + 4.5, percent(series.total / result.total), {size: 13, anchor: 'end'}));
      const barW = (width - 16 - 360) * (series.total / top[0]!.total);
      parts.push(rect(360, ry + rowH / 2 - 5, barW, 10, {rx: 2, fill: tone, opacity: 0.85}));
    }
  });
  return {body: parts.join(''), height: y + tableH};
}

export function funnelView(project: SampleProject, variant: Variant, width: number, query: FunnelQuery): ViewContent {
  const compact = variant === 'compact';
  const result = funnel(project, query);
  const head = header(width, 'Insights › Funnels', 'Signup to cooked recipe', variant);
  const settings = chips(0, head.height + 12, width, [
    {strong: 'Steps', label: compact ? String(query.steps.length) : query.steps.join(' → ')},
    {strong: 'Within', label: `${query.windowDays} days`},
    {label: rangeLabel(query.from, query.to)},
  ]);
  let y = head.height + 12 + settings.height + 14;
  const last = result.steps[result.steps.length - 1]!;
  const parts = [head.svg, settings.svg];
  // Summary numbers.
  const stats = [
    ['Conversion', percent(last.conversionFromStart)],
    ['Completed', `${count(last.count)} of ${count(result.steps[0]!.count)}`],
    [
      compact ? 'Median time' : 'Median time to convert',
      result.medianSecondsToComplete === null ? '–' : duration(result.medianSecondsToComplete),
    ],
  ];
  const statW = width / 3;
  parts.push(card(0, y, width, 62));
  stats.forEach(([label, value], i) => {
    parts.push(text(16 + i * statW, y + 23, label!, {size: compact ? 11 : 12, fill: 'muted'}));
    parts.push(text(16 + i * statW, y + 47, value!, {size: compact ? 15 : 19, weight: 'bold'}));
  });
  y += 62 + 14;
  if (compact) {
    // Steps as horizontal bars.
    const stepH = 74;
    parts.push(card(0, y, width, 12 + stepH * result.steps.length));
    result.steps.forEach((step, i) => {
      const sy = y + 12 + i * stepH;
      const barW = width - 32;
      parts.push(text(16, sy + 14, `${i + 1}. ${step.event}`, {size: 13.5, weight: 'bold'}));
      parts.push(text(width - 16, sy + 14, count(step.count), {size: 13.5, weight: 'bold', anchor: 'end'}));
      parts.push(rect(16, sy + 22, barW, 16, {rx: 3, fill: 1, opacity: 0.15}));
      parts.push(rect(16, sy + 22, barW * step.conversionFromStart, 16, {rx: 3, fill: 1}));
      const note =
        i === 0
          ? 'Entered the funnel'
          : `${percent(step.conversionFromPrevious)} of previous · ${count(step.dropOff)} dropped off · ${duration(step.medianSecondsToConvert ?? 0)}`;
      parts.push(text(16, sy + 56, fit(note, barW, 12), {size: 12, fill: 'muted'}));
    });
    return {body: parts.join(''), height: y + 12 + stepH * result.steps.length};
  }
  const chartH = 524 - y;
  parts.push(card(0, y, width, chartH));
  const n = result.steps.length;
  const slot = (width - 32 + 36) / n;
  const barTop = y + 44;
  const barH = chartH - 44 - 108;
  parts.push(text(16, y + 26, 'Persons at each step', {size: 14, weight: 'bold'}));
  parts.push(rect(width - 260, y + 16, 12, 12, {rx: 2, fill: 1}));
  parts.push(text(width - 242, y + 26.5, 'Converted', {size: 12}));
  parts.push(rect(width - 160, y + 16, 12, 12, {rx: 2, fill: 1, opacity: 0.18}));
  parts.push(text(width - 142, y + 26.5, 'Dropped off', {size: 12}));
  result.steps.forEach((step, i) => {
    const x = 16 + i * slot;
    const bw = slot - 36;
    const h = barH * step.conversionFromStart;
    parts.push(rect(x, barTop, bw, barH, {rx: 4, fill: 1, opacity: 0.14}));
    parts.push(rect(x, barTop + barH - h, bw, h, {rx: 4, fill: 1}));
    parts.push(
      text(x + bw / 2, barTop + barH - h + 20, percent(step.conversionFromStart), {
        size: 13,
        anchor: 'middle',
        weight: 'bold',
        fill: 'on',
      }),
    );
    const ty = barTop + barH + 22;
    parts.push(text(x, ty, `${i + 1}. ${step.event}`, {size: 13.5, weight: 'bold'}));
    parts.push(text(x, ty + 20, `${count(step.count)} persons`, {size: 13}));
    if (i > 0) {
      parts.push(
        text(x, ty + 39, `${percent(step.conversionFromPrevious)} of previous step`, {size: 12, fill: 'muted'}),
      );
      parts.push(text(x, ty + 56, `${count(step.dropOff)} dropped off`, {size: 12, fill: 2}));
      parts.push(text(x, ty + 73, `Median ${duration(step.medianSecondsToConvert ?? 0)}`, {size: 12, fill: 'muted'}));
    } else parts.push(text(x, ty + 39, 'Entered the funnel', {size: 12, fill: 'muted'}));
    if (i < n - 1)
      parts.push(path(`M${x + bw + 10} ${barTop + barH / 2 - 6} l8 6 l-8 6`, {stroke: 'muted', strokeWidth: 1.5}));
  });
  return {body: parts.join(''), height: 524};
}

export function retentionView(
  project: SampleProject,
  variant: Variant,
  width: number,
  query: RetentionQuery,
): ViewContent {
  const compact = variant === 'compact';
  const result = retention(project, query);
  const head = header(width, 'Insights › Retention', 'Recipe viewers coming back', variant);
  const settings = chips(0, head.height + 12, width, [
    {strong: 'Cohort', label: `did ${query.startEvent}`},
    {strong: 'Came back', label: `did ${query.returnEvent}`},
    {label: 'Weekly'},
    {label: rangeLabel(query.from, query.to)},
  ]);
  const y = head.height + 12 + settings.height + 14;
  const weeks = compact ? 5 : result.average.length;
  const labelW = compact ? 62 : 96;
  const sizeW = compact ? 44 : 66;
  const cellW = (width - 16 - labelW - sizeW) / weeks;
  const rowH = compact ? 30 : 30;
  const rows = [
    {label: 'Average', size: result.cohorts.reduce((sum, c) => sum + c.size, 0), shares: result.average, bold: true},
    ...result.cohorts.map((c) => ({label: shortDate(c.start), size: c.size, shares: c.shares, bold: false})),
  ];
  const tableH = 40 + rows.length * rowH + 8;
  const parts = [head.svg, settings.svg, card(0, y, width, tableH)];
  const hy = y + 26;
  parts.push(text(12, hy, 'Cohort', {size: 12, weight: 'bold', fill: 'muted'}));
  parts.push(text(labelW + sizeW - 6, hy, 'People', {size: 12, weight: 'bold', fill: 'muted', anchor: 'end'}));
  for (let w = 0; w < weeks; w++)
    parts.push(
      text(labelW + sizeW + w * cellW + cellW / 2, hy, compact ? `W${w}` : `Week ${w}`, {
        size: 12,
        weight: 'bold',
        fill: 'muted',
        anchor: 'middle',
      }),
    );
  rows.forEach((row, r) => {
    const ry = y + 38 + r * rowH;
    parts.push(text(12, ry + rowH / 2 + 4.5, row.label, {size: 13, weight: row.bold ? 'bold' : 'normal'}));
    parts.push(
      text(labelW + sizeW - 6, ry + rowH / 2 + 4.5, count(row.size), {
        size: 13,
        anchor: 'end',
        weight: row.bold ? 'bold' : 'normal',
      }),
    );
    for (let w = 0; w < weeks; w++) {
      const share = row.shares[w];
      if (share === undefined) continue;
      const cx = labelW + sizeW + w * cellW;
      // The shade follows the share; from about 45% on, the text is light on the dark cell.
      const strength = 0.08 + 0.92 * Math.min(1, share / 0.6);
      parts.push(rect(cx + 1.5, ry + 1.5, cellW - 3, rowH - 3, {rx: 3, fill: 1, opacity: strength}));
      parts.push(
        text(cx + cellW / 2, ry + rowH / 2 + 4.5, percent(share), {
          size: compact ? 11.5 : 12.5,
          anchor: 'middle',
          fill: strength > 0.6 ? 'on' : 'ink',
          weight: row.bold ? 'bold' : 'normal',
        }),
      );
    }
  });
  if (compact) {
    const ny = y + tableH + 20;
    parts.push(
      text(0, ny, `Weeks 0 to 4 of ${result.average.length}; the full table is on wider screens.`, {
        size: 12,
        fill: 'muted',
      }),
    );
    return {body: parts.join(''), height: ny + 4};
  }
  return {body: parts.join(''), height: y + tableH};
}

/** The Sankey diagram of paths: page nodes per step, joined by bands as wide as the sessions that moved. */
export function pathsView(project: SampleProject, variant: Variant, width: number, query: PathsQuery): ViewContent {
  const compact = variant === 'compact';
  const result = paths(project, query);
  const head = header(width, 'Insights › Paths', 'Paths from the home page', variant);
  const settings = chips(0, head.height + 12, width, [
    {strong: 'Start', label: query.start ?? 'any page'},
    {label: 'Page views'},
    {strong: 'Steps', label: String(query.steps)},
    {label: rangeLabel(query.from, query.to)},
  ]);
  const y = head.height + 12 + settings.height + 14;
  const steps = compact ? 3 : query.steps;
  const keep = 3;
  // Nodes per step: the largest pages, the rest as "Other pages".
  type Node = {page: string; value: number; out: number; inY: number; outY: number; y: number; h: number};
  const columns: Node[][] = [
    [{page: query.start ?? 'Start', value: result.sessions, out: 0, inY: 0, outY: 0, y: 0, h: 0}],
  ];
  const links: {from: Node; to: Node; count: number}[] = [];
  for (let s = 1; s < steps; s++) {
    const previous = columns[s - 1]!;
    const find = (page: string) =>
      previous.find((node) => node.page === page) ?? previous.find((node) => node.page === 'Other pages');
    const moves = result.transitions.filter((t) => t.step === s && find(t.source));
    const totals = new Map<string, number>();
    for (const t of moves) totals.set(t.target, (totals.get(t.target) ?? 0) + t.count);
    const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]);
    const kept = new Set(ranked.slice(0, keep).map(([page]) => page));
    const column: Node[] = ranked
      .slice(0, keep)
      .map(([page, value]) => ({page, value, out: 0, inY: 0, outY: 0, y: 0, h: 0}));
    const other = ranked.slice(keep).reduce((sum, [, value]) => sum + value, 0);
    if (other > 0) column.push({page: 'Other pages', value: other, out: 0, inY: 0, outY: 0, y: 0, h: 0});
    columns.push(column);
    const merged = new Map<string, {from: Node; to: Node; count: number}>();
    for (const t of moves) {
      const from = find(t.source)!;
      const to = column.find((node) => node.page === (kept.has(t.target) ? t.target : 'Other pages'))!;
      const key = `${from.page}>${to.page}`;
      const link = merged.get(key) ?? {from, to, count: 0};
      link.count += t.count;
      merged.set(key, link);
    }
    links.push(...[...merged.values()].sort((a, b) => b.count - a.count));
  }
  const chartTop = y + 64;
  const chartH = compact ? 330 : 524 - chartTop - 16;
  const nodeW = 10;
  const labelRoom = compact ? 96 : 150;
  const colGap = (width - 32 - nodeW - labelRoom) / (steps - 1);
  const scale = (chartH - 3 * 18) / result.sessions;
  const parts = [
    head.svg,
    settings.svg,
    card(0, y, width, chartH + 80, `${count(result.sessions)} sessions started on ${query.start ?? 'any page'}`),
  ];
  columns.forEach((column) => {
    let ny = chartTop;
    for (const node of column) {
      node.h = Math.max(2, node.value * scale);
      node.y = ny;
      node.inY = ny;
      node.outY = ny;
      ny += node.h + 18;
    }
  });
  // Bands leave each node in the order of their targets and reach each node in the order of their sources, so they
  // cross as little as they can.
  const order = (node: Node) =>
    columns.findIndex((column) => column.includes(node)) * 100 + columns.flat().indexOf(node);
  const starts = new Map<(typeof links)[number], number>();
  for (const link of [...links].sort((a, b) => order(a.from) - order(b.from) || order(a.to) - order(b.to))) {
    starts.set(link, link.from.outY);
    link.from.outY += link.count * scale;
  }
  for (const link of [...links].sort((a, b) => order(a.to) - order(b.to) || order(a.from) - order(b.from))) {
    const s = columns.findIndex((column) => column.includes(link.from));
    const x1 = 16 + s * colGap + nodeW;
    const x2 = 16 + (s + 1) * colGap;
    const h = link.count * scale;
    const y1 = starts.get(link)!;
    const y2 = link.to.inY;
    link.to.inY += h;
    const mid = (x1 + x2) / 2;
    parts.push(
      path(
        `M${x1} ${y1} C${mid} ${y1} ${mid} ${y2} ${x2} ${y2} L${x2} ${y2 + h} C${mid} ${y2 + h} ${mid} ${y1 + h} ${x1} ${y1 + h} Z`,
        {
          fill: 1,
          opacity: 0.2,
        },
      ),
    );
  }
  columns.forEach((column, s) => {
    const x = 16 + s * colGap;
    for (const node of column) {
      parts.push(rect(x, node.y, nodeW, node.h, {rx: 2, fill: node.page === 'Other pages' ? 5 : 1}));
      const label = node.page.replace(/^\/recipes\//, '…/');
      const lx = x + nodeW + 6;
      const room = (s === columns.length - 1 ? labelRoom : colGap) - nodeW - 12;
      if (node.h >= 30) {
        const ly = node.y + Math.min(node.h / 2 - 4, 18);
        parts.push(text(lx, ly, fit(label, room, 12.5), {size: 12.5, weight: 'bold'}));
        parts.push(text(lx, ly + 16, count(node.value), {size: 12, fill: 'muted'}));
      } else {
        const ly = node.y + node.h / 2 + 4.5;
        const value = ` ${count(node.value)}`;
        parts.push(text(lx, ly, `${fit(label, room - value.length * 7, 12.5)}${value}`, {size: 12.5, weight: 'bold'}));
      }
    }
  });
  // Step headers.
  for (let s = 0; s < steps; s++)
    parts.push(text(16 + s * colGap, y + 50, `Step ${s + 1}`, {size: SMALL_SIZE, fill: 'muted'}));
  return {body: parts.join(''), height: y + chartH + 80};
}
