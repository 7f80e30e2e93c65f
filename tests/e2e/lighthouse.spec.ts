import {LIGHTHOUSE_GATE_PAGES} from '../../src/constants/budgets';
import {E2E_PORT} from '../../playwright.config';
import {expect, test} from './fixtures';
import {runLighthouse} from '@cairn/test-kit/lighthouse';

// Lighthouse starts its own Chromium; one page at a time per worker. What its best-practices audit checks beyond the
// other tests (deprecated APIs, the policy's effect, image aspect ratios, the charset) on two templates; every
// template and the SEO category in `npm run bench`.
test.describe('Lighthouse', () => {
  test.describe.configure({timeout: 120_000});

  for (const {template, path} of LIGHTHOUSE_GATE_PAGES) {
    test(`${template} (${path}) scores 100 in best practices`, async () => {
      const run = await runLighthouse(`http://127.0.0.1:${E2E_PORT}${path}`, {categories: ['best-practices']});
      expect(run.failing).toEqual([]);
      expect(run.scores).toEqual({'best-practices': 100});
    });
  }
});
