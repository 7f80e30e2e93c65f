import {describe, expect, it} from 'vitest';
import {BENCH_PAGES, JS_BUDGET_KB, SCALE_JS_BUDGET_KB, TARGETS} from './budgets';

describe('quality budgets', () => {
  it('give every benchmarked template a JavaScript budget within the target', () => {
    for (const {template} of BENCH_PAGES) {
      expect(JS_BUDGET_KB[template], template).toBeGreaterThan(0);
      expect(JS_BUDGET_KB[template], template).toBeLessThanOrEqual(TARGETS.jsBeforeInteractiveKb);
    }
  });

  it('hold today\'s site to 150 KB a template and the ten-version copy to 155 KB (issue #19)', () => {
    expect(TARGETS.jsBeforeInteractiveKb).toBe(150);
    expect(Math.max(...Object.values(JS_BUDGET_KB))).toBe(150);
    expect(SCALE_JS_BUDGET_KB).toBe(155);
  });
});
