import {describe, expect, it} from 'vitest';
import {BENCH_PAGES, JS_BUDGET_KB, TARGETS} from './budgets';

describe('quality budgets', () => {
  it('give every benchmarked template a JavaScript budget within the target', () => {
    for (const {template} of BENCH_PAGES) {
      expect(JS_BUDGET_KB[template], template).toBeGreaterThan(0);
      expect(JS_BUDGET_KB[template], template).toBeLessThanOrEqual(TARGETS.jsBeforeInteractiveKb);
    }
  });
});
