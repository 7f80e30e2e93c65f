import {releases} from '../../src/data/releases';
import {expect, test} from './fixtures';

/**
 * What tools read from the preview server, served as a static host serves the build: /.well-known/security.txt as
 * UTF-8 plain text, and the changelog's Atom feed as Atom, well-formed XML that a browser parses, announced by the
 * changelog page. The fields and entries themselves are checked over the built files (tests/build/trust.test.ts).
 */
test('security.txt and the changelog feed are served with their content types, and the feed parses', async ({
  page,
  request,
}) => {
  const securityTxt = await request.get('/.well-known/security.txt');
  expect(securityTxt.status()).toBe(200);
  expect(securityTxt.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await securityTxt.text()).toMatch(/^Contact: https:\/\/\S+\/security\/advisories\/new$/m);

  const feedResponse = await request.get('/changelog/atom.xml');
  expect(feedResponse.status()).toBe(200);
  expect(feedResponse.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');

  await page.goto('/changelog');
  const feedHref = await page
    .locator('head link[rel="alternate"][type="application/atom+xml"][title="Cairn changelog"]')
    .getAttribute('href');
  expect(feedHref).toBe('/changelog/atom.xml');
  const parsed = await page.evaluate(async (href) => {
    const xml = await (await fetch(href)).text();
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      namespace: doc.documentElement.namespaceURI,
      titles: Array.from(doc.querySelectorAll('entry > title'), (title) => title.textContent),
    };
  }, feedHref!);
  expect(parsed.error).toBeNull();
  expect(parsed.namespace).toBe('http://www.w3.org/2005/Atom');
  expect(parsed.titles).toHaveLength(releases.length);
  expect(parsed.titles[0]).toContain(releases[0]!.version);
});
