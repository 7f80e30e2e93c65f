import {releases} from '../../src/data/releases';
import {expect, test} from './fixtures';

/**
 * The changelog's Atom feed as a browser reads it: well-formed XML in the Atom namespace with an entry per release.
 * Its content type, and security.txt's, are checked without a browser (tests/build/served.test.ts), its fields and
 * entries over the built files (tests/build/trust.test.ts).
 */
test('the changelog feed parses as Atom in the browser, an entry per release', async ({page}) => {
  await page.goto('/changelog');
  const parsed = await page.evaluate(async () => {
    const xml = await (await fetch('/changelog/atom.xml')).text();
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      namespace: doc.documentElement.namespaceURI,
      titles: Array.from(doc.querySelectorAll('entry > title'), (title) => title.textContent),
    };
  });
  expect(parsed.error).toBeNull();
  expect(parsed.namespace).toBe('http://www.w3.org/2005/Atom');
  expect(parsed.titles).toHaveLength(releases.length);
  expect(parsed.titles[0]).toContain(releases[0]!.version);
});
