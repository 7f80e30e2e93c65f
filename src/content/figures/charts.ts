import {count, percent1} from './alt';
import {
  arrowHead,
  circle,
  type ColorName,
  FONT_SIZE,
  line,
  niceMax,
  type Paint,
  path,
  polygon,
  rect,
  SMALL_SIZE,
  text,
  textWidth,
} from './svg';
import type {
  BarsFigure,
  BucketsFigure,
  ColumnsFigure,
  DiagramFigure,
  FigureSpec,
  FlowFigure,
  FunnelFigure,
  GridFigure,
  LinesFigure,
  TimelineFigure,
  Tone,
} from './types';

/**
 * The figure kinds of ./types.ts drawn as SVG: each function returns the drawing's size and its elements (the
 * document around them is ./svg.ts's `svgDocument`). Sizes are in CSS pixels at 100%: a page scales a figure
 * down to its column, and lets it scroll sideways below a minimum width (src/content/remark/figures.ts).
 */

export interface Drawing {
  width: number;
  height: number;
  body: string;
}

const WIDTH = 720;
const tone = (value: Tone | undefined, fallback: Tone = 1): ColorName => value ?? fallback;

/** A legend row from (x, y), its top: each entry a square swatch painted as given, or a line in its colour. */
function legend(x: number, y: number, entries: {label: string; square?: Paint; line?: ColorName}[]): string[] {
  let at = x;
  return entries.flatMap(({label, square, line: colour}) => {
    const swatch = colour
      ? line(at, y + 6, at + 18, y + 6, {stroke: colour, strokeWidth: 2.5})
      : rect(at, y, 12, 12, {rx: 2, ...square});
    const labelX = at + (colour ? 24 : 18);
    at = labelX + textWidth(label, SMALL_SIZE) + 28;
    return [swatch, text(labelX, y + 10, label, {size: SMALL_SIZE})];
  });
}

/** Splits a label into lines of at most `max` characters, at spaces (and inside a long path, before a "/"). */
export function wrap(label: string, max: number): string {
  const lines: string[] = [];
  for (const part of label.split('\n')) {
    // Each piece carries what joins it to the previous one: a space between words, nothing inside a path.
    const pieces = part
      .split(' ')
      .flatMap((word) =>
        word.length > max && word.includes('/')
          ? word.split(/(?=\/)/).map((piece, i) => ({piece, joiner: i === 0 ? ' ' : ''}))
          : [{piece: word, joiner: ' '}],
      );
    let current = '';
    for (const {piece, joiner} of pieces) {
      if (current && (current + joiner + piece).length > max) {
        lines.push(current);
        current = piece;
      } else current = current ? `${current}${joiner}${piece}` : piece;
    }
    lines.push(current);
  }
  return lines.join('\n');
}

/** The people a funnel step lost: a light dashed box over the bar. */
const DROPPED: Paint = {fill: 2, opacity: 0.18, stroke: 2, strokeWidth: 1, dash: true};

function funnel(spec: FunnelFigure): Drawing {
  const top = 76;
  const bottom = 276;
  const left = 56;
  const slot = (WIDTH - left - 16) / spec.steps.length;
  const barWidth = Math.min(110, slot * 0.62);
  const first = spec.steps[0]?.people ?? 1;
  const scale = (bottom - top) / first;
  const parts: string[] = [line(left, bottom, WIDTH - 16, bottom, {stroke: 'grid'})];
  for (const share of [25, 50, 75, 100]) {
    const y = bottom - (share / 100) * first * scale;
    parts.push(
      line(left, y, WIDTH - 16, y, {stroke: 'grid', dash: true}),
      text(left - 8, y + 4, `${share}%`, {anchor: 'end', size: SMALL_SIZE, fill: 'muted'}),
    );
  }
  spec.steps.forEach((step, index) => {
    const x = left + slot * index + (slot - barWidth) / 2;
    const height = step.people * scale;
    const previous = index === 0 ? step.people : spec.steps[index - 1]!.people;
    const dropped = (previous - step.people) * scale;
    if (dropped > 0) parts.push(rect(x, bottom - height - dropped, barWidth, dropped, DROPPED));
    parts.push(rect(x, bottom - height, barWidth, height, {fill: 1, rx: 2}));
    const centre = x + barWidth / 2;
    parts.push(
      text(centre, bottom - height - dropped - (index === 0 ? 24 : 22), count(step.people), {
        anchor: 'middle',
        weight: 'bold',
      }),
    );
    parts.push(
      text(
        centre,
        bottom - height - dropped - 8,
        index === 0 ? '100%' : `${percent1((step.people / previous) * 100)} of previous`,
        {
          anchor: 'middle',
          size: SMALL_SIZE,
          fill: 'muted',
        },
      ),
    );
    parts.push(
      text(centre, bottom + 20, wrap(`${index + 1}. ${step.label}`, Math.max(12, Math.floor(slot / 7.5))), {
        anchor: 'middle',
        size: SMALL_SIZE,
      }),
    );
  });
  parts.push(
    ...legend(left, 8, [
      {label: `Went on to the step (${spec.unit ?? 'people'})`, square: {fill: 1}},
      {label: 'Dropped off before it', square: DROPPED},
    ]),
  );
  return {width: WIDTH, height: 326, body: parts.join('\n')};
}

function bars(spec: BarsFigure): Drawing {
  const rowHeight = 34;
  const titleHeight = spec.title ? 30 : 6;
  const labelWidth = Math.min(250, Math.max(...spec.bars.map((bar) => textWidth(bar.label))) + 16);
  const valueWidth = Math.max(...spec.bars.map((bar) => textWidth(bar.display ?? count(bar.value)))) + 16;
  const barArea = WIDTH - labelWidth - valueWidth - 8;
  const max = Math.max(...spec.bars.map((bar) => bar.value));
  const parts: string[] = spec.title ? [text(0, 18, spec.title, {weight: 'bold'})] : [];
  spec.bars.forEach((bar, index) => {
    const y = titleHeight + index * rowHeight;
    const width = (bar.value / max) * barArea;
    parts.push(text(labelWidth - 10, y + 21, bar.label, {anchor: 'end'}));
    parts.push(rect(labelWidth, y + 6, barArea, 22, {fill: 'surface', rx: 3}));
    parts.push(rect(labelWidth, y + 6, width, 22, {fill: tone(bar.tone), rx: 3}));
    parts.push(text(labelWidth + width + 8, y + 21, bar.display ?? count(bar.value)));
  });
  return {width: WIDTH, height: titleHeight + spec.bars.length * rowHeight + 8, body: parts.join('\n')};
}

function columns(spec: ColumnsFigure): Drawing {
  const top = 74;
  const bottom = 250;
  const left = 16;
  const max = spec.max ?? Math.max(...spec.groups.flatMap((group) => group.values));
  const slot = (WIDTH - left * 2) / spec.groups.length;
  const columnWidth = Math.min(80, (slot * 0.7) / spec.series.length);
  const parts: string[] = [line(left, bottom, WIDTH - left, bottom, {stroke: 'grid'})];
  parts.push(
    ...legend(
      left,
      10,
      spec.series.map((label, i) => ({label, square: {fill: tone((i + 1) as Tone)}})),
    ),
  );
  // Columns of a group sit far enough apart for their value labels, or the labels step up one line each.
  const labelWidth = Math.max(
    ...spec.groups.flatMap((group) =>
      group.values.map((value, i) => textWidth(group.display?.[i] ?? count(value), SMALL_SIZE) * 1.08),
    ),
  );
  const step = Math.min(Math.max(columnWidth + 8, labelWidth + 12), slot / spec.series.length);
  const stacked = labelWidth + 12 > step;
  spec.groups.forEach((group, g) => {
    const start = left + slot * g + (slot - step * (spec.series.length - 1) - columnWidth) / 2;
    group.values.forEach((value, i) => {
      const height = (value / max) * (bottom - top);
      const x = start + i * step;
      parts.push(rect(x, bottom - height, columnWidth, height, {fill: tone((i + 1) as Tone), rx: 2}));
      // Neighbouring labels alternate between two heights when they would touch.
      const lift = stacked && i % 2 === 0 ? 15 : 0;
      parts.push(
        text(x + columnWidth / 2, bottom - height - 8 - lift, group.display?.[i] ?? count(value), {
          anchor: 'middle',
          weight: 'bold',
          size: SMALL_SIZE,
        }),
      );
    });
    parts.push(
      text(left + slot * g + slot / 2, bottom + 20, wrap(group.label, Math.max(14, Math.floor(slot / 7.5))), {
        anchor: 'middle',
        size: SMALL_SIZE,
      }),
    );
  });
  return {width: WIDTH, height: 300, body: parts.join('\n')};
}

function lines(spec: LinesFigure): Drawing {
  const top = 50;
  const bottom = 250;
  const left = 56;
  const right = WIDTH - 24;
  const max = niceMax(Math.max(...spec.series.flatMap((series) => series.values)));
  const x = (i: number) => left + ((right - left) * (i + 0.5)) / spec.x.length;
  const y = (value: number) => bottom - (value / max) * (bottom - top);
  const parts: string[] = [];
  for (let step = 0; step <= 4; step += 1) {
    const value = (max / 4) * step;
    parts.push(
      line(left, y(value), right, y(value), {stroke: 'grid', dash: step > 0}),
      text(left - 8, y(value) + 4, count(value), {anchor: 'end', size: SMALL_SIZE, fill: 'muted'}),
    );
  }
  spec.x.forEach((label, i) => parts.push(text(x(i), bottom + 20, label, {anchor: 'middle', size: SMALL_SIZE})));
  if (spec.annotation) {
    const at = x(spec.annotation.at);
    parts.push(line(at, top - 14, at, bottom, {stroke: 4, dash: true, strokeWidth: 1.5}));
    parts.push(
      polygon(
        [
          [at, top - 22],
          [at + 7, top - 14],
          [at, top - 6],
          [at - 7, top - 14],
        ],
        {fill: 4},
      ),
    );
    const labelRight = at + 12 + textWidth(spec.annotation.label, SMALL_SIZE) > WIDTH;
    parts.push(
      text(labelRight ? at - 12 : at + 12, top - 10, spec.annotation.label, {
        size: SMALL_SIZE,
        fill: 'ink',
        anchor: labelRight ? 'end' : 'start',
      }),
    );
  }
  spec.series.forEach((series, s) => {
    const colour = tone(series.tone, (s + 1) as Tone);
    const points = series.values
      .map((value, i) => `${i === 0 ? 'M' : 'L'}${Math.round(x(i) * 10) / 10} ${Math.round(y(value) * 10) / 10}`)
      .join(' ');
    parts.push(path(points, {fill: 'none', stroke: colour, strokeWidth: 2.5}));
    series.values.forEach((value, i) =>
      parts.push(circle(x(i), y(value), 4, {fill: 'paper', stroke: colour, strokeWidth: 2})),
    );
  });
  parts.push(
    ...legend(
      left,
      6,
      spec.series.map((series, s) => ({label: series.label, line: tone(series.tone, (s + 1) as Tone)})),
    ),
  );
  let height = 280;
  if (spec.breakdown) {
    const barTop = 306;
    parts.push(text(left, 296, spec.breakdown.title, {size: SMALL_SIZE, weight: 'bold'}));
    const colour = (i: number) => tone(((i % 5) + 1) as Tone);
    let from = left;
    spec.breakdown.parts.forEach((part, i) => {
      const width = ((right - left) * part.share) / 100;
      parts.push(rect(from, barTop, Math.max(1, width - 2), 22, {fill: colour(i)}));
      from += width;
    });
    parts.push(
      ...legend(
        left,
        barTop + 32,
        spec.breakdown.parts.map((part, i) => ({label: `${part.label} ${part.share}%`, square: {fill: colour(i)}})),
      ),
    );
    height = barTop + 56;
  }
  return {width: WIDTH, height, body: parts.join('\n')};
}

function grid(spec: GridFigure): Drawing {
  const labelWidth = Math.max(textWidth(spec.rowHeader), ...spec.rows.map((row) => textWidth(row.label))) + 20;
  const totalWidth = Math.max(textWidth(spec.totalHeader), 60) + 20;
  const cellWidth = Math.min(110, (WIDTH - labelWidth - totalWidth) / spec.columns.length);
  const rowHeight = 40;
  // The shade is relative to the largest share, so that 38% and 45% look different.
  const largest = Math.max(1, ...spec.rows.flatMap((row) => row.cells.filter((cell): cell is number => cell !== null)));
  const width = labelWidth + totalWidth + cellWidth * spec.columns.length;
  const parts: string[] = [
    text(0, 22, spec.rowHeader, {weight: 'bold', size: SMALL_SIZE}),
    text(labelWidth + totalWidth - 14, 22, spec.totalHeader, {weight: 'bold', size: SMALL_SIZE, anchor: 'end'}),
  ];
  spec.columns.forEach((column, i) =>
    parts.push(
      text(labelWidth + totalWidth + cellWidth * (i + 0.5), 22, column, {
        anchor: 'middle',
        weight: 'bold',
        size: SMALL_SIZE,
      }),
    ),
  );
  spec.rows.forEach((row, r) => {
    const y = 34 + r * rowHeight;
    parts.push(
      text(0, y + 25, row.label),
      text(labelWidth + totalWidth - 14, y + 25, count(row.total), {anchor: 'end'}),
    );
    row.cells.forEach((cell, i) => {
      const x = labelWidth + totalWidth + cellWidth * i;
      if (cell === null) {
        parts.push(rect(x + 2, y + 2, cellWidth - 4, rowHeight - 4, {fill: 'none', stroke: 'grid', dash: true, rx: 3}));
        return;
      }
      parts.push(
        rect(x + 2, y + 2, cellWidth - 4, rowHeight - 4, {fill: 1, opacity: 0.1 + (cell / largest) * 0.55, rx: 3}),
      );
      parts.push(text(x + cellWidth / 2, y + 25, `${cell}%`, {anchor: 'middle', weight: 'bold'}));
    });
  });
  return {width: Math.ceil(width), height: 34 + spec.rows.length * rowHeight + 8, body: parts.join('\n')};
}

function flow(spec: FlowFigure): Drawing {
  const top = 24;
  const usable = 250;
  const gap = 14;
  const scale = (usable - gap * (spec.to.length - 1)) / spec.from.value;
  const nodeWidth = 16;
  const fromX = 150;
  const toX = 390;
  const thenX = 540;
  const fromHeight = spec.from.value * scale;
  const parts: string[] = [
    rect(fromX, top, nodeWidth, fromHeight, {fill: 1, rx: 2}),
    text(fromX - 10, top + fromHeight / 2 - 4, spec.from.label, {anchor: 'end', weight: 'bold'}),
    text(fromX - 10, top + fromHeight / 2 + 14, `${count(spec.from.value)} ${spec.unit}`, {
      anchor: 'end',
      size: SMALL_SIZE,
      fill: 'muted',
    }),
  ];
  let sourceY = top;
  let targetY = top;
  const band = (x1: number, y1: number, h1: number, x2: number, y2: number, h2: number, colour: ColorName) => {
    const mid = (x1 + x2) / 2;
    return path(
      `M${x1} ${y1} C${mid} ${y1} ${mid} ${y2} ${x2} ${y2} L${x2} ${y2 + h2} C${mid} ${y2 + h2} ${mid} ${y1 + h1} ${x1} ${y1 + h1} Z`,
      {fill: colour, opacity: 0.3},
    );
  };
  spec.to.forEach((to, i) => {
    const height = to.value * scale;
    const colour = tone(((i % 5) + 1) as Tone);
    parts.push(band(fromX + nodeWidth, sourceY, height, toX, targetY, height, colour));
    parts.push(rect(toX, targetY, nodeWidth, height, {fill: colour, rx: 2}));
    const label = `${to.label}  ${count(to.value)}`;
    const labelY = to.then ? targetY - 8 : targetY + height / 2 + 4;
    parts.push(
      rect(toX + nodeWidth + 4, labelY - 14, textWidth(label) + 8, 19, {fill: 'paper', opacity: 0.85, rx: 3}),
      text(toX + nodeWidth + 8, labelY, label),
    );
    if (to.then) {
      const thenHeight = to.then.value * scale;
      const thenY = targetY + (height - thenHeight) / 2;
      parts.push(band(toX + nodeWidth, targetY, thenHeight, thenX, thenY, thenHeight, colour));
      parts.push(rect(thenX, thenY, nodeWidth, thenHeight, {fill: colour, rx: 2}));
      const thenLabel = wrap(`${to.then.label} ${count(to.then.value)}`, 22);
      parts.push(
        text(
          thenX + nodeWidth + 8,
          thenY + thenHeight / 2 + 4 - ((thenLabel.split('\n').length - 1) * 15) / 2,
          thenLabel,
          {size: SMALL_SIZE, lineHeight: 15},
        ),
      );
    }
    sourceY += height;
    targetY += height + gap;
  });
  return {width: WIDTH, height: top + usable + 20, body: parts.join('\n')};
}

function timeline(spec: TimelineFigure): Drawing {
  const left = 40;
  const right = WIDTH - 40;
  const ats = [...spec.events.map((event) => event.at), ...(spec.spans ?? []).flatMap((span) => [span.from, span.to])];
  const min = Math.min(...ats);
  const max = Math.max(...ats);
  const x = (at: number) => left + ((right - left) * (at - min)) / Math.max(1, max - min);
  // Labels go on the first level above the axis where they overlap no label already placed.
  const levels: [number, number][][] = [];
  const placed = spec.events.map((event) => {
    const label = wrap(`${event.time}\n${event.label}`, 22);
    const width = Math.max(...label.split('\n').map((part) => textWidth(part, SMALL_SIZE)));
    const anchorX = Math.min(Math.max(x(event.at), left + width / 2), right - width / 2);
    const span: [number, number] = [anchorX - width / 2 - 6, anchorX + width / 2 + 6];
    let level = levels.findIndex((spans) => spans.every(([from, to]) => span[1] < from || span[0] > to));
    if (level === -1) level = levels.push([]) - 1;
    levels[level]!.push(span);
    return {event, label, anchorX, level, lines: label.split('\n').length};
  });
  const lineHeight = 14;
  const levelHeight = Math.max(...placed.map((item) => item.lines)) * lineHeight + 14;
  const axisY = 24 + levels.length * levelHeight;
  const parts: string[] = [line(left - 10, axisY, right + 10, axisY, {stroke: 'muted', strokeWidth: 1.5})];
  for (const {event, label, anchorX, level, lines: count} of placed) {
    // The label's last line sits just above its level's floor; a thin line joins it to its point on the axis.
    const floor = axisY - 16 - level * levelHeight;
    const firstBaseline = floor - (count - 1) * lineHeight;
    parts.push(line(x(event.at), axisY, x(event.at), floor + 4, {stroke: 'grid'}));
    parts.push(circle(x(event.at), axisY, 6, {fill: tone(event.tone), stroke: 'paper', strokeWidth: 2}));
    parts.push(text(anchorX, firstBaseline, label, {anchor: 'middle', size: SMALL_SIZE, lineHeight}));
  }
  let height = axisY + 24;
  (spec.spans ?? []).forEach((span, i) => {
    const y = axisY + 16 + i * 30;
    parts.push(
      rect(x(span.from), y, Math.max(4, x(span.to) - x(span.from)), 20, {
        fill: tone(span.tone, 3),
        opacity: 0.25,
        stroke: tone(span.tone, 3),
        strokeWidth: 1,
        rx: 4,
      }),
    );
    parts.push(text(x(span.from) + 8, y + 14, span.label, {size: SMALL_SIZE}));
    height = y + 30;
  });
  return {width: WIDTH, height, body: parts.join('\n')};
}

function buckets(spec: BucketsFigure): Drawing {
  const size = 32;
  const gap = 4;
  const parts: string[] = [];
  for (let bucket = 0; bucket < 100; bucket += 1) {
    const x = (bucket % 10) * (size + gap);
    const y = 10 + Math.floor(bucket / 10) * (size + gap);
    const isIn = bucket < spec.rollout;
    parts.push(rect(x, y, size, size, isIn ? {fill: 1, rx: 3} : {fill: 'surface', stroke: 'grid', rx: 3}));
    parts.push(
      text(x + size / 2, y + size / 2 + 4, String(bucket), {
        anchor: 'middle',
        size: SMALL_SIZE,
        fill: isIn ? 'on' : 'muted',
      }),
    );
  }
  const legendX = 10 * (size + gap) + 30;
  parts.push(
    rect(legendX, 20, 18, 18, {fill: 1, rx: 3}),
    text(legendX + 28, 34, wrap(`Buckets 0 to ${spec.rollout - 1}: ${spec.inLabel}`, 36), {lineHeight: 17}),
  );
  parts.push(
    rect(legendX, 90, 18, 18, {fill: 'surface', stroke: 'grid', rx: 3}),
    text(legendX + 28, 104, wrap(`Buckets ${spec.rollout} to 99: ${spec.outLabel}`, 36), {lineHeight: 17}),
  );
  return {width: WIDTH, height: 10 + 10 * (size + gap) + 6, body: parts.join('\n')};
}

/** The size of a diagram's grid cell, in pixels (the helpers' guide in types.ts names the same figures). */
export const CELL = {width: 150, height: 88, margin: 12} as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the segment from the centre of `box` towards (toX, toY) leaves the box. */
export function borderPoint(box: Box, toX: number, toY: number): [number, number] {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const dx = toX - cx;
  const dy = toY - cy;
  if (dx === 0 && dy === 0) return [cx, cy];
  const scale = Math.min(
    dx === 0 ? Infinity : box.width / 2 / Math.abs(dx),
    dy === 0 ? Infinity : box.height / 2 / Math.abs(dy),
  );
  return [cx + dx * scale, cy + dy * scale];
}

function diagram(spec: DiagramFigure): Drawing {
  const boxes = new Map<string, Box>();
  const parts: string[] = [];
  const ordered = [...spec.nodes].sort(
    (a, b) => Number(b.shape === 'group' || b.shape === 'page') - Number(a.shape === 'group' || a.shape === 'page'),
  );
  for (const node of ordered) {
    const w = node.w ?? 1;
    const h = node.h ?? 1;
    const frame = node.shape === 'group' || node.shape === 'page';
    const margin = frame ? 4 : CELL.margin;
    const box = {
      x: node.x * CELL.width + margin,
      y: node.y * CELL.height + margin,
      width: w * CELL.width - margin * 2,
      height: h * CELL.height - margin * 2,
    };
    boxes.set(node.id, box);
    const colour = tone(node.tone, 5);
    const maxChars = Math.floor((box.width - 12) / 7.3);
    if (node.shape === 'group') {
      parts.push(rect(box.x, box.y, box.width, box.height, {fill: 'none', stroke: colour, dash: true, rx: 10}));
      parts.push(
        text(box.x + 10, box.y + 18, node.label.replace(/\n/g, ' '), {size: SMALL_SIZE, weight: 'bold', fill: 'muted'}),
      );
      if (node.sub)
        parts.push(
          text(box.x + box.width - 10, box.y + 18, node.sub, {size: SMALL_SIZE, fill: 'muted', anchor: 'end'}),
        );
      continue;
    }
    if (node.shape === 'page') {
      parts.push(rect(box.x, box.y, box.width, box.height, {fill: 'paper', stroke: colour, rx: 8}));
      parts.push(path(`M${box.x} ${box.y + 24} H${box.x + box.width}`, {fill: 'none', stroke: colour}));
      for (const dot of [0, 1, 2]) parts.push(circle(box.x + 14 + dot * 12, box.y + 12, 3.5, {fill: colour}));
      // The label goes in the title bar when it fits there, else in the page with the note under it.
      const title = node.label.replace(/\n/g, ' ');
      const inBar = textWidth(title, SMALL_SIZE) <= box.width - 66;
      if (inBar) parts.push(text(box.x + 56, box.y + 16.5, title, {size: SMALL_SIZE, fill: 'muted'}));
      const body = [...(inBar ? [] : [wrap(title, maxChars)]), ...(node.sub ? [wrap(node.sub, maxChars)] : [])].join(
        '\n',
      );
      if (body) {
        const lineCount = body.split('\n').length;
        parts.push(
          text(box.x + box.width / 2, box.y + 24 + (box.height - 24) / 2 + 4 - ((lineCount - 1) * 15) / 2, body, {
            anchor: 'middle',
            size: SMALL_SIZE,
            fill: 'muted',
            lineHeight: 15,
          }),
        );
      }
      continue;
    }
    const fill =
      node.shade !== undefined ? {fill: colour, opacity: 0.08 + node.shade * 0.55} : {fill: 'paper' as const};
    if (node.shape === 'store') {
      const ry = 8;
      const {x, y, width, height} = box;
      parts.push(
        path(
          `M${x} ${y + ry} A${width / 2} ${ry} 0 0 1 ${x + width} ${y + ry} V${y + height - ry} A${width / 2} ${ry} 0 0 1 ${x} ${y + height - ry} Z`,
          {fill: 'paper', stroke: colour, strokeWidth: 1.5},
        ),
      );
      parts.push(
        path(`M${x} ${y + ry} A${width / 2} ${ry} 0 0 0 ${x + width} ${y + ry}`, {
          fill: 'none',
          stroke: colour,
          strokeWidth: 1.5,
        }),
      );
    } else if (node.shape === 'person') {
      parts.push(
        rect(box.x, box.y, box.width, box.height, {
          fill: 'paper',
          stroke: colour,
          strokeWidth: 1.5,
          rx: box.height / 2,
        }),
      );
    } else {
      parts.push(rect(box.x, box.y, box.width, box.height, {fill: 'paper', rx: 6}));
      parts.push(rect(box.x, box.y, box.width, box.height, {...fill, stroke: colour, strokeWidth: 1.5, rx: 6}));
    }
    const label = wrap(node.label, maxChars);
    const lineCount = label.split('\n').length + (node.sub ? 1 : 0);
    const centreY = box.y + box.height / 2 + (node.shape === 'store' ? 4 : 0);
    const firstY = centreY - ((lineCount - 1) * 16) / 2 + 4.5;
    // A word longer than the box (an environment variable) gets a smaller type instead of crossing the border.
    const longest = Math.max(...label.split('\n').map((part) => part.length));
    const size = longest > maxChars ? Math.max(9.5, (FONT_SIZE * maxChars) / longest) : FONT_SIZE;
    parts.push(text(box.x + box.width / 2, firstY, label, {anchor: 'middle', weight: 'bold', lineHeight: 16, size}));
    if (node.sub)
      parts.push(
        text(box.x + box.width / 2, firstY + (lineCount - 1) * 16, node.sub, {
          anchor: 'middle',
          size: SMALL_SIZE,
          fill: 'muted',
        }),
      );
  }
  const labels: string[] = [];
  for (const edge of spec.edges) {
    const from = boxes.get(edge.from)!;
    const to = boxes.get(edge.to)!;
    const [x1, y1] = borderPoint(from, to.x + to.width / 2, to.y + to.height / 2);
    const [x2, y2] = borderPoint(to, from.x + from.width / 2, from.y + from.height / 2);
    parts.push(line(x1, y1, x2, y2, {stroke: 'muted', strokeWidth: 1.5, dash: edge.dashed}));
    parts.push(arrowHead(x1, y1, x2, y2));
    if (edge.both) parts.push(arrowHead(x2, y2, x1, y1));
    if (edge.label) {
      const width = textWidth(edge.label, SMALL_SIZE) + 10;
      const mx = (x1 + x2) / 2;
      const my = (y1 + y2) / 2;
      labels.push(
        rect(mx - width / 2, my - 10, width, 19, {fill: 'paper', rx: 4}),
        text(mx, my + 4, edge.label, {anchor: 'middle', size: SMALL_SIZE, fill: 'muted'}),
      );
    }
  }
  return {width: spec.columns * CELL.width, height: spec.rows * CELL.height, body: [...parts, ...labels].join('\n')};
}

export function draw(spec: FigureSpec): Drawing {
  switch (spec.kind) {
    case 'funnel':
      return funnel(spec);
    case 'bars':
      return bars(spec);
    case 'columns':
      return columns(spec);
    case 'lines':
      return lines(spec);
    case 'grid':
      return grid(spec);
    case 'flow':
      return flow(spec);
    case 'timeline':
      return timeline(spec);
    case 'buckets':
      return buckets(spec);
    case 'diagram':
      return diagram(spec);
  }
}
