import {sampleProject} from '../../data/sampleProject';
import type {SampleProject} from '../../data/sampleProject/types';
import {svgDocument} from '../../content/figures/svg';
import {COMPACT_WIDTH, CONTENT, compactFrame, type NavItem, type Variant, WIDE, wideFrame} from './draw/frame';
import {funnelView, pathsView, retentionView, trendsView, type ViewContent} from './draw/insights';
import {dashboardView, flagRolloutView, flagsView, liveActionsView, personView} from './draw/screens';
import {heatmapView} from './draw/toolbar';
import {DEFAULT_QUERIES} from './queries';
import type {ProductViewId, ProductViewQueries} from './views';

export type {Variant};

interface Screen {
  nav: NavItem;
  /** The path after app.cairn.dev in the window's address bar. */
  address: string;
  draw: (project: SampleProject, variant: Variant, width: number, query: never) => ViewContent;
  query: unknown;
}

const SCREENS: Record<ProductViewId, Screen> = {
  trends: {nav: 'insights', address: '/insights/trends', draw: trendsView, query: DEFAULT_QUERIES.trends},
  funnel: {nav: 'insights', address: '/insights/funnels', draw: funnelView, query: DEFAULT_QUERIES.funnel},
  retention: {nav: 'insights', address: '/insights/retention', draw: retentionView, query: DEFAULT_QUERIES.retention},
  paths: {nav: 'insights', address: '/insights/paths', draw: pathsView, query: DEFAULT_QUERIES.paths},
  dashboard: {nav: 'dashboards', address: '/dashboard/1', draw: dashboardView, query: undefined},
  'feature-flags': {nav: 'flags', address: '/feature_flags', draw: flagsView, query: undefined},
  'feature-flag-rollout': {
    nav: 'flags',
    address: `/feature_flags/${DEFAULT_QUERIES.flag}`,
    draw: flagRolloutView,
    query: DEFAULT_QUERIES.flag,
  },
  'live-actions': {nav: 'live', address: '/live', draw: liveActionsView, query: DEFAULT_QUERIES.liveActions},
  person: {
    nav: 'people',
    address: `/person/${DEFAULT_QUERIES.person}`,
    draw: personView,
    query: DEFAULT_QUERIES.person,
  },
  'toolbar-heatmap': {nav: 'toolbar', address: '', draw: heatmapView, query: DEFAULT_QUERIES.heatmapUrl},
};

export interface DrawnView {
  width: number;
  height: number;
  /** The drawing's elements, without the `<svg>` document around them. */
  body: string;
}

/** One view drawn: wide (960 by 600, the app with its sidebar) or compact (390 wide, a phone's screen). */
export function drawProductView<Id extends ProductViewId>(
  id: Id,
  options: {variant?: Variant; query?: ProductViewQueries[Id]; project?: SampleProject} = {},
): DrawnView {
  const screen = SCREENS[id];
  if (!screen) throw new Error(`productAnalytics: no product view "${String(id)}"`);
  const variant = options.variant ?? 'wide';
  const project = options.project ?? sampleProject;
  const query = (options.query ?? screen.query) as never;
  if (id === 'toolbar-heatmap') {
    // The toolbar is drawn over the team's own site, not inside the app: the view draws its own window.
    const content = screen.draw(project, variant, variant === 'wide' ? WIDE.width : COMPACT_WIDTH, query);
    return {
      width: variant === 'wide' ? WIDE.width : COMPACT_WIDTH,
      height: Math.ceil(content.height),
      body: content.body,
    };
  }
  if (variant === 'wide') {
    const content = screen.draw(project, variant, CONTENT.wide.width, query);
    return {...WIDE, body: wideFrame(screen.nav, `app.cairn.dev${screen.address}`, content.body)};
  }
  const content = screen.draw(project, variant, CONTENT.compact.width, query);
  const framed = compactFrame(content.height, content.body);
  return {width: COMPACT_WIDTH, height: framed.height, body: framed.body};
}

/** The SVG body (the drawing's elements) of a view, wide, for the default query or another one (the /demo page). */
export function renderProductView<Id extends ProductViewId>(id: Id, query?: ProductViewQueries[Id]): string {
  return drawProductView(id, {query}).body;
}

/**
 * The file /img/product/<id>.svg: the wide drawing is the group `#figure` (what the file shows when opened), and the
 * compact one the group `#compact` inside `<defs>`; a page shows either through `<use>`.
 */
export function productViewDocument(
  id: ProductViewId,
  title: string,
): {svg: string; wide: DrawnView; compact: DrawnView} {
  const wide = drawProductView(id);
  const compact = drawProductView(id, {variant: 'compact'});
  const defs = `<defs><g id="compact" style="font-family:var(--ifm-font-family-base, system-ui, sans-serif);font-size:13px">${compact.body}</g></defs>`;
  return {svg: svgDocument(wide.width, wide.height, title, `${wide.body}\n${defs}`), wide, compact};
}
