import {describe, expect, it} from 'vitest';
import {PRICING} from '../data/plans';
import {cloudMonthlyPrice, monthlyPrices, parseEvents, selfHostingComparison} from './pricing';

const price = (events: number, plan: string) => monthlyPrices(events).find((p) => p.plan === plan)!;

describe('Cloud price at every boundary', () => {
  it('is free up to and including the free million', () => {
    expect(PRICING.cloudFreeEvents).toBe(1_000_000);
    expect(cloudMonthlyPrice(0)).toBe(0);
    expect(cloudMonthlyPrice(999_999)).toBe(0);
    expect(cloudMonthlyPrice(1_000_000)).toBe(0);
  });

  it('charges $0.000225 for each event above it, rounded to the cent once', () => {
    expect(cloudMonthlyPrice(1_000_001)).toBe(0); // $0.000225 rounds to $0.00
    expect(cloudMonthlyPrice(1_000_023)).toBe(0.01); // $0.005175
    expect(cloudMonthlyPrice(1_004_444)).toBe(1); // $0.9999
    expect(cloudMonthlyPrice(3_000_000)).toBe(450);
    expect(cloudMonthlyPrice(10_000_000)).toBe(2_025);
    expect(cloudMonthlyPrice(10_000_001)).toBe(2_025);
    expect(cloudMonthlyPrice(1_000_000_000)).toBe(224_775);
  });
});

describe('every plan for a month', () => {
  it('Open source is free and Enterprise starts at $1,500, whatever the volume', () => {
    for (const events of [0, 1_000_000, 50_000_000]) {
      expect(price(events, 'open-source').amount).toBe(0);
      expect(price(events, 'enterprise').amount).toBe(1_500);
    }
  });

  it('Cairn for Startups covers up to 10 million events a month, not one more', () => {
    expect(price(10_000_000, 'startups').amount).toBe(0);
    expect(price(10_000_000, 'startups').detail).toContain('then the Cloud price ($2,025)');
    expect(price(10_000_001, 'startups').amount).toBeNull();
  });

  it('explains the Cloud amount', () => {
    expect(price(1_000_000, 'cloud').detail).toBe('Within the 1,000,000 free events of every month.');
    expect(price(3_000_000, 'cloud').detail).toBe('2,000,000 events above the free 1,000,000 × $0.000225.');
  });

  it('refuses a negative or fractional number of events', () => {
    expect(() => monthlyPrices(-1)).toThrow(RangeError);
    expect(() => monthlyPrices(1.5)).toThrow(RangeError);
  });
});

describe('reading numbers', () => {
  it('reads what a reader types', () => {
    expect(parseEvents('3000000')).toBe(3_000_000);
    expect(parseEvents(' 3,000,000 ')).toBe(3_000_000);
    expect(parseEvents('3 000 000')).toBe(3_000_000);
    expect(parseEvents('250k')).toBe(250_000);
    expect(parseEvents('1.5M')).toBe(1_500_000);
    expect(parseEvents('0')).toBe(0);
    for (const bad of ['', 'abc', '-5', '2.5', '1e6', '3m events']) expect(parseEvents(bad), bad).toBeUndefined();
  });
});

describe('selfHostingComparison', () => {
  it("sets Cloud's price for 10 million events against the range of the servers to run them", () => {
    expect(selfHostingComparison()).toEqual({events: 10_000_000, cloud: 2025, selfHostedLow: 230, selfHostedHigh: 800});
  });
});
