import {circle, type ColorName, line, niceMax, path, rect, SMALL_SIZE, text} from '../../../content/figures/svg';
import {count, shortDate} from './ui';

/** The charts inside the app's panels: lines over weeks, with the project's annotations as markers. */

export const SERIES_TONES: ColorName[] = [1, 3, 2, 4, 5];

export interface LineChartOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The first day of each interval, YYYY-MM-DD. */
  labels: string[];
  series: {label: string; values: number[]}[];
  /** Markers on the axis: the index of the interval and a short label. */
  markers?: {at: number; label: string}[];
  /** Label every nth interval (all by default). */
  every?: number;
  /** Fill the area under a single line. */
  area?: boolean;
  gridLines?: number;
}

/** How many grid lines split the axis into round steps: 4 or 5. */
function gridLinesFor(max: number): number {
  const nice = (step: number) => Number.isInteger(step) && (step % 10 === 0 || step <= 5);
  return nice(max / 4) ? 4 : nice(max / 5) ? 5 : 4;
}

/** Lines over an ordered axis, with a value axis of round numbers and dots at each point. */
export function lineChart(options: LineChartOptions): string {
  const {x, y, width, height, labels, series} = options;
  const left = 34;
  const bottom = 22;
  const plotW = width - left - 8;
  const plotH = height - bottom - 8;
  const max = niceMax(Math.max(1, ...series.flatMap((s) => s.values)));
  const lines = options.gridLines ?? gridLinesFor(max);
  const px = (i: number) => x + left + (labels.length === 1 ? plotW / 2 : (i * plotW) / (labels.length - 1));
  const py = (value: number) => y + 8 + plotH - (value / max) * plotH;
  const parts: string[] = [];
  for (let g = 0; g <= lines; g++) {
    const value = (max * g) / lines;
    parts.push(line(x + left, py(value), x + width - 4, py(value), {stroke: 'grid', strokeWidth: 1}));
    parts.push(
      text(x + left - 6, py(value) + 4, count(Math.round(value)), {size: SMALL_SIZE, fill: 'muted', anchor: 'end'}),
    );
  }
  const every = options.every ?? 1;
  labels.forEach((label, i) => {
    if (i % every === 0)
      parts.push(text(px(i), y + height - 4, shortDate(label), {size: SMALL_SIZE, fill: 'muted', anchor: 'middle'}));
  });
  for (const [index, marker] of (options.markers ?? []).entries()) {
    const mx = px(marker.at);
    // Labels alternate between two heights, so neighbouring markers' labels never overlap.
    const ly = y + 20 + (index % 2) * 14;
    parts.push(line(mx, y + 8, mx, y + 8 + plotH, {stroke: 'muted', dash: true, strokeWidth: 1}));
    parts.push(
      `<g>${circle(mx, y + 8 + plotH, 4.5, {fill: 'paper', stroke: 'muted', strokeWidth: 1.5})}</g>`,
      // A label that would run past the chart's right edge goes on the left of its line.
      mx + 5 + marker.label.length * 11 * 0.56 > x + width
        ? text(mx - 5, ly, marker.label, {size: 11, fill: 'muted', anchor: 'end'})
        : text(mx + 5, ly, marker.label, {size: 11, fill: 'muted'}),
    );
  }
  series.forEach((s, index) => {
    const tone = SERIES_TONES[index % SERIES_TONES.length]!;
    const d = s.values.map((value, i) => `${i === 0 ? 'M' : 'L'}${px(i).toFixed(1)} ${py(value).toFixed(1)}`).join(' ');
    if (options.area && series.length === 1)
      parts.push(
        path(`${d} L${px(s.values.length - 1).toFixed(1)} ${py(0)} L${px(0).toFixed(1)} ${py(0)} Z`, {
          fill: tone,
          opacity: 0.12,
        }),
      );
    parts.push(path(d, {stroke: tone, strokeWidth: 2.5}));
    s.values.forEach((value, i) => parts.push(circle(px(i), py(value), 3, {fill: tone})));
  });
  return parts.join('');
}

/** Columns over an ordered axis, one series. */
export function columnChart(options: Omit<LineChartOptions, 'series' | 'area'> & {values: number[]; tone?: ColorName}) {
  const {x, y, width, height, labels, values} = options;
  const left = 34;
  const bottom = 22;
  const plotW = width - left - 4;
  const plotH = height - bottom - 8;
  const max = niceMax(Math.max(1, ...values));
  const lines = options.gridLines ?? gridLinesFor(max);
  const py = (value: number) => y + 8 + plotH - (value / max) * plotH;
  const slot = plotW / values.length;
  const parts: string[] = [];
  for (let g = 0; g <= lines; g++) {
    const value = (max * g) / lines;
    parts.push(line(x + left, py(value), x + width - 4, py(value), {stroke: 'grid', strokeWidth: 1}));
    parts.push(
      text(x + left - 6, py(value) + 4, count(Math.round(value)), {size: SMALL_SIZE, fill: 'muted', anchor: 'end'}),
    );
  }
  const every = options.every ?? 1;
  values.forEach((value, i) => {
    const cx = x + left + slot * i + slot / 2;
    parts.push(rect(cx - slot * 0.32, py(value), slot * 0.64, py(0) - py(value), {rx: 2, fill: options.tone ?? 1}));
    if (i % every === 0)
      parts.push(text(cx, y + height - 4, shortDate(labels[i]!), {size: SMALL_SIZE, fill: 'muted', anchor: 'middle'}));
  });
  return parts.join('');
}

/** A legend: a swatch per series, in rows that wrap at `width`; returns the drawing and its height. */
export function legend(x: number, y: number, width: number, labels: string[]): {svg: string; height: number} {
  let cx = x;
  let cy = y;
  const parts: string[] = [];
  labels.forEach((label, i) => {
    const w = 22 + label.length * 7 + 18;
    if (cx > x && cx + w > x + width) {
      cx = x;
      cy += 20;
    }
    parts.push(rect(cx, cy + 2, 12, 12, {rx: 3, fill: SERIES_TONES[i % SERIES_TONES.length]!}));
    parts.push(text(cx + 18, cy + 12.5, label, {size: 12.5}));
    cx += w;
  });
  return {svg: parts.join(''), height: cy - y + 16};
}
