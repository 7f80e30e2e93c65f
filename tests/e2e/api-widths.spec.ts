import {docsPath, LATEST, sitemapRoutes} from '../site';
import {expect, hydrated, test} from './fixtures';

/**
 * Issue #28, part 5: every operation section of the latest docs' API pages fits its column at a phone's, a small
 * laptop's and a desktop's width. Nothing in a section may reach past the column or hide part of itself behind a
 * sideways scroll; code (`pre`) and the samples' row of language tabs may scroll inside their own box. One tab per
 * width goes from page to page and measures every section of a page in one evaluation, with every collapsible
 * (the response fields) opened.
 */

const API = docsPath(LATEST, '/api');
const pages = () => sitemapRoutes().filter((route) => route.startsWith(`${API}/`));

for (const width of [390, 1024, 1280]) {
  test(`at ${width}px no operation section of the latest API pages is wider than its column`, async ({page}) => {
    test.setTimeout(90_000);
    await page.setViewportSize({width, height: 900});
    const routes = pages();
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const problems: string[] = [];
    let sections = 0;
    for (const route of routes) {
      await page.goto(route);
      await hydrated(page);
      const found = await page.evaluate(() => {
        const column = document.querySelector('.theme-doc-markdown');
        if (!column) return {sections: 0, problems: ['no .theme-doc-markdown column']};
        const edge = column.getBoundingClientRect();
        const out: string[] = [];
        const name = (element: Element) =>
          `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
        /** Code and the samples' language tabs may scroll sideways in their own box. */
        const mayScroll = (element: Element) =>
          element.tagName === 'PRE' ||
          (element.getAttribute('role') === 'tablist' && element.closest('[data-api-samples]'));
        const headings = Array.from(column.querySelectorAll('[data-api-operation]')).map((endpoint) => {
          let heading = endpoint.closest('.api-operation__html')?.previousElementSibling;
          while (heading && !/^H[23]$/.test(heading.tagName)) heading = heading.previousElementSibling;
          return heading;
        });
        for (const heading of headings) {
          if (!heading) {
            out.push('an operation without its heading');
            continue;
          }
          const level = Number(heading.tagName[1]);
          const parts: Element[] = [heading];
          for (let next = heading.nextElementSibling; next; next = next.nextElementSibling) {
            if (/^H[1-6]$/.test(next.tagName) && Number(next.tagName[1]) <= level) break;
            parts.push(next);
          }
          for (const details of parts.flatMap((part) => Array.from(part.querySelectorAll('details'))))
            details.open = true;
          const measured = parts.flatMap((part) => [part, ...Array.from(part.querySelectorAll('*'))]);
          const reported: Element[] = [];
          for (const element of measured) {
            if (element.parentElement?.closest('pre, [data-api-samples] [role="tablist"]')) continue;
            // One line per element, not per descendant: a wide table's cells would say the same again.
            if (reported.some((wide) => wide.contains(element))) continue;
            const box = element.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) continue;
            const where = `#${heading.id}: ${name(element)}`;
            if (box.left < edge.left - 1 || box.right > edge.right + 1) {
              out.push(
                `${where} spans ${Math.round(box.left - edge.left)} to ${Math.round(box.right - edge.left)}px of a ${Math.round(edge.width)}px column`,
              );
              reported.push(element);
            } else if (
              !mayScroll(element) &&
              element.scrollWidth > element.clientWidth + 1 &&
              element.clientWidth > 0
            ) {
              out.push(`${where} is ${element.scrollWidth}px wide inside a ${element.clientWidth}px box`);
              reported.push(element);
            }
          }
        }
        return {sections: headings.length, problems: out};
      });
      sections += found.sections;
      problems.push(...found.problems.map((problem) => `${route} ${problem}`));
    }
    expect(sections).toBeGreaterThan(40);
    expect(
      problems,
      `${problems.length} elements wider than the column at ${width}px:\n${problems.join('\n')}`,
    ).toEqual([]);
  });
}
