import {readDeployConfig} from '../../src/config/site';
import {expect, test} from './fixtures';

/** The site's URL the build used (`SITE_URL`, default https://cairn.dev): card URLs are absolute on it. */
const SITE = readDeployConfig(process.env).siteUrl;

test('hydration and client-side navigation keep one og:image, the right card, and matching Twitter tags', async ({
  page,
  consoleErrors,
}) => {
  const head = () =>
    page.evaluate(() => {
      const all = (selector: string) =>
        Array.from(document.head.querySelectorAll<HTMLMetaElement>(selector), (tag) => tag.content);
      return {
        image: all('meta[property="og:image"]'),
        twitterImage: all('meta[name="twitter:image"]'),
        title: all('meta[property="og:title"]'),
        twitterTitle: all('meta[name="twitter:title"]'),
        description: all('meta[property="og:description"]'),
        twitterDescription: all('meta[name="twitter:description"]'),
      };
    });
  const expectHead = async (card: string, title: string) => {
    await expect.poll(async () => (await head()).title).toEqual([title]);
    const tags = await head();
    expect(tags.image).toEqual([`${SITE}${card}`]);
    expect(tags.twitterImage).toEqual([`${SITE}${card}`]);
    expect(tags.twitterTitle).toEqual(tags.title);
    expect(tags.twitterDescription).toEqual(tags.description);
  };

  await page.goto('/blog/proxy-aware-ip-handling');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expectHead(
    '/img/social/blog/proxy-aware-ip-handling.png',
    'Proxy-aware IP handling, and why X-Forwarded-For is hard | Cairn',
  );

  // Client-side navigation to the docs: Helmet swaps the tags, the Twitter copies follow.
  await page.locator('nav.navbar a[href="/docs"]').first().click();
  await expect(page).toHaveURL(/\/docs$/);
  await expectHead('/img/social/docs.png', 'Cairn documentation | Cairn');

  await page.goto('/pricing');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expectHead('/img/social/pricing.png', 'Pricing | Cairn');
  expect(consoleErrors).toEqual([]);
});
