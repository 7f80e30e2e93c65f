/** Cairn's plans, as the product brief fixes them. The pricing page and the FAQ read from here. */

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
