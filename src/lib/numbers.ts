/**
 * Numbers as the site writes them, in its one locale (English), without `Intl` (see src/lib/dates.ts for why):
 * counts with thousands separators, and US dollars as on an invoice.
 */

function groupThousands(whole: number): string {
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count with thousands separators: "10,000,000". */
export function formatCount(count: number): string {
  return groupThousands(Math.round(count));
}

/** US dollars as on an invoice: "$0", "$450", "$2,025.50", "$120,000". */
export function formatUsd(amount: number): string {
  const cents = Math.round(amount * 100);
  const rest = cents % 100;
  const whole = groupThousands(Math.floor(cents / 100));
  return rest === 0 ? `$${whole}` : `$${whole}.${rest.toString().padStart(2, '0')}`;
}
