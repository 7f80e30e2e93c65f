import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';

/** Bodies of the scripts the page downloaded so far. */
function watchScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

const CALCULATOR_TEXT = 'Type a whole number of events';
const row = (page: Page, plan: string) => page.locator(`tr[data-plan="${plan}"]`);

test.describe('pricing calculator', () => {
  test('loads its code only when a reader opens it, then prices every plan for the typed volume', async ({
    page,
    consoleErrors,
  }) => {
    const scripts = watchScripts(page);
    await page.goto('/pricing');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const before = await Promise.all(scripts);
    expect(
      before.some((body) => body.includes(CALCULATOR_TEXT)),
      'calculator code before it was opened',
    ).toBe(false);

    await page.getByRole('button', {name: 'Calculate the price for your volume'}).click();
    const field = page.getByLabel('Events a month');
    await expect(field).toBeFocused();
    await expect(row(page, 'cloud').locator('td').first()).toHaveText('$450');
    expect((await Promise.all(scripts)).some((body) => body.includes(CALCULATOR_TEXT))).toBe(true);

    const cases: [string, string, string][] = [
      ['1000000', '$0', '$0'],
      ['1,000,023', '$0.01', '$0'],
      ['10m', '$2,025', '$0'],
      ['10000001', '$2,025', 'Not covered'],
    ];
    for (const [typed, cloud, startups] of cases) {
      await field.fill(typed);
      await expect(row(page, 'cloud').locator('td').first(), typed).toHaveText(cloud);
      await expect(row(page, 'startups').locator('td').first(), typed).toHaveText(startups);
      await expect(row(page, 'open-source').locator('td').first()).toHaveText('$0');
      await expect(row(page, 'enterprise').locator('td').first()).toHaveText('from $1,500');
    }

    await field.fill('lots');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(CALCULATOR_TEXT)).toBeVisible();
    await expect(page.locator('tr[data-plan]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('opens from the keyboard, and the worked examples agree with it', async ({page}) => {
    await page.goto('/pricing');
    await hydrated(page);
    const estimate = page.locator('section[aria-labelledby="estimate"]');
    await expect(estimate).toContainText('3,000,000 events cost $450 a month and 10,000,000 cost $2,025');
    await expect(page.locator('main')).toContainText('9,000,000 × $0.000225 = $2,025 a month');
    const button = estimate.getByRole('button', {name: 'Calculate the price for your volume'});
    await button.focus();
    await page.keyboard.press('Enter');
    const field = page.getByLabel('Events a month');
    await expect(field).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('10000000');
    await expect(row(page, 'cloud').locator('td').first()).toHaveText('$2,025');
  });

  test('without JavaScript the page shows the worked examples and no dead button', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(page.locator('section[aria-labelledby="estimate"]')).toContainText(
      'Enterprise starts at $1,500 a month',
    );
    await expect(page.getByRole('button', {name: 'Calculate the price for your volume'})).toBeHidden();
    await context.close();
  });
});
