import {expect, FIXTURE_PAGES, hydrated, test} from './helpers';

/**
 * idlePrefetch: a link's page is prefetched in an idle period, not when the link appears, and for a page of a section
 * the route bucket comes first: without it the browser does not know the page's chunks.
 */
test('a link is prefetched only in idle time, and its route bucket loads before its page’s chunks', async ({page}) => {
  // The page's idle callbacks wait until the test runs them.
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    const w = window as unknown as {__heldIdle: IdleRequestCallback[]; __runIdle: () => void};
    w.__heldIdle = held;
    w.__runIdle = () => {
      for (const callback of held.splice(0)) callback({didTimeout: false, timeRemaining: () => 50});
    };
    window.requestIdleCallback = (callback) => held.push(callback);
    window.cancelIdleCallback = () => undefined;
  });
  // Every request of the site's JavaScript, in the order the browser starts and ends them.
  const events: string[] = [];
  const types = new Map<string, string>();
  const isJs = (url: string) => /\/assets\/js\/[^/]+\.js$/.test(url);
  page.on('request', (request) => {
    if (!isJs(request.url())) return;
    events.push(`start ${request.url()}`);
    types.set(request.url(), request.resourceType());
  });
  page.on('requestfinished', (request) => isJs(request.url()) && events.push(`end ${request.url()}`));
  const bodies = new Map<string, string>();
  const body = async (url: string) => bodies.get(url) ?? (await page.request.get(url)).text();
  const requested = async (test: (text: string) => boolean) => {
    for (const url of types.keys()) {
      const text = await body(url);
      bodies.set(url, text);
      if (test(text)) return url;
    }
    return undefined;
  };
  const isBlogBucket = (text: string) => text.includes(`path:"${FIXTURE_PAGES.post}"`);
  const isPostContent = (text: string) => text.includes('It measures four pages in Chromium');

  await page.goto(FIXTURE_PAGES.home);
  await hydrated(page);
  // The links are on screen and the prefetch queue waits for an idle period...
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__heldIdle: unknown[]}).__heldIdle.length))
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  // ...and nothing was prefetched: every request so far is a script the page runs, none a route bucket.
  expect([...types].filter(([, type]) => type !== 'script')).toEqual([]);
  expect(await requested(isBlogBucket)).toBeUndefined();

  // Idle time: the queue runs, a few links each period, until the post linked from the home page is prefetched.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => (window as unknown as {__runIdle: () => void}).__runIdle());
        return requested(isPostContent);
      },
      {message: 'the blog post linked from the home page is prefetched'},
    )
    .toBeTruthy();
  const chunk = (await requested(isPostContent))!;
  const bucket = await requested(isBlogBucket);
  expect(bucket, 'the blog’s route bucket was loaded').toBeTruthy();
  expect(events).toContain(`end ${bucket}`);
  expect(events.indexOf(`end ${bucket}`), 'the bucket arrived before the post’s chunk was asked for').toBeLessThan(
    events.indexOf(`start ${chunk}`),
  );
  // Prefetched, not run.
  expect(types.get(chunk)).not.toBe('script');
});
