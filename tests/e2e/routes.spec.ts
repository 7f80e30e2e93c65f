import type {Page} from '@playwright/test';
import {docsPath, LATEST, sameArticleAsLatest} from '../site';
import {allRoutes, axeViolations, expect, hydrated, pageTitle, testWithTab as test, watchConsole} from './fixtures';

/**
 * Every route, loaded once as a visitor's first page, for what only a browser shows: it answers, hydrates with its
 * own route data (the heading and title the server rendered survive hydration), logs nothing with third parties
 * blocked, passes axe's rules that do not depend on layout (the layout-bound ones run on the samples of
 * accessibility.spec.ts), and fits a phone: from the same load, the window is narrowed to 390px and nothing may reach
 * past it (the page, the figures' frames, and on the latest API pages every operation section, measured at 1280,
 * 1024 and 390px).
 *
 * One browser tab a worker goes from route to route, each a full page load, with the browser's cache warm as a
 * reader's is on their second page. Between two routes the tab forgets what the last page stored (preferred docs
 * version, theme choice, consent), so no route sees another's state. Third parties are blocked by the browser's host
 * resolution (OFFLINE_FLAG in playwright.config.ts), not by routing requests: Playwright turns the HTTP cache off in
 * a context that routes, and every route would then download and compile the bundles again.
 */

test.afterEach(async ({tab}) => {
  await tab.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await tab.context().clearCookies();
  await tab.setViewportSize({width: 1280, height: 900});
});

const PHONE = 390;
const API = docsPath(LATEST, '/api');

/**
 * Elements of the operation sections of an API page that reach past the docs column or hide part of themselves
 * behind a sideways scroll, with every collapsible (the response fields) opened. Code (`pre`) and the samples' row
 * of language tabs may scroll inside their own box.
 */
function operationOverflow(page: Page): Promise<{problems: string[]}> {
  return page.evaluate(() => {
    const column = document.querySelector('.theme-doc-markdown');
    if (!column) return {problems: ['no .theme-doc-markdown column']};
    const edge = column.getBoundingClientRect();
    const out: string[] = [];
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
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
      for (const details of parts.flatMap((part) => Array.from(part.querySelectorAll('details')))) details.open = true;
      const reported: Element[] = [];
      for (const element of parts.flatMap((part) => [part, ...Array.from(part.querySelectorAll('*'))])) {
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
        } else if (!mayScroll(element) && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
          out.push(`${where} is ${element.scrollWidth}px wide inside a ${element.clientWidth}px box`);
          reported.push(element);
        }
      }
    }
    return {problems: out};
  });
}

/** What reaches past the window: the page itself, or the right edge of a figure's frame. */
function pageOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled > width) out.push(`the page is ${scrolled}px wide`);
    for (const frame of Array.from(document.querySelectorAll('.cairn-figure__frame'))) {
      const right = Math.round(frame.getBoundingClientRect().right);
      if (right > width) out.push(`a figure's frame reaches ${right}px`);
    }
    return out;
  });
}

for (const route of allRoutes()) {
  // A page of Next or an older release with the latest's article passes axe there (tests/site.ts).
  const axeChecked = !sameArticleAsLatest(route);
  const apiPage = route.startsWith(`${API}/`);
  test(`${route} answers, hydrates with its title in the h1, ${axeChecked ? 'passes axe (WCAG 2.2 AA but layout rules), ' : ''}logs nothing with third parties blocked and fits ${PHONE}px`, async ({
    tab: page,
  }) => {
    const logged = watchConsole(page);
    try {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      // The route data arrived: the page hydrated as the server rendered it, its one heading and its title.
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      const heading = (await h1.innerText()).trim();
      await expect.poll(() => pageTitle(page)).toBe(heading);
      if (axeChecked) expect(await axeViolations(page, 'content')).toEqual([]);

      const problems: string[] = [];
      for (const width of apiPage ? [1280, 1024, PHONE] : [PHONE]) {
        await page.setViewportSize({width, height: 900});
        if (apiPage) {
          // Every operation has its section (tests/build/pages.test.ts); the overview pages have none.
          const found = await operationOverflow(page);
          problems.push(...found.problems.map((problem) => `${width}px: ${problem}`));
        }
      }
      problems.push(...(await pageOverflow(page)).map((problem) => `${PHONE}px: ${problem}`));
      expect(problems, `wider than the window or the column:\n${problems.join('\n')}`).toEqual([]);

      expect(logged.errors).toEqual([]);
      expect(logged.warnings).toEqual([]);
    } finally {
      logged.stop();
    }
  });
}
