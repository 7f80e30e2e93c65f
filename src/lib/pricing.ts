/**
 * A month's price of each plan for a number of events, from the plans' numbers (`PRICING` in src/data/plans.ts):
 * the pricing calculator, the comparison table and the pricing questions all use these, so they cannot disagree.
 */
import {MEDIUM_HOSTING_COSTS, MEDIUM_SIZE_EVENTS} from '../data/hostingCosts';
import {PRICING} from '../data/plans';
import {formatCount, formatUsd} from './numbers';

export type PlanId = 'open-source' | 'cloud' | 'enterprise' | 'startups';

export interface MonthlyPrice {
  plan: PlanId;
  /** US dollars a month; for Enterprise the lowest price ("from"). Null when the plan does not cover the volume. */
  amount: number | null;
  /** One line on how the amount comes about. */
  detail: string;
}

/** Cents, so that sums of fractions of a cent round once, the way an invoice does. */
function roundToCents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

/** Cloud: the first `cloudFreeEvents` each month are free, every event above costs `cloudPricePerEvent`. */
export function cloudMonthlyPrice(events: number): number {
  const billed = Math.max(0, events - PRICING.cloudFreeEvents);
  // In millionths of a dollar, where the price per event is a whole number, to avoid float drift (225 per event).
  const microDollarsPerEvent = Math.round(PRICING.cloudPricePerEvent * 1_000_000);
  return roundToCents((billed * microDollarsPerEvent) / 1_000_000);
}

/** Every plan's price for a month with `events` events (a whole, non-negative number). */
export function monthlyPrices(events: number): MonthlyPrice[] {
  if (!Number.isInteger(events) || events < 0) throw new RangeError(`Not a number of events: ${events}`);
  const cloud = cloudMonthlyPrice(events);
  const billed = Math.max(0, events - PRICING.cloudFreeEvents);
  return [
    {plan: 'open-source', amount: 0, detail: 'Free on your own servers, whatever the volume; you pay for the servers.'},
    {
      plan: 'cloud',
      amount: cloud,
      detail:
        billed === 0
          ? `Within the ${formatCount(PRICING.cloudFreeEvents)} free events of every month.`
          : `${formatCount(billed)} events above the free ${formatCount(PRICING.cloudFreeEvents)} × $${PRICING.cloudPricePerEvent}.`,
    },
    {
      plan: 'enterprise',
      amount: PRICING.enterpriseFromMonthly,
      detail: 'From this price, self-hosted; quoted for your volume and support needs.',
    },
    events <= PRICING.startupMaxEvents
      ? {
          plan: 'startups',
          amount: 0,
          detail: `Free for ${PRICING.startupFreeMonths} months for eligible companies, then the Cloud price (${formatUsd(cloud)}).`,
        }
      : {
          plan: 'startups',
          amount: null,
          detail: `Covers up to ${formatCount(PRICING.startupMaxEvents)} events a month; above that, the Cloud price applies.`,
        },
  ];
}

/**
 * What a reader typed as a number of events: digits with optional separators ("3,000,000", "3 000 000") or a
 * short form ("250k", "3m", "1.5M"). Undefined when it is not a whole, non-negative number of events.
 */
export function parseEvents(input: string): number | undefined {
  const text = input
    .trim()
    .toLowerCase()
    .replace(/[\s,_]/g, '');
  const match = /^(\d+(?:\.\d+)?)([km]?)$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]) * (match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1);
  const events = Math.round(value);
  // A fraction of an event ("2.5"), or a number past any real volume, is not an answer.
  return Math.abs(events - value) < 1e-6 && events <= 1e12 ? events : undefined;
}

/**
 * Cloud's price against the servers of self-hosting, at the medium size of the hosting costs page (about 10 million
 * events a month, with ClickHouse): the cheapest and the dearest provider's range, from src/data/hostingCosts.ts.
 */
export function selfHostingComparison(): {
  events: number;
  cloud: number;
  selfHostedLow: number;
  selfHostedHigh: number;
} {
  return {
    events: MEDIUM_SIZE_EVENTS,
    cloud: cloudMonthlyPrice(MEDIUM_SIZE_EVENTS),
    selfHostedLow: Math.min(...MEDIUM_HOSTING_COSTS.map((cost) => cost.low)),
    selfHostedHigh: Math.max(...MEDIUM_HOSTING_COSTS.map((cost) => cost.high)),
  };
}
