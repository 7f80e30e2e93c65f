import type {SampleProject} from '../../../data/sampleProject/types';
import {circle, line, path, rect, text} from '../../../content/figures/svg';
import {RECIPES} from '../../../data/sampleProject/generate';
import {heatmap} from '../people';
import type {Variant} from './frame';
import type {ViewContent} from './insights';
import {count, fit, mark, percent, sampleBadge} from './ui';

/**
 * The toolbar's heatmap: a recipe page of the made-up Pebblepot site in a browser, with Cairn's toolbar floating
 * over it and a heat spot on each clicked element, sized and labelled by its clicks.
 */

type Box = {x: number; y: number; w: number; h: number};

/** A button of the Pebblepot page (the site's own plain style, not Cairn's). */
function siteButton(box: Box, label: string, filled = false): string {
  return (
    rect(box.x, box.y, box.w, box.h, {rx: 6, fill: filled ? 'ink' : 'paper', stroke: 'ink', strokeWidth: 1.25}) +
    text(box.x + box.w / 2, box.y + box.h / 2 + 4.5, label, {
      size: 13,
      anchor: 'middle',
      weight: 'bold',
      fill: filled ? 'paper' : 'ink',
    })
  );
}

/** A placeholder photo of the dish: a bowl of noodles, drawn with the palette. */
function dish(box: Box): string {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2 + 8;
  const r = Math.min(box.w, box.h) * 0.36;
  return [
    rect(box.x, box.y, box.w, box.h, {rx: 8, fill: 'surface'}),
    circle(cx, cy, r, {fill: 'paper', stroke: 'grid', strokeWidth: 2}),
    circle(cx, cy, r * 0.78, {fill: 2, opacity: 0.22}),
    ...[0, 1, 2, 3].map((i) =>
      path(`M${cx - r * 0.55} ${cy - r * 0.3 + i * r * 0.2} q${r * 0.28} ${-r * 0.18} ${r * 0.55} 0 t${r * 0.55} 0`, {
        stroke: 2,
        strokeWidth: 2.5,
      }),
    ),
    circle(cx + r * 0.35, cy + r * 0.35, r * 0.13, {fill: 1, opacity: 0.7}),
    circle(cx - r * 0.3, cy + r * 0.42, r * 0.1, {fill: 1, opacity: 0.7}),
  ].join('');
}

export function heatmapView(project: SampleProject, variant: Variant, width: number, url: string): ViewContent {
  const compact = variant === 'compact';
  const result = heatmap(project, url);
  const slug = new URL(url).pathname.split('/').pop() ?? '';
  const recipe = RECIPES.find((candidate) => candidate.slug === slug);
  const title = recipe?.title ?? slug;
  const parts: string[] = [];
  const boxes = new Map<string, Box[]>();
  const place = (selector: string, box: Box) => boxes.set(selector, [...(boxes.get(selector) ?? []), box]);
  const address = `pebblepot.example${new URL(url).pathname}`;
  const bar = compact ? 48 : 37;
  /** The browser window, drawn under the page once the page's height is known. */
  const windowFrame = (height: number) =>
    compact
      ? [
          rect(0.5, 0.5, width - 1, height - 1, {rx: 14, fill: 'paper'}),
          path(`M0.5 48 V14.5 A14 14 0 0 1 14.5 0.5 H${width - 14.5} A14 14 0 0 1 ${width - 0.5} 14.5 V48 Z`, {
            fill: 'surface',
          }),
          rect(14, 12, width - 150, 24, {rx: 12, fill: 'paper', stroke: 'grid'}),
          text(26, 28.5, fit(address, width - 176, 12), {size: 12, fill: 'muted'}),
          line(0, 48.5, width, 48.5, {stroke: 'grid'}),
          sampleBadge(width - 14, 12),
        ].join('')
      : [
          rect(0.5, 0.5, width - 1, height - 1, {rx: 10, fill: 'paper'}),
          path(`M0.5 37 V10.5 A10 10 0 0 1 10.5 0.5 H${width - 10.5} A10 10 0 0 1 ${width - 0.5} 10.5 V37 Z`, {
            fill: 'surface',
          }),
          [18, 34, 50]
            .map((x) => `<circle cx="${x}" cy="18" r="5" style="fill:var(--cairn-fig-grid, #d9e0dd)"/>`)
            .join(''),
          rect(300, 7, 360, 22, {rx: 11, fill: 'paper', stroke: 'grid'}),
          text(480, 22.5, address, {size: 12, anchor: 'middle', fill: 'muted'}),
          line(0, 36.5, width, 36.5, {stroke: 'grid'}),
          sampleBadge(width - 14, 6),
        ].join('');
  // The site's header.
  const pad = compact ? 16 : 48;
  const navY = bar + 18;
  parts.push(text(pad, navY + 20, 'Pebblepot', {size: compact ? 20 : 22, weight: 'bold'}));
  const login: Box = {x: width - pad - 64, y: navY + 2, w: 64, h: 28};
  if (!compact)
    ['Recipes', 'Saved', 'Plans'].forEach((label, i) =>
      parts.push(text(pad + 170 + i * 84, navY + 20, label, {size: 14})),
    );
  parts.push(rect(login.x, login.y, login.w, login.h, {rx: 6, fill: 'paper', stroke: 'grid'}));
  parts.push(text(login.x + login.w / 2, login.y + 18.5, 'Log in', {size: 13, anchor: 'middle'}));
  place('nav a.login', login);
  parts.push(line(0, navY + 44, width, navY + 44, {stroke: 'grid'}));
  const top = navY + 64;
  const leftW = compact ? width - 2 * pad : 440;
  const photo: Box = {x: pad, y: top, w: leftW, h: compact ? 150 : 190};
  parts.push(dish(photo));
  let y = photo.y + photo.h + 34;
  parts.push(text(pad, y, title, {size: compact ? 22 : 26, weight: 'bold'}));
  parts.push(text(pad, y + 24, `${recipe?.cuisine ?? ''} · 20 min · Serves 2`, {size: 13.5, fill: 'muted'}));
  y += 58;
  const gap = 10;
  const half = (leftW - gap) / 2;
  const save: Box = {x: pad, y, w: compact ? half : 128, h: 36};
  const cook: Box = {x: save.x + save.w + gap, y, w: compact ? half : 128, h: 36};
  const share: Box = compact ? {x: pad, y: y + 46, w: half, h: 36} : {x: cook.x + cook.w + gap, y, w: 82, h: 36};
  const print: Box = compact
    ? {x: pad + half + gap, y: y + 46, w: half, h: 36}
    : {x: share.x + share.w + gap, y, w: 82, h: 36};
  parts.push(
    siteButton(save, 'Save recipe', true),
    siteButton(cook, 'Start cooking', true),
    siteButton(share, 'Share'),
    siteButton(print, 'Print'),
  );
  place('button#save-recipe', save);
  place('button#start-cooking', cook);
  place('button.share', share);
  place('a.print', print);
  // Ingredients, with the servings control.
  const ix = compact ? pad : pad + leftW + 48;
  let iy = compact ? y + 46 + 36 + 72 : top + 6;
  const iw = compact ? leftW : width - ix - pad;
  parts.push(text(ix, iy + 14, 'Ingredients', {size: 17, weight: 'bold'}));
  const servings: Box = {x: ix + iw - 34, y: iy - 6, w: 30, h: 28};
  parts.push(rect(ix + iw - 132, iy - 6, 132, 28, {rx: 6, fill: 'paper', stroke: 'grid'}));
  parts.push(text(ix + iw - 118, iy + 13, '−', {size: 15}));
  parts.push(text(ix + iw - 68, iy + 12.5, '2 servings', {size: 12.5, anchor: 'middle'}));
  parts.push(text(servings.x + servings.w / 2, iy + 13, '+', {size: 15, anchor: 'middle'}));
  place('button.servings-up', servings);
  iy += 40;
  const ingredients = [
    '200 g udon noodles',
    '2 tbsp white miso',
    '30 g butter',
    '2 spring onions',
    '1 clove garlic',
    'Toasted sesame seeds',
  ];
  ingredients.slice(0, compact ? 4 : 6).forEach((item, i) => {
    const ry = iy + i * 32;
    const box: Box = {x: ix, y: ry, w: 18, h: 18};
    parts.push(rect(box.x, box.y, box.w, box.h, {rx: 4, fill: 'paper', stroke: 'muted'}));
    parts.push(text(ix + 30, ry + 14, item, {size: 14}));
    place('ul.ingredients input[type=checkbox]', box);
  });
  if (!compact) {
    let my = iy + 6 * 32 + 24;
    parts.push(text(ix, my, 'Method', {size: 17, weight: 'bold'}));
    my += 18;
    const steps = [
      'Cook the noodles for 3 minutes; keep a cup of the water.',
      'Melt the butter, stir in the miso and garlic.',
      'Toss the noodles in the sauce with a splash of water.',
      'Top with spring onions and sesame seeds.',
    ];
    steps.forEach((step, i) =>
      parts.push(text(ix, my + 10 + i * 22, fit(`${i + 1}. ${step}`, iw, 13), {size: 13, fill: 'muted'})),
    );
  }
  // Where each element's label goes: beside the checkboxes, and alternately over and under narrow neighbours.
  const labelSide = new Map<string, 'above' | 'below' | 'left' | 'right'>([
    ['ul.ingredients input[type=checkbox]', compact ? 'right' : 'left'],
    ['a.print', 'below'],
    ['button.share', compact ? 'below' : 'above'],
    ['button.servings-up', 'above'],
    ['nav a.login', 'left'],
  ]);
  // Heat: a spot on each element, its size and strength by its share of the page's clicks.
  const max = result.elements[0]?.share ?? 1;
  for (const element of result.elements) {
    const where = boxes.get(element.selector);
    if (!where) continue;
    const strength = element.share / max;
    for (const box of where) {
      const cx = box.x + box.w / 2;
      const cy = box.y + box.h / 2;
      const r = (box.w < 40 ? 18 : Math.min(box.w * 0.55, 70)) * (0.6 + 0.4 * strength);
      for (const [scale, opacity] of [
        [1, 0.13],
        [0.7, 0.18],
        [0.42, 0.24],
      ] as const)
        parts.push(
          `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(r * scale).toFixed(1)}" ry="${(Math.min(r, box.h * 0.9 + 8) * scale).toFixed(1)}" style="fill:var(--cairn-fig-2, #b4530b);fill-opacity:${(opacity * (0.5 + strength)).toFixed(2)}"/>`,
        );
    }
    // The label of the element: its clicks and share, on the first of its boxes.
    const box = where[0]!;
    const label = `${count(element.clicks)} · ${percent(element.share)}`;
    const lw = label.length * 7 + 14;
    const side = labelSide.get(element.selector) ?? 'above';
    const lx =
      side === 'left'
        ? box.x - lw - 8
        : side === 'right'
          ? width - pad - lw
          : Math.min(width - lw - 8, box.x + box.w / 2 - lw / 2);
    const ly = side === 'left' || side === 'right' ? box.y - 2 : side === 'below' ? box.y + box.h + 6 : box.y - 26;
    parts.push(rect(lx, ly, lw, 22, {rx: 11, fill: 'ink'}));
    parts.push(text(lx + lw / 2, ly + 15.5, label, {size: 12, anchor: 'middle', weight: 'bold', fill: 'paper'}));
  }
  // The toolbar, at the bottom of the window: under the ingredients on a phone.
  const height = compact ? iy + 4 * 32 + 24 + 24 + 50 + 18 : 600;
  const tw = compact ? width - 2 * pad : 420;
  const th = 50;
  const tx = compact ? pad : width - tw - 24;
  const tyy = height - th - 18;
  parts.push(rect(tx, tyy, tw, th, {rx: 25, fill: 'paper', stroke: 'grid', strokeWidth: 1.5}));
  parts.push(mark(tx + 14, tyy + 13, 1));
  parts.push(rect(tx + 48, tyy + 10, 92, 30, {rx: 15, fill: 1}));
  parts.push(text(tx + 94, tyy + 30, 'Heatmap', {size: 13, anchor: 'middle', weight: 'bold', fill: 'on'}));
  parts.push(text(tx + 166, tyy + 30, 'Actions', {size: 13, anchor: 'middle'}));
  if (!compact) parts.push(text(tx + 230, tyy + 30, 'Flags', {size: 13, anchor: 'middle'}));
  parts.push(
    text(tx + tw - 18, tyy + 22, `${count(result.clicks)} clicks`, {size: 12.5, anchor: 'end', weight: 'bold'}),
  );
  parts.push(
    text(tx + tw - 18, tyy + 38, `${count(result.pageviews)} page views`, {size: 12, anchor: 'end', fill: 'muted'}),
  );
  if (compact) {
    const noteY = tyy - 14;
    parts.push(text(pad, noteY, 'Clicks per element, and their share.', {size: 12, fill: 'muted'}));
  }
  parts.push(rect(0.5, 0.5, width - 1, height - 1, {rx: compact ? 14 : 10, fill: 'none', stroke: 'grid'}));
  return {body: windowFrame(height) + parts.join(''), height};
}
