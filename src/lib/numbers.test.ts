import {describe, expect, it} from 'vitest';
import {formatCount, formatUsd} from './numbers';

describe('numbers as the site writes them', () => {
  it('writes dollars as an invoice does', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(0.01)).toBe('$0.01');
    expect(formatUsd(450)).toBe('$450');
    expect(formatUsd(2025.5)).toBe('$2,025.50');
    expect(formatUsd(224_775)).toBe('$224,775');
  });

  it('writes salaries in whole dollars', () => {
    expect(formatUsd(97_200)).toBe('$97,200');
    expect(formatUsd(180_000)).toBe('$180,000');
    expect(formatUsd(6_000)).toBe('$6,000');
    expect(formatUsd(950)).toBe('$950');
  });

  it('groups counts by thousands, the way Intl writes them in English', () => {
    for (const count of [0, 999, 1_000, 1_000_000, 10_000_001])
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});
