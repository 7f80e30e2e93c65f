import {expect, test} from './fixtures';
import {docsPath, LATEST} from '../site';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);

test.describe('deploy files shown from the published files', () => {
  const cases = [
    {page: '/docs/deployment/deploy-docker', title: 'docker-compose.yml', file: '/deploy/docker-compose.yml'},
    {page: '/docs/next/deployment/deploy-docker', title: 'docker-compose.yml', file: '/deploy/docker-compose.yml'},
    {page: '/docs/configuring-cairn/environment-variables', title: '.env', file: '/deploy/.env.example'},
    {
      page: '/docs/deployment/deploy-source',
      title: '/etc/systemd/system/cairn-web.service',
      file: '/deploy/cairn-web.service',
    },
  ];
  for (const {page: path, title, file} of cases) {
    test(`${path} shows ${file} as published, and links the download`, async ({page}) => {
      const download = await page.request.get(file);
      expect(download.status()).toBe(200);
      const published = await download.text();
      await page.goto(path);
      // The block whose title (its first child, above the code) is the file's name.
      const block = page
        .locator('.theme-code-block')
        .filter({has: page.locator(`xpath=./div[normalize-space()="${title}"]`)})
        .first();
      await expect(block).toBeVisible();
      expect(lines(await block.locator('code').innerText())).toEqual(lines(published));
      await expect(page.locator(`article a[href="${file}"]`).first()).toBeAttached();
    });
  }

  test('the published compose file starts web, worker, db and redis from the release the docs describe', async ({
    page,
  }) => {
    const compose = await (await page.request.get('/deploy/docker-compose.yml')).text();
    for (const service of ['web', 'worker', 'db', 'redis']) expect(compose).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    expect(compose).toContain(`image: cairnanalytics/cairn:${LATEST}.`);
    const env = await (await page.request.get('/deploy/.env.example')).text();
    for (const name of compose.match(/\$\{([A-Z_]+)\}/g) ?? [])
      expect(env).toMatch(new RegExp(`^${name.slice(2, -1)}=`, 'm'));
  });
});

test.describe('environment variable tables of each docs version', () => {
  const rows = async (page: import('@playwright/test').Page, heading: string) => {
    const table = page.locator(`h2:has-text("${heading}") ~ table`).first();
    return table.locator('tbody tr td:first-child code').allInnerTexts();
  };

  test('1.15 lists TRUSTED_PROXIES, read by web since 1.15, and not the 1.16 EMAIL_TIMEOUT', async ({page}) => {
    await page.goto(docsPath('1.15', '/configuring-cairn/environment-variables'));
    const header = page.locator('article table').first().locator('thead th');
    await expect(header).toHaveText(['Variable', 'Default', 'What it does', 'Example']);
    const proxy = page.locator('article table tr', {
      has: page.locator('td:first-child code', {hasText: /^TRUSTED_PROXIES$/}),
    });
    await expect(proxy.locator('td').first()).toHaveText(/^TRUSTED_PROXIES\s*Read by web\s*Since 1\.15$/);
    expect(await rows(page, 'Email')).not.toContain('EMAIL_TIMEOUT');
    expect(await rows(page, 'Core')).toEqual(expect.arrayContaining(['SITE_URL', 'SECRET_KEY']));
  });

  test('1.16 adds EMAIL_TIMEOUT and keeps every 1.15 variable', async ({page}) => {
    await page.goto(docsPath('1.15', '/configuring-cairn/environment-variables'));
    const latest = await page.locator('article table tbody tr td:first-child code').allInnerTexts();
    await page.goto(docsPath('1.16', '/configuring-cairn/environment-variables'));
    const next = await page.locator('article table tbody tr td:first-child code').allInnerTexts();
    expect(next).toEqual(expect.arrayContaining(latest));
    expect(next.filter((name) => !latest.includes(name))).toEqual(['EMAIL_TIMEOUT']);
  });
});
