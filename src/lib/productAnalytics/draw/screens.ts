import type {SampleFeatureFlag, SampleProject} from '../../../data/sampleProject/types';
import {circle, type ColorName, line, rect, text} from '../../../content/figures/svg';
import {funnel} from '../funnel';
import {flagReach, liveActions, person, sessions} from '../people';
import {DASHBOARD_QUERIES, DEFAULT_QUERIES} from '../queries';
import {retention} from '../retention';
import {trends} from '../trends';
import {columnChart, lineChart} from './charts';
import type {Variant} from './frame';
import {type ViewContent, rangeLabel} from './insights';
import {
  button,
  card,
  chips,
  clock,
  count,
  fit,
  longDate,
  measure,
  pageTitle,
  percent,
  rule,
  shortDate,
  toggle,
} from './ui';

const MONO = 'font-family:var(--ifm-font-family-monospace, ui-monospace, monospace)';
const mono = (body: string) => `<g style="${MONO}">${body}</g>`;

function header(width: number, crumb: string, title: string, variant: Variant, buttons: string[]) {
  const compact = variant === 'compact';
  const head = pageTitle(0, 0, crumb, title, compact);
  let right = width;
  const drawn = compact
    ? []
    : [...buttons].reverse().map((label, i) => {
        right -= button(0, 0, label).width;
        const svg = button(right, 14, label, i === 0).svg;
        right -= 8;
        return svg;
      });
  return {svg: head.svg + drawn.join(''), height: head.height};
}

export function dashboardView(project: SampleProject, variant: Variant, width: number): ViewContent {
  const compact = variant === 'compact';
  const q = DEFAULT_QUERIES;
  const head = header(width, 'Dashboards', project.dashboard.name, variant, ['Share', 'Add insight']);
  const note = chips(0, head.height + 12, width, [
    {label: rangeLabel(q.trends.from, q.trends.to)},
    ...(compact ? [] : [{strong: 'Refreshed', label: 'every morning'}]),
  ]);
  const top = head.height + 12 + note.height + 14;
  const signups = trends(project, {...q.trends, breakdown: undefined});
  const active = trends(project, DASHBOARD_QUERIES.weeklyActive);
  const f = funnel(project, q.funnel);
  const subs = trends(project, DASHBOARD_QUERIES.subscriptions);
  const r = retention(project, q.retention);
  const tiles = project.dashboard.tiles;
  const tile = (title: string) => tiles.find((t) => t.title === title)!.title;

  /** A tile: its title, and a note beside it, or under it when the tile is narrow; returns where its content starts. */
  const tileCard = (x: number, y: number, w: number, h: number, title: string, note: string) => {
    const beside = measure(title, 14) + measure(note, 11.5) + 48 <= w;
    return {
      svg: beside
        ? card(x, y, w, h, title, note)
        : card(x, y, w, h, title) + text(x + 16, y + 44, note, {size: 12, fill: 'muted'}),
      top: beside ? 38 : 54,
    };
  };
  const drawSignups = (x: number, y: number, w: number, h: number) =>
    card(x, y, w, h, tile('Signups per week'), `${count(signups.total)} in total`) +
    lineChart({
      x: x + 8,
      y: y + 38,
      width: w - 16,
      height: h - 44,
      labels: signups.labels,
      series: signups.series,
      area: true,
      every: w > 400 ? 1 : 3,
    });
  const drawSubs = (x: number, y: number, w: number, h: number) => {
    const parts = [card(x, y, w, h, tile('Plus subscriptions'))];
    parts.push(text(x + 16, y + 80, count(subs.total), {size: 40, weight: 'bold', fill: 1}));
    parts.push(text(x + 16, y + 104, 'new subscriptions in 10 weeks', {size: 12.5, fill: 'muted'}));
    let bx = x + 16;
    const bw = w - 32;
    subs.series.forEach((s, i) => {
      const sw = (bw * s.total) / subs.total;
      parts.push(rect(bx, y + 122, sw - 2, 14, {rx: 3, fill: i === 0 ? 1 : 3}));
      parts.push(
        text(i === 0 ? x + 16 : x + w - 16, y + 156, `${count(s.total)} ${s.label}`, {
          size: 12.5,
          anchor: i === 0 ? 'start' : 'end',
          fill: i === 0 ? 1 : 3,
          weight: 'bold',
        }),
      );
      bx += sw;
    });
    return parts.join('');
  };
  const drawActive = (x: number, y: number, w: number, h: number) => {
    const head = tileCard(x, y, w, h, tile('Weekly active cooks'), 'Persons who viewed a recipe');
    return (
      head.svg +
      columnChart({
        x: x + 8,
        y: y + head.top,
        width: w - 16,
        height: h - head.top - 6,
        labels: active.labels,
        values: active.series[0]!.values,
        every: 3,
      })
    );
  };
  const drawFunnel = (x: number, y: number, w: number, h: number) => {
    const head = tileCard(
      x,
      y,
      w,
      h,
      tile('Signup to cooked recipe'),
      `${percent(f.steps[f.steps.length - 1]!.conversionFromStart)} converted`,
    );
    const parts = [head.svg];
    const stepH = (h - head.top - 10) / f.steps.length;
    f.steps.forEach((step, i) => {
      const sy = y + head.top + 4 + i * stepH;
      parts.push(text(x + 16, sy + 12, fit(step.event, w - 90, 12), {size: 12}));
      parts.push(text(x + w - 16, sy + 12, count(step.count), {size: 12, anchor: 'end', weight: 'bold'}));
      parts.push(rect(x + 16, sy + 17, w - 32, 8, {rx: 2, fill: 1, opacity: 0.15}));
      parts.push(rect(x + 16, sy + 17, (w - 32) * step.conversionFromStart, 8, {rx: 2, fill: 1}));
    });
    return parts.join('');
  };
  const drawRetention = (x: number, y: number, w: number, h: number) => {
    const head = tileCard(x, y, w, h, tile('Coming back to recipes'), `${percent(r.average[1]!)} in week 1`);
    const parts = [head.svg];
    const weeks = r.average.length - 1;
    const slot = (w - 32) / weeks;
    const plotH = h - head.top - 44;
    for (let i = 1; i <= weeks; i++) {
      const share = r.average[i]!;
      const bh = (share / 0.4) * plotH;
      const bx = x + 16 + (i - 1) * slot;
      parts.push(
        rect(bx + slot * 0.18, y + head.top + 6 + plotH - bh, slot * 0.64, bh, {rx: 2, fill: 1, opacity: 0.35 + share}),
      );
      parts.push(text(bx + slot / 2, y + h - 18, `W${i}`, {size: 11, fill: 'muted', anchor: 'middle'}));
    }
    parts.push(line(x + 16, y + head.top + 6 + plotH, x + w - 16, y + head.top + 6 + plotH, {stroke: 'grid'}));
    return parts.join('');
  };
  const parts = [head.svg, note.svg];
  if (compact) {
    let y = top;
    for (const [draw, h] of [
      [drawSignups, 190],
      [drawSubs, 172],
      [drawFunnel, 170],
      [drawActive, 180],
      [drawRetention, 150],
    ] as const) {
      parts.push(draw(0, y, width, h));
      y += h + 12;
    }
    return {body: parts.join(''), height: y - 12};
  }
  const gap = 14;
  const rowH = (524 - top - gap) / 2;
  const third = (width - 2 * gap) / 3;
  parts.push(drawSignups(0, top, third * 2 + gap, rowH));
  parts.push(drawSubs(third * 2 + 2 * gap, top, third, rowH));
  parts.push(drawFunnel(0, top + rowH + gap, third, rowH));
  parts.push(drawActive(third + gap, top + rowH + gap, third, rowH));
  parts.push(drawRetention(2 * (third + gap), top + rowH + gap, third, rowH));
  return {body: parts.join(''), height: 524};
}

/** A flag's release conditions in words: "30% of persons where country is US, CA or GB". */
export function conditions(flag: SampleFeatureFlag): string {
  const where = flag.filters
    .map((filter) => {
      const values = ([] as unknown[]).concat(filter.value).map(String);
      return `${filter.property} is ${values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` : values[0]}`;
    })
    .join(' and ');
  return `${flag.rolloutPercentage}% of ${where ? `persons where ${where}` : 'all persons'}`;
}

export function flagsView(project: SampleProject, variant: Variant, width: number): ViewContent {
  const compact = variant === 'compact';
  const head = header(width, 'Feature flags', 'Feature flags', variant, ['New feature flag']);
  let y = head.height + 12;
  const parts = [head.svg];
  parts.push(rect(0, y, compact ? width : 300, 32, {rx: 6, fill: 'paper', stroke: 'grid'}));
  parts.push(text(12, y + 21, 'Search by key or name', {size: 13, fill: 'muted'}));
  if (!compact)
    parts.push(
      chips(316, y + 3, 300, [
        {strong: 'Status', label: 'Any'},
        {strong: 'Created by', label: 'Anyone'},
      ]).svg,
    );
  y += 46;
  const flags = project.featureFlags;
  if (compact) {
    const rowH = 92;
    parts.push(card(0, y, width, rowH * flags.length));
    flags.forEach((flag, i) => {
      const ry = y + i * rowH;
      const reach = flagReach(project, flag.key);
      if (i > 0) parts.push(rule(0, ry, width));
      parts.push(mono(text(14, ry + 24, flag.key, {size: 13.5, weight: 'bold', fill: 1})));
      parts.push(toggle(width - 48, ry + 11, flag.active));
      parts.push(text(14, ry + 44, fit(flag.name, width - 28, 12.5), {size: 12.5}));
      parts.push(text(14, ry + 63, fit(conditions(flag), width - 28, 12), {size: 12, fill: 'muted'}));
      parts.push(
        text(14, ry + 81, flag.active ? `On for ${count(reach.enabled)} persons` : 'Off for everyone', {
          size: 12,
          fill: 'muted',
        }),
      );
    });
    return {body: parts.join(''), height: y + rowH * flags.length};
  }
  const rowH = 72;
  const cols = {key: 16, cond: 296, reach: 560, created: 580, active: width - 54};
  parts.push(card(0, y, width, 36 + rowH * flags.length));
  parts.push(text(cols.key, y + 23, 'Key and name', {size: 12, weight: 'bold', fill: 'muted'}));
  parts.push(text(cols.cond, y + 23, 'Release conditions', {size: 12, weight: 'bold', fill: 'muted'}));
  parts.push(text(cols.reach, y + 23, 'On for', {size: 12, weight: 'bold', fill: 'muted', anchor: 'end'}));
  parts.push(text(cols.created, y + 23, 'Created', {size: 12, weight: 'bold', fill: 'muted'}));
  parts.push(text(width - 16, y + 23, 'Active', {size: 12, weight: 'bold', fill: 'muted', anchor: 'end'}));
  flags.forEach((flag, i) => {
    const ry = y + 36 + i * rowH;
    const reach = flagReach(project, flag.key);
    parts.push(rule(0, ry, width));
    parts.push(mono(text(cols.key, ry + 28, flag.key, {size: 13.5, weight: 'bold', fill: 1})));
    parts.push(text(cols.key, ry + 50, fit(flag.name, cols.cond - cols.key - 16, 12.5), {size: 12.5, fill: 'muted'}));
    const words = conditions(flag);
    const split = words.indexOf(' where ');
    parts.push(text(cols.cond, ry + 28, split > 0 ? words.slice(0, split) : words, {size: 13}));
    if (split > 0)
      parts.push(
        text(cols.cond, ry + 50, fit(`where ${words.slice(split + 7)}`, 220, 12.5), {size: 12.5, fill: 'muted'}),
      );
    parts.push(
      text(cols.reach, ry + 28, flag.active ? count(reach.enabled) : '–', {size: 13, anchor: 'end', weight: 'bold'}),
    );
    parts.push(
      text(cols.reach, ry + 50, flag.active ? 'persons' : 'inactive', {size: 12.5, anchor: 'end', fill: 'muted'}),
    );
    parts.push(text(cols.created, ry + 28, shortDate(flag.created_at), {size: 13}));
    parts.push(text(cols.created, ry + 50, flag.created_by, {size: 12.5, fill: 'muted'}));
    parts.push(toggle(cols.active + 4, ry + 24, flag.active));
  });
  return {body: parts.join(''), height: y + 36 + rowH * flags.length};
}

export function flagRolloutView(project: SampleProject, variant: Variant, width: number, key: string): ViewContent {
  const compact = variant === 'compact';
  const reach = flagReach(project, key);
  const flag = reach.flag;
  const head = header(width, 'Feature flags', flag.key, variant, ['Edit']);
  const parts = [head.svg];
  let y = head.height + 8;
  parts.push(text(0, y + 12, fit(flag.name, width - 120, 13), {size: 13, fill: 'muted'}));
  parts.push(toggle(width - 34, y - (compact ? 0 : 0), flag.active));
  parts.push(
    text(width - 42, y + 14, flag.active ? 'Enabled' : 'Disabled', {size: 12.5, anchor: 'end', weight: 'bold'}),
  );
  y += 30;
  const leftW = compact ? width : 420;
  // Release conditions.
  const condH = 270;
  parts.push(card(0, y, leftW, condH, 'Release conditions'));
  parts.push(text(16, y + 56, 'Match persons where', {size: 12.5, fill: 'muted'}));
  let cy = y + 66;
  for (const filter of flag.filters) {
    const values = ([] as unknown[]).concat(filter.value).join(', ');
    parts.push(chips(16, cy, leftW - 32, [{strong: filter.property, label: `is one of ${values}`}]).svg);
    cy += 34;
  }
  if (flag.filters.length === 0) {
    parts.push(text(16, cy + 16, 'All persons', {size: 13}));
    cy += 34;
  }
  parts.push(text(16, cy + 24, 'Roll out to', {size: 12.5, fill: 'muted'}));
  const trackX = 16;
  const trackW = leftW - 100;
  const ty = cy + 40;
  parts.push(rect(trackX, ty, trackW, 8, {rx: 4, fill: 'grid'}));
  parts.push(rect(trackX, ty, (trackW * flag.rolloutPercentage) / 100, 8, {rx: 4, fill: 1}));
  parts.push(
    circle(trackX + (trackW * flag.rolloutPercentage) / 100, ty + 4, 9, {fill: 'paper', stroke: 1, strokeWidth: 2.5}),
  );
  parts.push(rect(leftW - 70, ty - 12, 54, 30, {rx: 6, fill: 'paper', stroke: 'grid'}));
  parts.push(text(leftW - 43, ty + 8, `${flag.rolloutPercentage}%`, {size: 14, anchor: 'middle', weight: 'bold'}));
  parts.push(
    text(16, ty + 42, `${count(reach.matching)} persons match; ${count(reach.enabled)} get the flag`, {
      size: 13,
      weight: 'bold',
    }),
  );
  parts.push(
    text(16, ty + 62, `${percent(reach.share)} of all ${count(reach.persons)} persons`, {size: 12.5, fill: 'muted'}),
  );
  // Buckets: each person is hashed to one of 100; the first `rollout` get the flag.
  const bucketsY = compact ? y + condH + 14 : y;
  const bx = compact ? 0 : leftW + 16;
  const bw = compact ? width : width - leftW - 16;
  const bucketsH = 270;
  parts.push(card(bx, bucketsY, bw, bucketsH, '100 rollout buckets'));
  const cell = Math.min(13, (bw - 32) / 10 - 3);
  for (let b = 0; b < 100; b++) {
    const col = b % 10;
    const row = Math.floor(b / 10);
    parts.push(
      rect(bx + 16 + col * (cell + 3), bucketsY + 42 + row * (cell + 3), cell, cell, {
        rx: 2,
        fill: b < flag.rolloutPercentage ? 1 : 'grid',
      }),
    );
  }
  const bt = bucketsY + 42 + 10 * (cell + 3) + 18;
  parts.push(
    text(bx + 16, bt, `Buckets 0 to ${flag.rolloutPercentage - 1} get the flag.`, {
      size: 12,
      fill: 'ink',
      weight: 'bold',
    }),
  );
  parts.push(text(bx + 16, bt + 17, 'A hash of the flag key and the', {size: 12, fill: 'muted'}));
  parts.push(text(bx + 16, bt + 33, 'distinct id picks each bucket.', {size: 12, fill: 'muted'}));
  y = (compact ? bucketsY + bucketsH : y + condH) + 14;
  // Reach by the filter's property, and the code that reads the flag.
  const byH = 40 + reach.byValue.length * 30;
  const byW = compact ? width : 420;
  parts.push(card(0, y, byW, byH, `Who gets it, by ${flag.filters[0]?.property ?? 'country'}`));
  reach.byValue.forEach((group, i) => {
    const ry = y + 44 + i * 30;
    const barW = byW - 200;
    parts.push(text(16, ry + 12, group.value, {size: 13, weight: 'bold'}));
    parts.push(rect(56, ry + 2, barW, 12, {rx: 3, fill: 1, opacity: 0.15}));
    parts.push(rect(56, ry + 2, (barW * group.enabled) / reach.byValue[0]!.matching, 12, {rx: 3, fill: 1}));
    parts.push(
      text(byW - 16, ry + 12, `${count(group.enabled)} of ${count(group.matching)}`, {size: 12.5, anchor: 'end'}),
    );
  });
  const codeY = compact ? y + byH + 14 : y;
  const codeX = compact ? 0 : byW + 16;
  const codeW = compact ? width : width - byW - 16;
  parts.push(card(codeX, codeY, codeW, byH, 'In your code'));
  parts.push(rect(codeX + 12, codeY + 40, codeW - 24, byH - 52, {rx: 6, fill: 'surface'}));
  parts.push(
    mono(
      text(
        codeX + 22,
        codeY + 62,
        `if (cairn.isFeatureEnabled(\n\u00a0\u00a0'${flag.key}')) {\n\u00a0\u00a0showNewScaler();\n}`,
        {size: 12, lineHeight: 17},
      ),
    ),
  );
  return {body: parts.join(''), height: codeY + byH};
}

export function liveActionsView(project: SampleProject, variant: Variant, width: number, n: number): ViewContent {
  const compact = variant === 'compact';
  const feed = liveActions(project, n);
  const head = header(width, 'Events', 'Live actions', variant, ['Pause']);
  const parts = [head.svg];
  let y = head.height + 12;
  const live = chips(0, y, width, [{label: 'All actions'}, {label: 'Newest first'}]);
  parts.push(live.svg);
  const lx = compact ? width - 60 : 250;
  parts.push(circle(lx + 6, y + 13, 5, {fill: 1}), circle(lx + 6, y + 13, 9, {fill: 1, opacity: 0.25}));
  parts.push(text(lx + 20, y + 17.5, 'Live', {size: 13, weight: 'bold', fill: 1}));
  y += live.height + 14;
  const tone = (action: string): ColorName =>
    action === 'Signed up' ? 1 : action === 'Saved a recipe' ? 3 : action === 'Subscribed to Plus' ? 4 : 2;
  if (compact) {
    const rowH = 58;
    parts.push(card(0, y, width, rowH * feed.length));
    feed.forEach((item, i) => {
      const ry = y + i * rowH;
      if (i > 0) parts.push(rule(0, ry, width));
      parts.push(rect(14, ry + 14, 4, rowH - 28, {rx: 2, fill: tone(item.action)}));
      parts.push(text(28, ry + 24, item.action, {size: 13.5, weight: 'bold'}));
      parts.push(
        text(width - 14, ry + 24, `${shortDate(item.event.timestamp)}, ${clock(item.event.timestamp)}`, {
          size: 12,
          fill: 'muted',
          anchor: 'end',
        }),
      );
      const who = String(item.person.properties.name ?? 'Anonymous');
      parts.push(
        text(28, ry + 44, fit(`${who} · ${item.event.properties.$pathname}`, width - 42, 12.5), {
          size: 12.5,
          fill: 'muted',
        }),
      );
    });
    return {body: parts.join(''), height: y + rowH * feed.length};
  }
  const rowH = 46;
  const cols = {action: 16, person: 168, page: 290, where: 468, time: width - 16};
  parts.push(card(0, y, width, 36 + rowH * feed.length));
  for (const [label, x, anchor] of [
    ['Action', cols.action, 'start'],
    ['Person', cols.person, 'start'],
    ['Page', cols.page, 'start'],
    ['Where', cols.where, 'start'],
    ['Time (UTC)', cols.time, 'end'],
  ] as const)
    parts.push(text(x, y + 23, label, {size: 12, weight: 'bold', fill: 'muted', anchor}));
  feed.forEach((item, i) => {
    const ry = y + 36 + i * rowH;
    parts.push(rule(0, ry, width));
    parts.push(rect(cols.action, ry + 14, 4, 18, {rx: 2, fill: tone(item.action)}));
    parts.push(text(cols.action + 12, ry + 28, item.action, {size: 13, weight: 'bold'}));
    parts.push(text(cols.person, ry + 28, String(item.person.properties.name ?? 'Anonymous'), {size: 13}));
    parts.push(
      text(cols.page, ry + 28, fit(String(item.event.properties.$pathname), cols.where - cols.page - 14, 13), {
        size: 13,
        fill: 'muted',
      }),
    );
    parts.push(
      text(cols.where, ry + 28, fit(`${item.event.properties.country} · ${item.event.properties.$browser}`, 136, 13), {
        size: 13,
      }),
    );
    parts.push(
      text(cols.time, ry + 28, `${shortDate(item.event.timestamp)}, ${clock(item.event.timestamp)}`, {
        size: 13,
        anchor: 'end',
      }),
    );
  });
  return {body: parts.join(''), height: y + 36 + rowH * feed.length};
}

const EVENT_TONES: Record<string, ColorName> = {
  $pageview: 5,
  $autocapture: 3,
  recipe_viewed: 1,
  recipe_saved: 2,
  cooked_recipe: 4,
  signed_up: 1,
  subscribed: 4,
};

export function personView(project: SampleProject, variant: Variant, width: number, distinctId: string): ViewContent {
  const compact = variant === 'compact';
  const who = person(project, distinctId);
  const list = sessions(project, distinctId);
  const name = String(who.properties.name ?? distinctId);
  const head = header(width, 'People', name, variant, ['Split', 'Delete person']);
  const parts = [head.svg];
  let y = head.height + 4;
  parts.push(text(0, y + 12, String(who.properties.email ?? 'Anonymous'), {size: 13, fill: 'muted'}));
  y += 28;
  const props: [string, string][] = [
    ['distinct_id', who.distinct_id],
    ['plan', String(who.properties.plan)],
    ['country', String(who.properties.country)],
    ['$browser', String(who.properties.$browser)],
    ['$os', String(who.properties.$os)],
    ['first seen', longDate(who.created_at)],
  ];
  const propsW = compact ? width : 250;
  const shown = compact ? props.filter(([key]) => key !== '$os') : props;
  const propsH = 44 + shown.length * 28;
  parts.push(card(0, y, propsW, propsH, 'Properties'));
  shown.forEach(([key, value], i) => {
    const ry = y + 44 + i * 28;
    parts.push(mono(text(16, ry + 12, key, {size: 12, fill: 'muted'})));
    parts.push(text(propsW - 16, ry + 12, fit(value, propsW - 120, 12.5), {size: 12.5, anchor: 'end'}));
  });
  // The legend of event colours, under the properties on wide screens.
  const legendItems: [string, ColorName][] = [
    ['page view', 5],
    ['click', 3],
    ['recipe viewed or signup', 1],
    ['recipe saved', 2],
    ['cooked or subscribed', 4],
  ];
  const drawLegend = (x: number, ly: number) =>
    legendItems
      .map(
        ([label, tone], i) =>
          circle(x + 6, ly + i * 22 + 6, 5, {fill: tone}) + text(x + 18, ly + i * 22 + 10.5, label, {size: 12.5}),
      )
      .join('');
  const sx = compact ? 0 : propsW + 16;
  const sy = compact ? y + propsH + 14 : y;
  const sw = compact ? width : width - propsW - 16;
  if (!compact) {
    const ly = y + propsH + 14;
    parts.push(card(0, ly, propsW, 44 + legendItems.length * 22, 'Events'));
    parts.push(drawLegend(16, ly + 40));
  }
  // Sessions: one row each, the events placed along a shared 40-minute axis.
  const rowH = compact ? 62 : 48;
  const sessionsH = 66 + list.length * rowH;
  const events = list.reduce((sum, s) => sum + s.events.length, 0);
  parts.push(card(sx, sy, sw, sessionsH, `Sessions`, `${list.length} sessions · ${count(events)} events`));
  const axisX = compact ? sx + 16 : sx + 170;
  const axisW = sx + sw - 16 - axisX;
  const span = 40 * 60;
  const ax = (seconds: number) => axisX + (Math.min(seconds, span) / span) * axisW;
  for (const minute of [0, 10, 20, 30, 40])
    parts.push(
      text(ax(minute * 60), sy + 52, `${minute} min`, {
        size: 11,
        fill: 'muted',
        anchor: minute === 0 ? 'start' : minute === 40 ? 'end' : 'middle',
      }),
    );
  list.forEach((session, i) => {
    const ry = sy + 62 + i * rowH;
    parts.push(rule(sx, ry, sx + sw));
    const start = Date.parse(session.start);
    const label = `${shortDate(session.start)}, ${clock(session.start)}`;
    const detail = `${session.events.length} events · ${session.entry}`;
    const lineY = compact ? ry + 46 : ry + rowH / 2;
    if (compact) {
      parts.push(text(sx + 16, ry + 20, label, {size: 13, weight: 'bold'}));
      parts.push(text(sx + sw - 16, ry + 20, fit(detail, sw - 150, 12), {size: 12, fill: 'muted', anchor: 'end'}));
    } else {
      parts.push(text(sx + 16, ry + 20, label, {size: 13, weight: 'bold'}));
      parts.push(text(sx + 16, ry + 38, fit(detail, 146, 12), {size: 12, fill: 'muted'}));
    }
    parts.push(line(ax(0), lineY, ax(session.durationSeconds), lineY, {stroke: 'grid', strokeWidth: 6}));
    for (const event of session.events)
      parts.push(
        circle(ax((Date.parse(event.timestamp) - start) / 1000), lineY, 4.5, {
          fill: EVENT_TONES[event.event] ?? 5,
          stroke: 'paper',
          strokeWidth: 1,
        }),
      );
  });
  let height = Math.max(sy + sessionsH, compact ? 0 : y + propsH + 14 + 44 + legendItems.length * 22);
  if (compact) {
    parts.push(card(0, height + 14, width, 44 + legendItems.length * 22, 'Events'));
    parts.push(drawLegend(16, height + 54));
    height += 14 + 44 + legendItems.length * 22;
  }
  return {body: parts.join(''), height};
}
