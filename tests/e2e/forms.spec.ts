import type {Page, Request} from '@playwright/test';
import {readDeployConfig} from '../../src/config/site';
import {applicationForm, requestForm} from '../../src/data/forms';
import {axeViolations, expect, hydrated, layoutShift, settled, test, trackLayoutShifts} from './fixtures';

/**
 * The careers application (/careers) and the services request (/services): each posts to its form provider
 * (src/config/site.ts), which the offline browser cannot reach, so a route stands in for the provider. With scripts,
 * the fields are checked first and the form posts with fetch; without them, the browser posts the form itself and
 * the provider redirects to the confirmation page named in `_next`.
 */
const deploy = readDeployConfig({});
const PROVIDER = new URL(deploy.careersFormActionUrl).origin;

/** The fields of a URL-encoded post, as a plain object. */
const fieldsOf = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ''));

const APPLICATION = {
  'Your name': 'Ana Lima',
  'Email address': 'ana@example.com',
  'Where you work from': 'Portugal, UTC+0',
  'A link to your work (optional)': 'https://github.com/ana-lima',
  'Something you built and why it mattered':
    'I rebuilt the billing export of a small SaaS so finance could close the month in a day instead of a week, and learned to love boring queries.',
};

async function fillApplication(page: Page) {
  const form = page.getByRole('form', {name: applicationForm.label});
  for (const [label, value] of Object.entries(APPLICATION)) await form.getByLabel(label, {exact: true}).fill(value);
  await form.getByLabel('Role', {exact: true}).selectOption('Developer advocate');
  return form;
}

const REQUEST = {
  'Your name': 'Jonas Berg',
  'Work email': 'jonas@example.org',
  'Company (optional)': 'Example Logistics',
  'Cairn version and how you deployed it (optional)': '1.15.0 with Docker Compose',
  'Events a month (optional)': 'about 3 million',
  'What you need, and the weeks that suit you': 'A deployment review before our launch, any week in January.',
};

async function fillRequest(page: Page) {
  const form = page.getByRole('form', {name: requestForm.label});
  for (const [label, value] of Object.entries(REQUEST)) await form.getByLabel(label, {exact: true}).fill(value);
  await form.getByLabel('Service', {exact: true}).selectOption('Deployment review');
  await form.getByLabel('Your plan', {exact: true}).selectOption('Open source');
  return form;
}

test.describe('with JavaScript', () => {
  test('an application posts every field to the provider and lands on /application-received', async ({
    page,
    consoleErrors,
  }) => {
    const posts: Request[] = [];
    await page.route(`${PROVIDER}/**`, (route) => {
      posts.push(route.request());
      return route.fulfill({status: 200, contentType: 'application/json', body: '{"ok":true}'});
    });
    await page.goto('/careers');
    await hydrated(page);
    const form = await fillApplication(page);
    await form.getByRole('button', {name: applicationForm.submitLabel}).click();
    await expect(page).toHaveURL(/\/application-received$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Application received');

    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post.method()).toBe('POST');
    expect(post.url()).toBe(deploy.careersFormActionUrl);
    expect(post.headers()['accept']).toBe('application/json');
    expect(post.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(fieldsOf(post)).toEqual({
      _subject: applicationForm.subject,
      _next: `${deploy.siteUrl}/application-received`,
      name: 'Ana Lima',
      email: 'ana@example.com',
      role: 'Developer advocate',
      location: 'Portugal, UTC+0',
      link: 'https://github.com/ana-lima',
      message: APPLICATION['Something you built and why it mattered'],
      _gotcha: '',
    });
    expect(consoleErrors).toEqual([]);
  });

  test('when the provider fails, a request shows an alert and keeps everything typed', async ({page}) => {
    let posts = 0;
    await page.route(`${PROVIDER}/**`, (route) => {
      posts += 1;
      return route.fulfill({status: 500, contentType: 'application/json', body: '{"error":"unavailable"}'});
    });
    await page.goto('/services');
    await hydrated(page);
    const form = await fillRequest(page);
    await form.getByRole('button', {name: requestForm.submitLabel}).click();

    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Your request was not sent');
    await expect(alert).toContainText('HTTP 500');
    await expect(alert.getByRole('link', {name: 'sales@cairn.dev'})).toHaveAttribute(
      'href',
      'mailto:sales@cairn.dev?subject=Services%20request',
    );
    expect(posts).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/services');
    for (const [label, value] of Object.entries(REQUEST))
      await expect(form.getByLabel(label, {exact: true})).toHaveValue(value);
    await expect(form.getByLabel('Service', {exact: true})).toHaveValue('Deployment review');
    await expect(form.getByLabel('Your plan', {exact: true})).toHaveValue('Open source');
    // The button is ready for another try.
    await expect(form.getByRole('button', {name: requestForm.submitLabel})).toBeEnabled();
  });

  test('when the provider cannot be reached, the alert says so', async ({page}) => {
    await page.route(`${PROVIDER}/**`, (route) => route.abort('internetdisconnected'));
    await page.goto('/careers');
    await hydrated(page);
    const form = await fillApplication(page);
    await form.getByRole('button', {name: applicationForm.submitLabel}).click();
    await expect(form.getByRole('alert')).toContainText(
      'Your application was not sent: the form service could not be reached.',
    );
    await expect(form.getByLabel('Your name', {exact: true})).toHaveValue('Ana Lima');
  });

  test('an invalid form says what to fix beside each field, focuses the first one and posts nothing', async ({
    page,
  }) => {
    let posts = 0;
    await page.route(`${PROVIDER}/**`, (route) => {
      posts += 1;
      return route.fulfill({status: 200, body: '{}'});
    });
    await page.goto('/careers');
    await hydrated(page);
    const form = page.getByRole('form', {name: applicationForm.label});
    // Scripts replace the browser's own checks with the form's messages.
    await expect(form).toHaveAttribute('novalidate', '');
    const submit = form.getByRole('button', {name: applicationForm.submitLabel});
    await submit.click();

    const name = form.getByLabel('Your name', {exact: true});
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your name.');
    await expect(form.getByLabel('Role', {exact: true})).toHaveAccessibleDescription(
      'Choose the role you are applying for.',
    );
    await expect(form.getByText('Tell us about something you built.')).toBeVisible();
    // The optional link is not asked for.
    await expect(form.getByLabel('A link to your work (optional)', {exact: true})).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Fixing a field clears its message; the next problem gets the focus on the next try.
    await name.fill('Ana Lima');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter your name.')).toHaveCount(0);
    const email = form.getByLabel('Email address', {exact: true});
    await email.fill('ana@example');
    await form.getByLabel('Role', {exact: true}).selectOption('Product designer');
    await form.getByLabel('Where you work from', {exact: true}).fill('Kenya');
    await form.getByLabel('A link to your work (optional)', {exact: true}).fill('github.com/ana');
    await form.getByLabel('Something you built and why it mattered', {exact: true}).fill('A small tool.');
    await submit.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Enter an email address in the form name@example.com.');
    await expect(form.getByLabel('A link to your work (optional)', {exact: true})).toHaveAccessibleDescription(
      /GitHub, a portfolio.*Enter a full address that starts with https:\/\//,
    );
    await expect(form.getByLabel('Something you built and why it mattered', {exact: true})).toHaveAccessibleDescription(
      /At least 100 characters.*Write at least 100 characters; you wrote 13\./,
    );
    await settled(page);
    expect(posts).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/careers');
  });

  for (const path of ['/careers', '/services', '/newsletter', '/choosing', '/when-not-cairn']) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width}px does not shift while it loads`, async ({page}) => {
        await page.setViewportSize({width, height: 900});
        await trackLayoutShifts(page);
        await page.goto(path);
        await hydrated(page);
        await settled(page);
        const shift = await layoutShift(page);
        expect(shift.total, `layout shift; moved: ${shift.moved.join(', ')}`).toBeLessThan(0.001);
      });
    }
  }
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({colorScheme: theme});

    test(`the messages of an invalid form and the failure alert pass axe (WCAG 2.2 AA) in the ${theme} theme`, async ({
      page,
    }) => {
      await page.route(`${PROVIDER}/**`, (route) => route.fulfill({status: 503, body: '{}'}));
      await page.goto('/careers');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const form = page.getByRole('form', {name: applicationForm.label});
      await form.getByRole('button', {name: applicationForm.submitLabel}).click();
      await expect(form.getByText('Enter your name.')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/services');
      await hydrated(page);
      const request = await fillRequest(page);
      await request.getByRole('button', {name: requestForm.submitLabel}).click();
      await expect(request.getByRole('alert')).toContainText('HTTP 503');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the application form posts natively, and the provider sends the browser to /application-received', async ({
    page,
    baseURL,
  }) => {
    const posts: Request[] = [];
    await page.route(`${PROVIDER}/**`, (route) => {
      posts.push(route.request());
      // What the provider does with `_next`: a redirect, here to the confirmation page of the site under test.
      return route.fulfill({status: 303, headers: {Location: `${baseURL}/application-received`}});
    });
    await page.goto('/careers');
    // The mail link works without scripts.
    await expect(page.locator('main a[href="mailto:hello@cairn.dev?subject=Application"]').first()).toBeVisible();
    const form = await fillApplication(page);
    // The browser's own checks apply: the form does not turn them off.
    await expect(form).not.toHaveAttribute('novalidate', /.*/);
    await expect(form).toHaveAttribute('action', deploy.careersFormActionUrl);
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByRole('button', {name: applicationForm.submitLabel}).click();
    await expect(page).toHaveURL(/\/application-received$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Application received');

    expect(posts).toHaveLength(1);
    expect(posts[0].method()).toBe('POST');
    expect(posts[0].isNavigationRequest()).toBe(true);
    expect(fieldsOf(posts[0])).toMatchObject({
      _next: `${deploy.siteUrl}/application-received`,
      name: 'Ana Lima',
      email: 'ana@example.com',
      role: 'Developer advocate',
      _gotcha: '',
    });
  });

  test('the request form posts natively to its provider, and the mail link is there', async ({page, baseURL}) => {
    const posts: Request[] = [];
    await page.route(`${new URL(deploy.servicesFormActionUrl).origin}/**`, (route) => {
      posts.push(route.request());
      return route.fulfill({status: 303, headers: {Location: `${baseURL}/request-received`}});
    });
    await page.goto('/services');
    await expect(page.locator('main a[href^="mailto:sales@cairn.dev"]').first()).toBeVisible();
    const form = await fillRequest(page);
    await form.getByRole('button', {name: requestForm.submitLabel}).click();
    await expect(page).toHaveURL(/\/request-received$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Request received');
    expect(posts.map((post) => post.url())).toEqual([deploy.servicesFormActionUrl]);
    expect(fieldsOf(posts[0])).toMatchObject({
      _next: `${deploy.siteUrl}/request-received`,
      service: 'Deployment review',
      plan: 'Open source',
      message: REQUEST['What you need, and the weeks that suit you'],
    });
  });

  test('an empty required field stops the post, with the browser’s own message', async ({page}) => {
    let posts = 0;
    await page.route(`${PROVIDER}/**`, (route) => {
      posts += 1;
      return route.fulfill({status: 303, headers: {Location: '/'}});
    });
    await page.goto('/careers');
    const form = page.getByRole('form', {name: applicationForm.label});
    await form.getByRole('button', {name: applicationForm.submitLabel}).click();
    const name = form.getByLabel('Your name', {exact: true});
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(name).toBeFocused();
    expect(posts).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/careers');
  });
});
