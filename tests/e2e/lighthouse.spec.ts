import {BENCH_PAGES, LIGHTHOUSE_PERFECT} from '../../src/constants/budgets';
import {E2E_PORT} from '../../playwright.config';
import {expect, test} from './fixtures';
import {runLighthouse} from './lighthouse';

// Lighthouse starts its own Chromium; one page at a time per worker.
test.describe('Lighthouse', () => {
  test.describe.configure({timeout: 120_000});

  for (const {template, path} of BENCH_PAGES) {
    test(`${template} (${path}) scores 100 in ${LIGHTHOUSE_PERFECT.join(', ')}`, async () => {
      const run = await runLighthouse(`http://127.0.0.1:${E2E_PORT}${path}`, {categories: [...LIGHTHOUSE_PERFECT]});
      expect(run.failing).toEqual([]);
      expect(run.scores).toEqual(Object.fromEntries(LIGHTHOUSE_PERFECT.map((category) => [category, 100])));
    });
  }
});
