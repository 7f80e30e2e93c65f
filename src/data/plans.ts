/** Cairn's plans, as the product brief fixes them. The pricing page and the FAQ read from here. */
import {formatCount} from '../lib/numbers';

/** The numbers behind the plans' prices; `src/lib/pricing.ts` computes a month's price from them. */
export const PRICING = {
  /** Cloud: events each month that cost nothing. */
  cloudFreeEvents: 1_000_000,
  /** Cloud: the price of each event above the free ones, in US dollars. */
  cloudPricePerEvent: 0.000225,
  /** Enterprise: the lowest monthly price, in US dollars. */
  enterpriseFromMonthly: 1_500,
  /** Cairn for Startups: the most events a month the plan covers, and for how many months it is free. */
  startupMaxEvents: 10_000_000,
  startupFreeMonths: 12,
} as const;

export interface Plan {
  id: 'open-source' | 'cloud' | 'enterprise' | 'startups';
  name: string;
  price: string;
  priceNote: string;
  summary: string;
  features: string[];
  /** `to` is a site path or a mailto/https address; `appPath` is a path of the Cairn app (APP_URL). */
  cta: {label: string; to?: string; appPath?: string};
}

export const plans: Plan[] = [
  {
    id: 'open-source',
    name: 'Open source',
    price: 'Free',
    priceNote: 'MIT license, forever',
    summary: 'Self-host Cairn on your own servers with every core feature and no event limit.',
    features: [
      'Unlimited events on your infrastructure',
      'All core features: trends, funnels, retention, paths, feature flags',
      'Your data never leaves your servers',
      'Community support',
    ],
    cta: {label: 'Install Cairn', to: '/docs/deployment'},
  },
  {
    id: 'cloud',
    name: 'Cloud',
    price: '$0.000225 / event',
    priceNote: 'First 1 million events a month free',
    summary: 'Cairn hosted by us in the EU or the US, with nothing to run or upgrade.',
    features: [
      'First 1 million events every month free',
      'Hosted in the EU or the US',
      '7 years of data retention',
      'Upgrades and backups handled for you',
    ],
    cta: {label: 'Start on Cloud', appPath: '/signup'},
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'From $1,500 / month',
    priceNote: 'Billed annually or monthly',
    summary: 'Self-hosted Cairn on ClickHouse for large volumes, with SSO and an SLA.',
    features: ['Self-hosted with ClickHouse', 'SSO and SAML', 'Project permissions', 'Dedicated support with an SLA'],
    cta: {label: 'Contact sales', to: 'mailto:sales@cairn.dev'},
  },
];

export const startupPlan: Plan = {
  id: 'startups',
  name: 'Cairn for Startups',
  price: 'Free for 12 months',
  priceNote: 'Then regular Cloud pricing',
  summary: 'Cairn Cloud up to 10 million events a month, free for a year, for young companies.',
  features: [
    'Cloud up to 10 million events a month',
    'For companies under 2 years old',
    'That have raised under $5M',
    'Every Cloud feature included',
  ],
  cta: {label: 'Apply for the startup plan', to: 'mailto:hello@cairn.dev?subject=Cairn%20for%20Startups'},
};

/** One row of the plan comparison: a value for each of `plans`, in their order (open source, Cloud, Enterprise). */
export interface ComparisonRow {
  row: string;
  values: [string, string, string];
}

/** What each plan includes, side by side: the pricing page's comparison and the decision table of /choosing. */
export const planComparison: ComparisonRow[] = [
  {row: 'Hosting', values: ['Your servers', 'Cairn, in the EU or US', 'Your servers']},
  {
    row: 'Events',
    values: [
      'Unlimited',
      `${formatCount(PRICING.cloudFreeEvents)} a month free, then $${PRICING.cloudPricePerEvent} each`,
      'Unlimited',
    ],
  },
  {row: 'Data retention', values: ['You decide', '7 years', 'You decide']},
  {row: 'Core analytics and feature flags', values: ['Included', 'Included', 'Included']},
  {row: 'ClickHouse backend', values: ['Optional', 'Managed for you', 'Included, with set-up help']},
  {row: 'SSO and SAML', values: ['No', 'No', 'Included']},
  {row: 'Project permissions', values: ['No', 'No', 'Included']},
  {row: 'Support', values: ['Community', 'Email', 'Dedicated, with an SLA']},
];

/**
 * Who should pick which plan (the decision table of /choosing), a value for each of `plans`, in their order: who the
 * plan suits, who runs the servers, and what the team must still look after itself.
 */
export const planChoice: ComparisonRow[] = [
  {
    row: 'Pick it if',
    values: [
      'Your data must stay on your servers, and someone on your team can run a Docker or Kubernetes service',
      'You want Cairn without running servers, and your data may live with us in the EU or the US',
      'You self-host at large volume and need SSO, permissions, help with ClickHouse and an SLA',
    ],
  },
  {
    row: 'Who runs it',
    values: ['You', 'We do: upgrades, backups and security fixes', 'You, with our engineers helping'],
  },
  {
    row: 'You look after',
    values: [
      'Servers, TLS, upgrades every few weeks, backups',
      'Your snippet, your events and your bill',
      'Servers, upgrades and backups, with a reviewed setup',
    ],
  },
  {
    row: 'Usually not the right pick if',
    values: [
      'Nobody can own upgrades and backups',
      'Your data may not leave your infrastructure',
      'You need neither SSO, permissions nor an SLA: the open-source core has every analytics feature',
    ],
  },
];
