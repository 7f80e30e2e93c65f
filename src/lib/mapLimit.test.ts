import {describe, expect, it} from 'vitest';
import {mapLimit} from './mapLimit';

describe('mapLimit', () => {
  it('runs at most `limit` at a time and keeps the order of the items', async () => {
    let active = 0;
    let most = 0;
    const results = await mapLimit([30, 10, 20, 0, 5], 2, async (ms) => {
      active += 1;
      most = Math.max(most, active);
      await new Promise((resolve) => setTimeout(resolve, ms));
      active -= 1;
      return ms * 2;
    });
    expect(results).toEqual([60, 20, 40, 0, 10]);
    expect(most).toBe(2);
  });

  it('passes a rejection on, and gives nothing for no items', async () => {
    await expect(mapLimit([1, 2], 4, async (n) => (n === 2 ? Promise.reject(new Error('item 2')) : n))).rejects.toThrow(
      'item 2',
    );
    expect(await mapLimit([], 3, async () => 1)).toEqual([]);
  });
});
