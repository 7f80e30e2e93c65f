/**
 * What running Cairn costs at the medium size of docs/deployment/hosting-costs.md (about 10 million events a month,
 * with ClickHouse), in US dollars a month, per provider: the figure of that page and the home page's case for
 * self-hosting read from here. The page's table states the same ranges (the figure check compares them).
 */
export interface HostingCost {
  provider: string;
  low: number;
  high: number;
}

/** Events a month at the medium size. */
export const MEDIUM_SIZE_EVENTS = 10_000_000;

export const MEDIUM_HOSTING_COSTS: readonly HostingCost[] = [
  {provider: 'DigitalOcean', low: 280, high: 380},
  {provider: 'Linode', low: 230, high: 330},
  {provider: 'AWS', low: 430, high: 600},
  {provider: 'Azure', low: 430, high: 600},
  {provider: 'Google Cloud', low: 380, high: 530},
  {provider: 'Heroku (ClickHouse elsewhere)', low: 550, high: 800},
  {provider: 'Render', low: 430, high: 600},
];

/** "$280 to $380" */
export const costRange = ({low, high}: HostingCost) => `$${low} to $${high}`;
