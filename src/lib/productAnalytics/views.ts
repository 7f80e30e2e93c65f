import {sampleProject} from '../../data/sampleProject';
import type {SampleProject} from '../../data/sampleProject/types';
import {count, duration, longDate, percent} from './draw/ui';
import type {FunnelQuery} from './funnel';
import {flagReach, heatmap, liveActions, person, sessions} from './people';
import {paths, type PathsQuery} from './paths';
import {DASHBOARD_QUERIES, DEFAULT_QUERIES} from './queries';
import {retention, type RetentionQuery} from './retention';
import {funnel} from './funnel';
import {trends, type TrendsQuery} from './trends';

/** The product views: pictures of Cairn's main screens, drawn from the sample project (./render.ts). */
export {PRODUCT_VIEW_IDS, type ProductViewId} from './published';
import {PRODUCT_VIEW_IDS, type ProductViewId} from './published';

export const isProductViewId = (id: string): id is ProductViewId =>
  (PRODUCT_VIEW_IDS as readonly string[]).includes(id);

/** The query a view can be redrawn for (the /demo page's controls); views without one take none. */
export interface ProductViewQueries {
  trends: TrendsQuery;
  funnel: FunnelQuery;
  retention: RetentionQuery;
  paths: PathsQuery;
  dashboard: undefined;
  'feature-flags': undefined;
  'feature-flag-rollout': string;
  'live-actions': number;
  person: string;
  'toolbar-heatmap': string;
}

/** A view's name, as a caption says it. */
export const PRODUCT_VIEW_TITLES: Record<ProductViewId, string> = {
  trends: 'Trends with a breakdown',
  funnel: 'A funnel with drop-off and time to convert',
  retention: 'A retention table',
  paths: 'Paths',
  dashboard: 'A dashboard',
  'feature-flags': 'The feature flag list',
  'feature-flag-rollout': "A feature flag's rollout",
  'live-actions': 'Live actions',
  person: 'A person with their sessions timeline',
  'toolbar-heatmap': "The toolbar's heatmap over a page",
};

const SAMPLE = 'Sample data from Pebblepot, a made-up recipe app.';

/** The text alternative of a view, written from the same functions and queries that draw it. */
export function productViewAlt(id: ProductViewId, project: SampleProject = sampleProject): string {
  const q = DEFAULT_QUERIES;
  switch (id) {
    case 'trends': {
      const r = trends(project, q.trends);
      const weekly = r.labels.map((_, i) => r.series.reduce((sum, s) => sum + s.values[i]!, 0));
      return `${SAMPLE} Cairn's Trends screen: ${count(r.total)} signups from ${longDate(q.trends.from)} to ${longDate(q.trends.to)}, per week, broken down by browser: ${r.series
        .map((s) => `${s.label} ${count(s.total)}`)
        .join(
          ', ',
        )}. Weekly signups go from ${count(weekly[0]!)} in the first week to ${count(weekly[weekly.length - 1]!)} in the last; markers show the annotations ${project.annotations
        .map((a) => `"${a.content}" (${longDate(a.date)})`)
        .join(' and ')}.`;
    }
    case 'funnel': {
      const r = funnel(project, q.funnel);
      return `${SAMPLE} Cairn's Funnels screen, ${q.funnel.steps.length} steps within ${q.funnel.windowDays} days: ${r.steps
        .map((s, i) =>
          i === 0
            ? `${s.event} ${count(s.count)} persons`
            : `${s.event} ${count(s.count)} (${percent(s.conversionFromPrevious)} of the previous step, ${count(s.dropOff)} dropped off, median ${duration(s.medianSecondsToConvert ?? 0)})`,
        )
        .join(
          '; ',
        )}. Overall conversion ${percent(r.steps[r.steps.length - 1]!.conversionFromStart)}, median time to convert ${duration(r.medianSecondsToComplete ?? 0)}.`;
    }
    case 'retention': {
      const r = retention(project, q.retention);
      return `${SAMPLE} Cairn's Retention screen: ${r.cohorts.length} weekly cohorts of people who signed up, ${count(r.cohorts[0]!.size)} to ${count(r.cohorts[r.cohorts.length - 1]!.size)} people each, and the share who viewed a recipe in each following week. On average ${percent(r.average[1]!)} come back in week 1, ${percent(r.average[4]!)} in week 4 and ${percent(r.average[r.average.length - 1]!)} in week ${r.average.length - 1}.`;
    }
    case 'paths': {
      const r = paths(project, q.paths);
      const first = r.transitions.filter((t) => t.step === 1).slice(0, 3);
      return `${SAMPLE} Cairn's Paths screen: ${count(r.sessions)} sessions that started on the home page, and where they went over ${q.paths.steps} steps. Next pages: ${first
        .map((t) => `${t.target} ${count(t.count)}`)
        .join(', ')}; from /join most go on to /recipes, then to a recipe page.`;
    }
    case 'dashboard': {
      const signups = trends(project, q.trends);
      const active = trends(project, DASHBOARD_QUERIES.weeklyActive);
      const f = funnel(project, q.funnel);
      const subs = trends(project, DASHBOARD_QUERIES.subscriptions);
      const r = retention(project, q.retention);
      return `${SAMPLE} Cairn's dashboard "${project.dashboard.name}" with ${project.dashboard.tiles.length} tiles: ${count(signups.total)} signups per week on a line; weekly active recipe viewers rising from ${count(active.series[0]!.values[0]!)} to ${count(active.series[0]!.values[active.series[0]!.values.length - 1]!)}; the signup to cooked recipe funnel at ${percent(f.steps[f.steps.length - 1]!.conversionFromStart)}; ${count(subs.total)} Plus subscriptions (${subs.series.map((s) => `${count(s.total)} ${s.label}`).join(', ')}); and ${percent(r.average[1]!)} of new people back in week 1.`;
    }
    case 'feature-flags':
      return `${SAMPLE} Cairn's Feature flags screen listing ${project.featureFlags.length} flags: ${project.featureFlags
        .map((flag) => {
          const reach = flagReach(project, flag.key);
          return `${flag.key} (${flag.active ? `${flag.rolloutPercentage}%${flag.filters.length ? ' of matching persons' : ''}, on for ${count(reach.enabled)} persons` : 'inactive'})`;
        })
        .join(', ')}.`;
    case 'feature-flag-rollout': {
      const reach = flagReach(project, q.flag);
      return `${SAMPLE} Cairn's screen of the feature flag ${reach.flag.key}: released to ${reach.flag.rolloutPercentage}% of persons whose country is ${reach.flag.filters[0] ? ([] as unknown[]).concat(reach.flag.filters[0].value).join(', ') : 'any'}. ${count(reach.matching)} persons match the filter and ${count(reach.enabled)} get the flag: ${reach.byValue
        .map((group) => `${group.value} ${count(group.enabled)} of ${count(group.matching)}`)
        .join(', ')}.`;
    }
    case 'live-actions': {
      const feed = liveActions(project, q.liveActions);
      return `${SAMPLE} Cairn's Live actions screen with the ${feed.length} latest actions, newest first, the last at ${feed[0]!.event.timestamp.slice(11, 16)} UTC on ${longDate(feed[0]!.event.timestamp)}: ${feed
        .map((item) => `${item.action} by ${item.person.properties.name ?? 'an anonymous person'}`)
        .join(', ')}.`;
    }
    case 'person': {
      const who = person(project, q.person);
      const list = sessions(project, q.person);
      const events = list.reduce((sum, s) => sum + s.events.length, 0);
      return `${SAMPLE} Cairn's person screen for ${who.properties.name} (made up), on the ${who.properties.plan} plan, from ${who.properties.country}, using ${who.properties.$browser} on ${who.properties.$os}: ${list.length} sessions with ${count(events)} events between ${longDate(list[0]!.start)} and ${longDate(list[list.length - 1]!.start)}, drawn as a timeline.`;
    }
    case 'toolbar-heatmap': {
      const r = heatmap(project, q.heatmapUrl);
      return `${SAMPLE} Cairn's toolbar over Pebblepot's recipe page ${new URL(r.url).pathname}, showing a click heatmap: ${count(r.clicks)} clicks over ${count(r.pageviews)} page views; ${r.elements
        .slice(0, 4)
        .map((e) => `${e.text || 'ingredient checkboxes'} ${count(e.clicks)} (${percent(e.share)})`)
        .join(', ')}.`;
    }
  }
}
