import {expect, test} from './fixtures';

const base = 'https://github.com/cairn-analytics/cairn.dev/edit/main/';

const cases: [string, string][] = [
  ['/docs', 'versioned_docs/version-1.15/index.md'],
  ['/docs/deployment/deploy-docker', 'versioned_docs/version-1.15/deployment/deploy-docker.md'],
  ['/docs/next/deployment/deploy-docker', 'docs/deployment/deploy-docker.md'],
  ['/docs/api/_template', 'versioned_docs/version-1.15/api/template.md'],
  ['/handbook/company/story', 'handbook/company/story.md'],
  ['/blog/array-1-0-0', 'blog/2025-08-04-array-1-0-0.md'],
];

for (const [route, file] of cases) {
  test(`"Edit this page" on ${route} opens ${file}`, async ({page}) => {
    await page.goto(route);
    const link = page.getByRole('link', {name: 'Edit this page'});
    await expect(link).toHaveAttribute('href', base + file);
  });
}

test('docs pages show when they were last updated', async ({page}) => {
  await page.goto('/docs/deployment/deploy-docker');
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d{1,2}, \d{4}/);
});
