/**
 * The vulnerability disclosure process as data: the security page (/security), the support page and
 * /.well-known/security.txt read it. The handbook's security page (handbook/engineering/security.md) states the same
 * figures for the team; src/data/security.test.ts keeps it in step.
 */

/** Working days from a report to our first answer, and to our assessment. */
export const ACKNOWLEDGE_WORKING_DAYS = 2;
export const ASSESS_WORKING_DAYS = 5;

/** Days we ask a reporter to wait before publishing details themselves. */
export const REPORTER_EMBARGO_DAYS = 90;

/** Days after the patch release before we publish a proof of concept of a critical or high issue. */
export const PROOF_OF_CONCEPT_DELAY_DAYS = 7;

export interface DisclosureTarget {
  severity: 'Critical' | 'High' | 'Medium' | 'Low';
  /** Target in days from the report to the fixed release. */
  days: number;
  note?: string;
}

/** The target from report to fixed release, by CVSS severity. */
export const DISCLOSURE_TARGETS: DisclosureTarget[] = [
  {severity: 'Critical', days: 7},
  {severity: 'High', days: 14},
  {severity: 'Medium', days: 30},
  {severity: 'Low', days: 90, note: 'often together with bug fixes in a regular patch release'},
];

/** Where a vulnerability is reported: a private security advisory of the source repository. */
export function vulnerabilityReportUrl(sourceRepo: string): string {
  return `${sourceRepo}/security/advisories/new`;
}

/** The published advisories, which credit reporters. */
export function advisoriesUrl(sourceRepo: string): string {
  return `${sourceRepo}/security/advisories`;
}
