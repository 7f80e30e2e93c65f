/**
 * The numbers Cairn states in public about its own use: one source for the home page, the media kit and the
 * handbook (issue #27). Markdown pages write them with the text directive `:public-number{id="contributors"}`
 * (src/content/remark/public-numbers.ts); React pages import this module. Blog posts keep the figures they
 * printed on their date, since a post describes its own moment.
 */
export interface PublicNumber {
  /** The figure as a sentence says it, e.g. "about 2,300". */
  text: string;
  /** The figure alone, for a number tile: "2,300". */
  figure: string;
  /** What is counted, as a tile's label says it. */
  label: string;
  /** How the figure is measured, and what it misses. */
  measure: string;
}

/** When the figures were last counted, as a sentence says it. */
export const PUBLIC_NUMBERS_AS_OF = 'August 2026';

export const PUBLIC_NUMBERS = {
  selfHostedInstances: {
    text: 'about 2,300',
    figure: '2,300',
    label: 'self-hosted instances reporting',
    measure:
      'Instances that sent the anonymous usage report in the last 30 days. An undercount: the report can be turned off with CAIRN_TELEMETRY=false.',
  },
  cloudOrganizations: {
    text: 'a little over 400',
    figure: '400+',
    label: 'organizations on Cairn Cloud',
    measure: 'Cloud organizations that sent events in the last 30 days.',
  },
  startupPlanOrganizations: {
    text: '61',
    figure: '61',
    label: 'Cloud organizations on the startups plan',
    measure: 'Organizations on Cairn for Startups, counted within the Cloud organizations.',
  },
  enterpriseCustomers: {
    text: 'six',
    figure: '6',
    label: 'Enterprise customers',
    measure: 'Companies with an Enterprise license.',
  },
  contributors: {
    text: '212',
    figure: '212',
    label: 'people with a merged pull request',
    measure: 'Authors of at least one merged pull request in the source repository, all time.',
  },
} as const satisfies Record<string, PublicNumber>;

export type PublicNumberId = keyof typeof PUBLIC_NUMBERS;

export function isPublicNumberId(id: string): id is PublicNumberId {
  return Object.hasOwn(PUBLIC_NUMBERS, id);
}
