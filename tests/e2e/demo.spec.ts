import type {Page} from '@playwright/test';
import {sampleProject} from '../../src/data/sampleProject';
import {formatCount} from '../../src/lib/numbers';
import {DEFAULT_QUERIES, funnel, paths, retention, trends} from '../../src/lib/productAnalytics';
import {axeViolations, expect, hydrated, layoutShift, settled, test, trackLayoutShifts} from './fixtures';

/**
 * /demo (issue 27, item 4): Cairn's views on the sample project. The expected numbers are computed here with the
 * analysis functions of src/lib/productAnalytics on the sample project, the same functions the page runs.
 */

const VIEWS = ['Trends', 'Funnel', 'Retention', 'Paths'] as const;
const panel = (page: Page, view: string) => page.locator(`section[data-view="${view.toLowerCase()}"]`);
const summary = (page: Page, view: string) => panel(page, view).locator('[data-demo-summary]');

/** Text only the interactive chunk has (a cohort of the sample project, src/data/sampleProject/index.ts). */
const ENGINE_TEXT = 'People who cooked at least three recipes.';

const LAST_4_WEEKS = {from: '2026-10-12', to: '2026-11-08'};
const US = {property: 'country', value: 'US'};

/** The default numbers each static view states. */
const defaults = {
  trends: trends(sampleProject, DEFAULT_QUERIES.trends),
  funnel: funnel(sampleProject, DEFAULT_QUERIES.funnel),
  retention: retention(sampleProject, DEFAULT_QUERIES.retention),
  paths: paths(sampleProject, DEFAULT_QUERIES.paths),
};

async function expectDefaultViews(page: Page): Promise<void> {
  const expected: Record<(typeof VIEWS)[number], string> = {
    Trends: `${formatCount(defaults.trends.total)} signed_up events in 10 weeks`,
    Funnel: `${formatCount(defaults.funnel.steps[0]!.count)} people did signed_up; ${formatCount(defaults.funnel.steps[3]!.count)} reached cooked_recipe`,
    Retention: `${defaults.retention.cohorts.length} weekly cohorts, ${formatCount(defaults.retention.cohorts.reduce((sum, cohort) => sum + cohort.size, 0))} people`,
    Paths: `${formatCount(defaults.paths.sessions)} sessions started on /`,
  };
  for (const view of VIEWS) {
    await page.getByRole('radio', {name: view, exact: true}).check();
    await expect(panel(page, view)).toBeVisible();
    for (const other of VIEWS.filter((candidate) => candidate !== view)) await expect(panel(page, other)).toBeHidden();
    await expect(summary(page, view)).toContainText(expected[view]);
  }
}

/** Bodies of the scripts the page downloaded so far. */
function watchScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the four views are static, switch with the tabs, and the controls are disabled', async ({page}) => {
    await page.goto('/demo');
    await expect(page.locator('h1')).toHaveText('Try Cairn on a sample project');
    await expect(page.getByText('Sample data', {exact: true})).toBeVisible();
    for (const label of ['Date range', 'Breakdown', 'Filter']) await expect(page.getByLabel(label)).toBeDisabled();
    // A note for readers without JavaScript (Playwright's switch parses <noscript> as text, as with scripts on).
    expect(await page.locator('noscript').innerHTML()).toContain(
      'Changing the date range, breakdown or filter needs JavaScript.',
    );
    await expectDefaultViews(page);
    // Every view is in the HTML, with its numbers: the funnel's steps.
    const people = panel(page, 'Funnel').locator('[data-demo-number="people"]');
    await expect(people).toHaveText(defaults.funnel.steps.map((step) => formatCount(step.count)));
  });
});

test('the interactive chunk is not part of the first load; it loads at the first move toward the app', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/demo');
  await hydrated(page);
  await settled(page);
  const before = await Promise.all(scripts);
  expect(before.length).toBeGreaterThan(1);
  expect(before.some((body) => body.includes(ENGINE_TEXT))).toBe(false);
  await expect(page.locator('[data-demo-ready]')).toHaveCount(0);

  await page.getByRole('radio', {name: 'Funnel'}).hover();
  await expect(page.locator('[data-demo-ready="true"]')).toHaveCount(1);
  expect((await Promise.all(scripts)).some((body) => body.includes(ENGINE_TEXT))).toBe(true);
});

test('the static views are the default queries, until the page has hydrated and after', async ({page}) => {
  await page.goto('/demo');
  await hydrated(page);
  for (const label of ['Date range', 'Filter']) await expect(page.getByLabel(label)).toBeEnabled();
  await expectDefaultViews(page);
});

test('tabs switch views with the mouse and with the arrow keys', async ({page}) => {
  await page.goto('/demo');
  await hydrated(page);
  await page.locator('fieldset').getByText('Retention', {exact: true}).click();
  await expect(panel(page, 'Retention')).toBeVisible();
  await expect(panel(page, 'Trends')).toBeHidden();
  await expect(page.getByRole('radio', {name: 'Retention'})).toBeChecked();

  await page.getByRole('radio', {name: 'Retention'}).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', {name: 'Paths'})).toBeFocused();
  await expect(panel(page, 'Paths')).toBeVisible();
  await expect(panel(page, 'Retention')).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(panel(page, 'Funnel')).toBeVisible();
  await expect(page.getByRole('radio', {name: 'Funnel'})).toBeChecked();
  // The breakdown applies to trends and funnels only.
  await expect(page.getByLabel('Breakdown')).toBeEnabled();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Breakdown')).toBeDisabled();
});

test('the date range, breakdown and filter change the numbers, which the live region reads', async ({page}) => {
  await page.goto('/demo');
  await hydrated(page);
  const status = page.getByRole('status');

  // Trends: the last 4 weeks.
  await page.getByLabel('Date range').selectOption({label: 'Last 4 weeks'});
  const recent = trends(sampleProject, {...DEFAULT_QUERIES.trends, ...LAST_4_WEEKS});
  expect(recent.total).not.toBe(defaults.trends.total);
  await expect(summary(page, 'Trends')).toContainText(`${formatCount(recent.total)} signed_up events in 4 weeks`);
  await expect(status).toContainText(`Trends, last 4 weeks, by browser: ${formatCount(recent.total)} signed_up events`);

  // Trends: by operating system, the legend names each series with its total.
  await page.getByLabel('Breakdown').selectOption({label: 'By operating system'});
  const byOs = trends(sampleProject, {...DEFAULT_QUERIES.trends, ...LAST_4_WEEKS, breakdown: '$os'});
  await expect(panel(page, 'Trends').locator('ul li')).toHaveText(
    byOs.series.map((series) => `${series.label} ${formatCount(series.total)}`),
  );

  // Funnel: filtered to the US, each step's people.
  await page.getByRole('radio', {name: 'Funnel'}).check();
  await page.getByLabel('Filter').selectOption({label: 'Country is US'});
  const us = funnel(sampleProject, {...DEFAULT_QUERIES.funnel, filter: US});
  expect(us.steps[0]!.count).toBeLessThan(defaults.funnel.steps[0]!.count);
  await expect(panel(page, 'Funnel').locator('[data-demo-number="people"]')).toHaveText(
    us.steps.map((step) => formatCount(step.count)),
  );
  await expect(status).toContainText(`Funnel, all 10 weeks, Country is US: ${formatCount(us.steps[0]!.count)} people`);

  // Funnel: broken down by browser, a row per value.
  await page.getByLabel('Breakdown').selectOption({label: 'By browser'});
  const usByBrowser = funnel(sampleProject, {...DEFAULT_QUERIES.funnel, filter: US, breakdown: '$browser'});
  const rows = panel(page, 'Funnel').locator('tbody tr');
  await expect(rows).toHaveCount(usByBrowser.breakdown!.length);
  await expect(rows.first().locator('th')).toHaveText(usByBrowser.breakdown![0]!.value);
  await expect(rows.first().locator('td').first()).toHaveText(formatCount(usByBrowser.breakdown![0]!.steps[0]!.count));

  // Retention over the first 4 weeks: four cohorts.
  await page.getByRole('radio', {name: 'Retention'}).check();
  await page.getByLabel('Date range').selectOption({label: 'First 4 weeks'});
  const early = retention(sampleProject, {...DEFAULT_QUERIES.retention, from: '2026-08-31', to: '2026-09-27'});
  await expect(panel(page, 'Retention').locator('tbody tr')).toHaveCount(early.cohorts.length);
  await expect(panel(page, 'Retention').locator('tbody tr td:nth-child(2)')).toHaveText(
    early.cohorts.map((cohort) => formatCount(cohort.size)),
  );

  // Paths on mobile only.
  await page.getByRole('radio', {name: 'Paths'}).check();
  await page.getByLabel('Filter').selectOption({label: 'Device is Mobile'});
  const mobile = paths(sampleProject, {...DEFAULT_QUERIES.paths, filter: {property: '$device_type', value: 'Mobile'}});
  await expect(summary(page, 'Paths')).toContainText(`${formatCount(mobile.sessions)} sessions started on /`);

  // Each view kept its own query; Reset brings the default back.
  await page.getByRole('radio', {name: 'Trends'}).check();
  await expect(page.getByLabel('Date range')).toHaveValue('last-4-weeks');
  await page.getByRole('button', {name: 'Reset'}).click();
  await expect(summary(page, 'Trends')).toContainText(`${formatCount(defaults.trends.total)} signed_up events`);
  await expect(page.getByRole('button', {name: 'Reset'})).toBeDisabled();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const view of VIEWS) {
    test(`no axe violation in the ${colorScheme} theme: ${view}${view === 'Trends' ? ' with its numbers open' : view === 'Funnel' ? ' by country' : ''}`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await page.goto('/demo');
      await hydrated(page);
      await page.getByRole('radio', {name: view}).check();
      await expect(panel(page, view)).toBeVisible();
      if (view === 'Trends') await panel(page, view).getByText('The numbers').click();
      if (view === 'Funnel') {
        await page.getByLabel('Breakdown').selectOption({label: 'By country'});
        await expect(panel(page, view).locator('tbody tr').first()).toBeVisible();
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

for (const width of [1280, 390]) {
  test(`at ${width}px: nothing shifts while the page loads and hydrates, and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 900});
    await trackLayoutShifts(page);
    await page.goto('/demo');
    await hydrated(page);
    await page.getByRole('radio', {name: 'Funnel'}).hover();
    await expect(page.locator('[data-demo-ready="true"]')).toHaveCount(1);
    await settled(page);
    expect(await layoutShift(page)).toEqual({total: 0, moved: []});
    for (const view of VIEWS) {
      await page.getByRole('radio', {name: view}).check();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), view).toBeLessThanOrEqual(width);
    }
  });
}
