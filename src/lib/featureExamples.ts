/**
 * The numbers of the feature pages' worked examples (src/pages/features/<slug>.mdx), computed from the sample project
 * by the analysis functions of src/lib/productAnalytics with the named queries its views use (DEFAULT_QUERIES and
 * DASHBOARD_QUERIES), so a page states the numbers its view shows. A page writes `:feature-example{id="funnels.step2"}`
 * (src/content/remark/feature-examples.ts); the build test (tests/build/feature-pages.test.ts) compares every such
 * number of the built pages with these. Pure: the caller passes the project.
 */
import {formatUtcDate} from '@cairn/docusaurus-internals/dates';
import type {SampleProject} from '../data/sampleProject/types';
import {formatCount} from './numbers';
import {
  cohortMembers,
  DASHBOARD_QUERIES,
  DEFAULT_QUERIES,
  flagReach,
  funnel,
  heatmap,
  liveActions,
  matchesAction,
  paths,
  person,
  retention,
  SAMPLE_RANGE,
  sessions,
  trends,
  trendsTotals,
  type TrendsQuery,
} from './productAnalytics';

/** The numbers of one page, by name: `{step2: '1,706'}`. */
export type ExampleValues = Record<string, string>;

/** "31.8%" (one decimal, or none with `digits` 0), from a share of 0 to 1. */
export function formatPercent(share: number, digits = 1): string {
  return `${(share * 100).toFixed(digits)}%`;
}

/** "40 seconds", "1 minute", "23 minutes", "1 hour 5 minutes", "34 hours": rounded to the largest sensible unit. */
export function formatDuration(seconds: number): string {
  const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.round(seconds), 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return unit(minutes, 'minute');
  // From 10 hours on, minutes are noise.
  if (minutes >= 600) return unit(Math.round(minutes / 60), 'hour');
  const rest = minutes % 60;
  return rest === 0 ? unit(minutes / 60, 'hour') : `${unit(Math.floor(minutes / 60), 'hour')} ${unit(rest, 'minute')}`;
}

/** "October 5" from "2026-10-05": the sample project's dates all fall in one year. */
export function formatDay(date: string): string {
  return formatUtcDate(date, 'long').replace(/, \d{4}$/, '');
}

/** "23:26" from an ISO timestamp, in UTC. */
const formatTime = (timestamp: string) => timestamp.slice(11, 16);

/** Fails with the page's name when the query a page describes in words is not the one its view uses. */
function expectQuery(page: string, what: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(
      `src/pages/features/${page}.mdx describes ${what} as ${JSON.stringify(expected)}, but src/lib/productAnalytics/queries.ts has ${JSON.stringify(actual)}: update the page's worked example`,
    );
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Events of one name over the whole sample range: a trend's total count. */
function eventTotal(project: SampleProject, event: string): number {
  return trends(project, {event, math: 'total', interval: 'week', ...SAMPLE_RANGE}).total;
}

function events(project: SampleProject): ExampleValues {
  const all = project.events.length;
  const pageviews = eventTotal(project, '$pageview');
  const autocapture = eventTotal(project, '$autocapture');
  const custom = all - pageviews - autocapture;
  return {
    persons: formatCount(project.persons.length),
    total: formatCount(all),
    pageviews: formatCount(pageviews),
    pageviewShare: formatPercent(pageviews / all, 0),
    autocapture: formatCount(autocapture),
    autocaptureShare: formatPercent(autocapture / all, 0),
    custom: formatCount(custom),
    customShare: formatPercent(custom / all, 0),
    automaticShare: formatPercent((pageviews + autocapture) / all, 0),
    signedUp: formatCount(eventTotal(project, 'signed_up')),
    recipeViewed: formatCount(eventTotal(project, 'recipe_viewed')),
    subscribed: formatCount(eventTotal(project, 'subscribed')),
  };
}

function actions(project: SampleProject): ExampleValues {
  const named = (name: string) => {
    const action = project.actions.find((candidate) => candidate.name === name);
    if (!action) throw new Error(`src/pages/features/actions.mdx: the sample project has no action "${name}"`);
    return action;
  };
  const cooking = named('Started cooking');
  expectQuery('actions', 'the "Started cooking" action', cooking.steps, [
    {event: '$autocapture', url: '/recipes/', urlMatching: 'contains', selector: 'button#start-cooking'},
  ]);
  const clicks = project.events.filter((event) => matchesAction(cooking, event));
  const cooks = new Set(clicks.map((event) => event.distinct_id));
  const recipes = new Set(clicks.map((event) => String(event.properties.$pathname ?? event.properties.$current_url)));
  const cooked = eventTotal(project, 'cooked_recipe');
  // The page reads the equal counts as proof that the click definition was right.
  expectQuery('actions', 'the count of `cooked_recipe` events', cooked, clicks.length);
  return {
    startedCooking: formatCount(clicks.length),
    cookedRecipe: formatCount(cooked),
    cooks: formatCount(cooks.size),
    recipes: formatCount(recipes.size),
  };
}

function trendsPage(project: SampleProject): ExampleValues {
  const query = DEFAULT_QUERIES.trends;
  expectQuery('trends', 'the trend', query, {
    event: 'signed_up',
    math: 'total',
    interval: 'week',
    breakdown: '$browser',
    ...SAMPLE_RANGE,
  });
  const result = trends(project, query);
  const weekly = result.labels.map((_, index) => sum(result.series.map((series) => series.values[index] ?? 0)));
  const [top, second] = result.series;
  const firstWeek = weekly[0]!;
  const lastWeek = weekly[weekly.length - 1]!;
  return {
    weeks: formatCount(result.labels.length),
    total: formatCount(result.total),
    firstWeek: formatCount(firstWeek),
    firstWeekStart: formatDay(result.labels[0]!),
    lastWeek: formatCount(lastWeek),
    lastWeekStart: formatDay(result.labels[result.labels.length - 1]!),
    growth: formatPercent(lastWeek / firstWeek - 1, 0),
    topBrowser: top!.label,
    topTotal: formatCount(top!.total),
    topShare: formatPercent(top!.total / result.total, 0),
    secondBrowser: second!.label,
    secondTotal: formatCount(second!.total),
    secondShare: formatPercent(second!.total / result.total, 0),
    browsers: formatCount(result.series.length),
  };
}

function funnels(project: SampleProject): ExampleValues {
  const query = DEFAULT_QUERIES.funnel;
  expectQuery('funnels', 'the funnel', query, {
    steps: ['signed_up', 'recipe_viewed', 'recipe_saved', 'cooked_recipe'],
    windowDays: 14,
    ...SAMPLE_RANGE,
  });
  const {steps, medianSecondsToComplete} = funnel(project, query);
  const [signed, viewed, saved, cooked] = steps;
  return {
    window: formatCount(query.windowDays),
    step1: formatCount(signed!.count),
    step2: formatCount(viewed!.count),
    step2Rate: formatPercent(viewed!.conversionFromPrevious),
    step3: formatCount(saved!.count),
    step3Rate: formatPercent(saved!.conversionFromPrevious),
    step3Drop: formatCount(saved!.dropOff),
    step4: formatCount(cooked!.count),
    step4Rate: formatPercent(cooked!.conversionFromPrevious),
    step4Drop: formatCount(cooked!.dropOff),
    overall: formatPercent(cooked!.conversionFromStart),
    step2Time: formatDuration(viewed!.medianSecondsToConvert!),
    step3Time: formatDuration(saved!.medianSecondsToConvert!),
    step4Time: formatDuration(cooked!.medianSecondsToConvert!),
    completeTime: formatDuration(medianSecondsToComplete!),
  };
}

function retentionPage(project: SampleProject): ExampleValues {
  const query = DEFAULT_QUERIES.retention;
  expectQuery('retention', 'the retention table', query, {
    startEvent: 'signed_up',
    returnEvent: 'recipe_viewed',
    period: 'week',
    ...SAMPLE_RANGE,
  });
  const {cohorts, average} = retention(project, query);
  const first = cohorts[0]!;
  const last = cohorts[cohorts.length - 1]!;
  const best = [...cohorts]
    .filter((cohort) => cohort.shares.length > 1)
    .sort((a, b) => b.shares[1]! - a.shares[1]!)[0]!;
  return {
    cohorts: formatCount(cohorts.length),
    firstStart: formatDay(first.start),
    firstSize: formatCount(first.size),
    firstWeek1: formatPercent(first.shares[1]!),
    firstWeek1Count: formatCount(first.counts[1]!),
    firstLastWeek: formatCount(first.shares.length - 1),
    firstLast: formatPercent(first.shares[first.shares.length - 1]!),
    firstLastCount: formatCount(first.counts[first.counts.length - 1]!),
    averageWeek1: formatPercent(average[1]!),
    averageWeek4: formatPercent(average[4]!),
    bestStart: formatDay(best.start),
    bestWeek1: formatPercent(best.shares[1]!),
    lastStart: formatDay(last.start),
    lastSize: formatCount(last.size),
  };
}

function pathsPage(project: SampleProject): ExampleValues {
  const query = DEFAULT_QUERIES.paths;
  expectQuery('paths', 'the paths', query, {start: '/', steps: 4, ...SAMPLE_RANGE});
  const result = paths(project, query);
  const from = (step: number, source: string, target: string) => {
    const found = result.transitions.find((t) => t.step === step && t.source === source && t.target === target);
    if (!found) throw new Error(`src/pages/features/paths.mdx: no transition ${source} → ${target} at step ${step}`);
    return found.count;
  };
  const first = result.transitions.filter((t) => t.step === 1).sort((a, b) => b.count - a.count);
  const expected = ['/recipes', '/join', '/pricing'];
  expectQuery(
    'paths',
    'the three most common first steps from the home page',
    first.slice(0, 3).map((t) => t.target),
    expected,
  );
  const [recipes, join, pricing] = expected.map((target) => from(1, '/', target));
  const left = result.sessions - sum(first.map((t) => t.count));
  return {
    sessions: formatCount(result.sessions),
    toRecipes: formatCount(recipes!),
    toRecipesShare: formatPercent(recipes! / result.sessions, 0),
    toJoin: formatCount(join!),
    toPricing: formatCount(pricing!),
    left: formatCount(left),
    joinThenRecipes: formatCount(from(2, '/join', '/recipes')),
    pricingThenJoin: formatCount(from(2, '/pricing', '/join')),
    pricingThenJoinShare: formatPercent(from(2, '/pricing', '/join') / pricing!, 0),
  };
}

function sessionsPage(project: SampleProject): ExampleValues {
  const id = DEFAULT_QUERIES.person;
  const visits = sessions(project, id);
  const who = person(project, id);
  const first = visits[0]!;
  const shortest = [...visits].sort((a, b) => a.durationSeconds - b.durationSeconds)[0]!;
  return {
    name: String(who.properties.name),
    count: formatCount(visits.length),
    events: formatCount(sum(visits.map((visit) => visit.events.length))),
    firstDay: formatDay(first.start.slice(0, 10)),
    firstLength: formatDuration(first.durationSeconds),
    firstEvents: formatCount(first.events.length),
    firstEntry: first.entry,
    shortestLength: formatDuration(shortest.durationSeconds),
    shortestEvents: formatCount(shortest.events.length),
    lastDay: formatDay(visits[visits.length - 1]!.start.slice(0, 10)),
  };
}

function cohorts(project: SampleProject): ExampleValues {
  const named = (name: string) => {
    const cohort = project.cohorts.find((candidate) => candidate.name === name);
    if (!cohort) throw new Error(`src/pages/features/cohorts.mdx: the sample project has no cohort "${name}"`);
    return cohort;
  };
  const plus = named('Plus subscribers');
  const cooks = named('Regular cooks');
  const testers = named('Recipe testers');
  expectQuery(
    'cohorts',
    'the cohorts',
    [plus.filter, cooks.performed, testers.kind],
    [{property: 'plan', value: 'plus'}, {event: 'cooked_recipe', atLeast: 3}, 'static'],
  );
  const signedUp = eventTotal(project, 'signed_up');
  const cookMembers = cohortMembers(project, cooks.id);
  const cookIds = new Set(cookMembers.map((member) => member.distinct_id));
  const plusIds = new Set(cohortMembers(project, plus.id).map((member) => member.distinct_id));
  const both = [...cookIds].filter((id) => plusIds.has(id)).length;
  return {
    plus: formatCount(plusIds.size),
    cooks: formatCount(cookIds.size),
    cooksShare: formatPercent(cookIds.size / signedUp),
    signedUp: formatCount(signedUp),
    testers: formatCount(cohortMembers(project, testers.id).length),
    both: formatCount(both),
    cooksPlusShare: formatPercent(both / cookIds.size, 0),
    everyonePlusShare: formatPercent(plusIds.size / signedUp),
  };
}

function dashboards(project: SampleProject): ExampleValues {
  const {dashboard} = project;
  const trend = trends(project, DEFAULT_QUERIES.trends);
  const active = trendsTotals(project, DASHBOARD_QUERIES.weeklyActive);
  const subscriptions = trends(project, DASHBOARD_QUERIES.subscriptions);
  const byBilling = (billing: string) => subscriptions.series.find((series) => series.label === billing)?.total ?? 0;
  const cooked = funnel(project, DEFAULT_QUERIES.funnel).steps.at(-1)!;
  const kept = retention(project, DEFAULT_QUERIES.retention).average[1]!;
  const weeklySignups = trend.labels.map((_, index) => sum(trend.series.map((series) => series.values[index] ?? 0)));
  return {
    name: dashboard.name,
    tiles: formatCount(dashboard.tiles.length),
    signupsLastWeek: formatCount(weeklySignups.at(-1)!),
    activeFirstWeek: formatCount(active[0]!),
    activeLastWeek: formatCount(active.at(-1)!),
    funnel: formatPercent(cooked.conversionFromStart),
    subscriptions: formatCount(subscriptions.total),
    monthly: formatCount(byBilling('monthly')),
    annual: formatCount(byBilling('annual')),
    retention: formatPercent(kept),
  };
}

function featureFlags(project: SampleProject): ExampleValues {
  const reach = flagReach(project, DEFAULT_QUERIES.flag);
  const {flag} = reach;
  expectQuery(
    'feature-flags',
    'the flag',
    [flag.key, flag.filters.map((filter) => filter.property)],
    ['recipe-scaler-v2', ['country']],
  );
  const countries = reach.byValue;
  const smallest = countries[countries.length - 1]!;
  return {
    key: flag.key,
    rollout: formatPercent(flag.rolloutPercentage / 100, 0),
    countries: countries.map((country) => country.value).join(', '),
    persons: formatCount(reach.persons),
    matching: formatCount(reach.matching),
    enabled: formatCount(reach.enabled),
    enabledOfMatching: formatPercent(reach.enabled / reach.matching),
    share: formatPercent(reach.share, 0),
    largest: countries[0]!.value,
    largestMatching: formatCount(countries[0]!.matching),
    largestEnabled: formatCount(countries[0]!.enabled),
    smallest: smallest.value,
    smallestMatching: formatCount(smallest.matching),
    smallestEnabled: formatCount(smallest.enabled),
    smallestRate: formatPercent(smallest.enabled / smallest.matching),
  };
}

function annotations(project: SampleProject): ExampleValues {
  const dated = (content: string) => {
    const annotation = project.annotations.find((candidate) => candidate.content === content);
    if (!annotation)
      throw new Error(`src/pages/features/annotations.mdx: the sample project has no annotation "${content}"`);
    return annotation.date;
  };
  const cookingMode = dated('Cooking mode released');
  const annualPlan = dated('Annual Plus plan launched');
  const cooked: TrendsQuery = {event: 'cooked_recipe', math: 'total', interval: 'week', ...SAMPLE_RANGE};
  const weekly = trends(project, cooked);
  const values = weekly.series[0]!.values;
  const split = weekly.labels.indexOf(cookingMode);
  if (split < 1)
    throw new Error('src/pages/features/annotations.mdx: the cooking mode annotation is not on a Monday of the range');
  const before = sum(values.slice(0, split)) / split;
  const after = sum(values.slice(split)) / (values.length - split);
  const signups = trendsTotals(project, {...DEFAULT_QUERIES.trends, math: 'total'});
  const signupsBefore = sum(signups.slice(0, split)) / split;
  const signupsAfter = sum(signups.slice(split)) / (signups.length - split);
  const subscriptions = trends(project, DASHBOARD_QUERIES.subscriptions);
  const annual = subscriptions.series.find((series) => series.label === 'annual');
  const annualValues = annual?.values ?? [];
  const launch = subscriptions.labels.indexOf(annualPlan);
  return {
    count: formatCount(project.annotations.length),
    cookingMode: formatDay(cookingMode),
    annualPlan: formatDay(annualPlan),
    cookedBefore: formatCount(before),
    cookedAfter: formatCount(after),
    cookedChange: formatPercent(after / before - 1, 0),
    signupsBefore: formatCount(signupsBefore),
    signupsAfter: formatCount(signupsAfter),
    signupsChange: formatPercent(signupsAfter / signupsBefore - 1, 0),
    cookedPerSignupBefore: (before / signupsBefore).toFixed(2),
    cookedPerSignupAfter: (after / signupsAfter).toFixed(2),
    annualBefore: formatCount(sum(annualValues.slice(0, launch))),
    annualAfter: formatCount(sum(annualValues.slice(launch))),
  };
}

function toolbar(project: SampleProject): ExampleValues {
  const result = heatmap(project, DEFAULT_QUERIES.heatmapUrl);
  const [first, second] = result.elements;
  const least = result.elements[result.elements.length - 1]!;
  return {
    page: new URL(result.url).pathname,
    pageviews: formatCount(result.pageviews),
    clicks: formatCount(result.clicks),
    elements: formatCount(result.elements.length),
    firstText: first!.text,
    firstClicks: formatCount(first!.clicks),
    firstShare: formatPercent(first!.share, 0),
    firstSelector: first!.selector,
    secondText: second!.text,
    secondClicks: formatCount(second!.clicks),
    secondShare: formatPercent(second!.share, 0),
    leastText: least.text,
    leastClicks: formatCount(least.clicks),
    leastShare: formatPercent(least.share, 0),
  };
}

function people(project: SampleProject): ExampleValues {
  const who = person(project, DEFAULT_QUERIES.person);
  const identified = project.persons.filter((entry) => entry.properties.email !== undefined).length;
  const signedUpAt = String(who.properties.signed_up_at);
  return {
    persons: formatCount(project.persons.length),
    identified: formatCount(identified),
    anonymous: formatCount(project.persons.length - identified),
    name: String(who.properties.name),
    firstSeen: formatDay(who.created_at.slice(0, 10)),
    signupAfter: formatDuration((Date.parse(signedUpAt) - Date.parse(who.created_at)) / 1000),
    country: String(who.properties.country),
    browser: String(who.properties.$browser),
    os: String(who.properties.$os),
    plan: String(who.properties.plan),
    sessions: formatCount(sessions(project, who.distinct_id).length),
  };
}

function liveActionsPage(project: SampleProject): ExampleValues {
  const feed = liveActions(project, DEFAULT_QUERIES.liveActions);
  const newest = feed[0]!;
  const oldest = feed[feed.length - 1]!;
  const countOf = (action: string) => feed.filter((row) => row.action === action).length;
  const minutes = (Date.parse(newest.event.timestamp) - Date.parse(oldest.event.timestamp)) / 1000;
  return {
    rows: formatCount(feed.length),
    saved: formatCount(countOf('Saved a recipe')),
    signedUp: formatCount(countOf('Signed up')),
    newestAction: newest.action,
    newestName: String(newest.person.properties.name),
    newestTime: formatTime(newest.event.timestamp),
    oldestTime: formatTime(oldest.event.timestamp),
    span: formatDuration(minutes),
    people: formatCount(new Set(feed.map((row) => row.person.distinct_id)).size),
    day: formatDay(newest.event.timestamp.slice(0, 10)),
  };
}

/** Every page's numbers, by the slug of its page (`/features/<slug>`). */
export function featureExamples(project: SampleProject): Record<string, ExampleValues> {
  return {
    events: events(project),
    actions: actions(project),
    trends: trendsPage(project),
    funnels: funnels(project),
    retention: retentionPage(project),
    paths: pathsPage(project),
    sessions: sessionsPage(project),
    cohorts: cohorts(project),
    dashboards: dashboards(project),
    'feature-flags': featureFlags(project),
    annotations: annotations(project),
    toolbar: toolbar(project),
    people: people(project),
    'live-actions': liveActionsPage(project),
  };
}

/** The numbers flattened to directive ids: `{'funnels.step2': '1,706'}`. */
export function exampleTexts(examples: Record<string, ExampleValues>): Map<string, string> {
  return new Map(
    Object.entries(examples).flatMap(([page, values]) =>
      Object.entries(values).map(([name, text]) => [`${page}.${name}`, text] as const),
    ),
  );
}
