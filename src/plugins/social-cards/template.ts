/**
 * The social card's design, as the element tree satori lays out (plain objects, no React at build time).
 * Colors are the site's: the primary green of src/css/custom.css and the four stones of static/img/logo.svg.
 * Every text comes from the card's content (src/plugins/social-cards/cards.ts), none is written here.
 */
import {SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH} from '../../lib/socialCards';

/** Inter's Latin and Latin Extended subsets, as two families: satori falls back from one to the next per glyph. */
export const FONT_FAMILIES = ['Inter', 'Inter Latin Extended'] as const;

const COLORS = {
  backgroundFrom: '#1e4a3e', // --ifm-color-primary-darkest
  backgroundTo: '#2b6a59', // --ifm-color-primary
  text: '#ffffff',
  muted: '#d3ebe3',
  accent: '#8fd3bd', // the top stone of the logo
  panel: 'rgba(255, 255, 255, 0.10)',
  panelBorder: 'rgba(255, 255, 255, 0.22)',
  stones: ['#2f6f5e', '#3f8f7a', '#5bb39a', '#8fd3bd'], // the logo's stones, bottom to top
};

export interface PlanColumn {
  name: string;
  price: string;
  note: string;
}

/** What one card shows; only `title` is required. */
export interface CardContent {
  /** Small label above the title, such as the section and version ("Docs 1.15"). */
  eyebrow?: string;
  /** A highlighted word beside the eyebrow ("Unreleased"). */
  badge?: string;
  title: string;
  description?: string;
  /** Short labels in a row (feature names). */
  chips?: string[];
  /** Plans side by side (pricing). */
  columns?: PlanColumn[];
  /** Bottom line: authors, date, reading time of a post. */
  byline?: string[];
  /** The logo large and the text centered: the card of pages outside the sections. */
  centered?: boolean;
}

export interface CardAssets {
  /** static/img/logo.svg as a data URI. */
  logo: string;
  /** The site's host ("cairn.dev"), shown in the corner. */
  host: string;
  /** The site's name beside the logo ("Cairn"). */
  siteTitle: string;
}

/** An element as satori reads it: `{type, props: {style, children}}`. */
export interface CardNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: CardNode | string | (CardNode | string)[];
    src?: string;
    width?: number;
    height?: number;
  };
}

type Children = CardNode | string | (CardNode | string | false | undefined)[];

function el(type: string, style: Record<string, string | number>, children?: Children): CardNode {
  const list = Array.isArray(children)
    ? children.filter((child): child is CardNode | string => Boolean(child))
    : children;
  return {type, props: {style, ...(list === undefined ? {} : {children: list})}};
}

function img(src: string, size: number, style: Record<string, string | number> = {}): CardNode {
  return {type: 'img', props: {src, width: size, height: size, style: {width: size, height: size, ...style}}};
}

/** Title size by length, so a long title still fits in three lines. */
export function titleSize(title: string): number {
  if (title.length <= 32) return 76;
  if (title.length <= 60) return 64;
  if (title.length <= 90) return 54;
  return 46;
}

function header(content: CardContent, assets: CardAssets): CardNode {
  return el('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: '100%'}, [
    el('div', {display: 'flex', alignItems: 'center'}, [
      img(assets.logo, 60, {marginRight: 18}),
      el('div', {fontSize: 38, fontWeight: 700, letterSpacing: -0.5}, assets.siteTitle),
    ]),
    (content.eyebrow || content.badge) &&
      el('div', {display: 'flex', alignItems: 'center'}, [
        content.eyebrow &&
          el(
            'div',
            {
              display: 'flex',
              fontSize: 26,
              fontWeight: 700,
              color: COLORS.accent,
              padding: '10px 22px',
              borderRadius: 999,
              border: `2px solid ${COLORS.panelBorder}`,
              backgroundColor: COLORS.panel,
            },
            content.eyebrow,
          ),
        content.badge &&
          el(
            'div',
            {
              display: 'flex',
              fontSize: 26,
              fontWeight: 700,
              color: COLORS.backgroundFrom,
              padding: '10px 22px',
              borderRadius: 999,
              backgroundColor: COLORS.accent,
              marginLeft: 14,
            },
            content.badge,
          ),
      ]),
  ]);
}

function chips(labels: string[]): CardNode {
  return el(
    'div',
    {display: 'flex', flexWrap: 'wrap', marginTop: 34, maxHeight: 128, overflow: 'hidden'},
    labels.map((label) =>
      el(
        'div',
        {
          display: 'flex',
          fontSize: 26,
          padding: '8px 20px',
          marginRight: 12,
          marginBottom: 12,
          borderRadius: 999,
          border: `2px solid ${COLORS.panelBorder}`,
          backgroundColor: COLORS.panel,
          color: COLORS.muted,
        },
        label,
      ),
    ),
  );
}

function columns(plans: PlanColumn[]): CardNode {
  return el(
    'div',
    {display: 'flex', marginTop: 34, width: '100%'},
    plans.map((plan, index) =>
      el(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
          padding: '24px 26px',
          marginLeft: index === 0 ? 0 : 20,
          borderRadius: 18,
          border: `2px solid ${COLORS.panelBorder}`,
          backgroundColor: COLORS.panel,
        },
        [
          el('div', {fontSize: 26, fontWeight: 700, color: COLORS.accent}, plan.name),
          el('div', {fontSize: 30, fontWeight: 700, marginTop: 10, lineHeight: 1.15}, plan.price),
          el('div', {fontSize: 22, color: COLORS.muted, marginTop: 8}, plan.note),
        ],
      ),
    ),
  );
}

function footer(content: CardContent, assets: CardAssets): CardNode {
  return el('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: '100%'}, [
    el(
      'div',
      {display: 'flex', fontSize: 28, color: COLORS.muted, maxWidth: 880},
      content.byline && content.byline.length > 0 ? content.byline.join('  ·  ') : '',
    ),
    el('div', {display: 'flex', fontSize: 28, fontWeight: 700, color: COLORS.accent}, assets.host),
  ]);
}

function stonesBar(): CardNode {
  return el(
    'div',
    {position: 'absolute', left: 0, right: 0, bottom: 0, height: 12, display: 'flex'},
    COLORS.stones.map((color) => el('div', {flex: 1, backgroundColor: color})),
  );
}

function frame(children: Children, centered = false): CardNode {
  return el(
    'div',
    {
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      alignItems: centered ? 'center' : 'flex-start',
      justifyContent: centered ? 'center' : 'space-between',
      padding: '60px 72px 64px',
      boxSizing: 'border-box',
      position: 'relative',
      fontFamily: FONT_FAMILIES.map((family) => `"${family}"`).join(', '),
      color: COLORS.text,
      backgroundColor: COLORS.backgroundFrom,
      backgroundImage: `linear-gradient(135deg, ${COLORS.backgroundFrom} 0%, ${COLORS.backgroundTo} 100%)`,
    },
    children,
  );
}

/** The card's element tree for satori. */
export function cardTree(content: CardContent, assets: CardAssets): CardNode {
  if (content.centered) {
    return frame(
      [
        img(assets.logo, 200, {marginBottom: 28}),
        el('div', {fontSize: 96, fontWeight: 700, letterSpacing: -2}, content.title),
        content.description &&
          el(
            'div',
            {
              fontSize: 38,
              color: COLORS.muted,
              marginTop: 18,
              textAlign: 'center',
              maxWidth: 900,
              lineHeight: 1.3,
              textWrap: 'balance',
            },
            content.description,
          ),
        el('div', {fontSize: 30, fontWeight: 700, color: COLORS.accent, marginTop: 40}, assets.host),
        stonesBar(),
      ],
      true,
    );
  }
  const size = titleSize(content.title);
  const hasColumns = Boolean(content.columns && content.columns.length > 0);
  return frame([
    // The logo large and faint in the corner, except behind the plan columns, which span the card.
    !hasColumns && img(assets.logo, 520, {position: 'absolute', right: -70, bottom: -60, opacity: 0.13}),
    header(content, assets),
    el('div', {display: 'flex', flexDirection: 'column', width: hasColumns ? '100%' : 920}, [
      el(
        'div',
        {display: 'block', fontSize: size, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1, lineClamp: 3},
        content.title,
      ),
      content.description &&
        el(
          'div',
          {display: 'block', fontSize: 30, lineHeight: 1.4, color: COLORS.muted, marginTop: 24, lineClamp: 3},
          content.description,
        ),
      content.chips && content.chips.length > 0 && chips(content.chips),
      hasColumns && columns(content.columns ?? []),
    ]),
    footer(content, assets),
    stonesBar(),
  ]);
}
