import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ACKNOWLEDGE_WORKING_DAYS, ASSESS_WORKING_DAYS, DISCLOSURE_TARGETS, REPORTER_EMBARGO_DAYS} from './security';
import {subprocessors} from './subprocessors';

const read = (relative: string) => readFileSync(path.resolve(__dirname, '../..', relative), 'utf8');

describe('the disclosure process of src/data/security.ts', () => {
  const handbook = read('handbook/engineering/security.md');

  it('has the targets of the handbook’s disclosure timeline', () => {
    const rows = [...handbook.matchAll(/^\| (Critical|High|Medium|Low) \| (\d+) days(?:, ([^|]+?))? \|/gm)].map(
      ([, severity, days, note]) => ({severity, days: Number(days), ...(note ? {note} : {})}),
    );
    expect(rows).toEqual(DISCLOSURE_TARGETS);
  });

  it('answers as quickly as the handbook says', () => {
    expect(handbook).toContain(`**Acknowledge within ${ACKNOWLEDGE_WORKING_DAYS} working days.**`);
    expect(handbook).toContain(`**Assess within ${ASSESS_WORKING_DAYS} working days.**`);
    expect(handbook).toContain(`give us up to ${REPORTER_EMBARGO_DAYS} days before publishing details themselves`);
  });
});

describe('the sub-processors of src/data/subprocessors.ts', () => {
  it('have one provider that stores project data, the one the pages name', () => {
    const holders = subprocessors.filter((row) => row.holdsProjectData).map((row) => row.name);
    expect(holders).toEqual(['Cloud infrastructure provider']);
    expect(read('src/pages/privacy.mdx')).toContain('Only the infrastructure provider stores the events and persons');
    expect(read('src/pages/subprocessors.mdx')).toContain('Only the Cloud infrastructure provider stores the events');
  });
});
