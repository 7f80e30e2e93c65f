import type {ReactNode} from 'react';
import {releases} from '@site/src/data/releases';
import {
  ACKNOWLEDGE_WORKING_DAYS,
  ASSESS_WORKING_DAYS,
  DISCLOSURE_TARGETS,
  PROOF_OF_CONCEPT_DELAY_DAYS,
  REPORTER_EMBARGO_DAYS,
} from '@site/src/data/security';
import {subprocessors} from '@site/src/data/subprocessors';
import {supportWindow} from '@site/src/lib/releases';

/**
 * The tables of the trust pages, drawn from src/data/ so each fact has one source: the sub-processors of Cairn Cloud
 * (privacy policy, /subprocessors) and the disclosure targets (/security, /support). Plain tables as Markdown renders
 * them, focusable so a narrow screen can scroll them with the keyboard (src/content/rehype/scrollable-tables.ts).
 */
export function SubprocessorTable(): ReactNode {
  return (
    <table tabIndex={0}>
      <thead>
        <tr>
          <th>sub-processor</th>
          <th>what it does</th>
          <th>data it receives</th>
          <th>where</th>
        </tr>
      </thead>
      <tbody>
        {subprocessors.map((row) => (
          <tr key={row.name}>
            <td>{row.name}</td>
            <td>{row.purpose}</td>
            <td>{row.data}</td>
            <td>{row.location}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DisclosureTargetsTable(): ReactNode {
  return (
    <table tabIndex={0}>
      <thead>
        <tr>
          <th>Severity</th>
          <th>Target from report to fixed release</th>
        </tr>
      </thead>
      <tbody>
        {DISCLOSURE_TARGETS.map((target) => (
          <tr key={target.severity}>
            <td>{target.severity}</td>
            <td>
              {target.days} days{target.note ? `, ${target.note}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The minor releases that get security and bug fixes now, as "1.15 and 1.14" (src/data/releases.ts). */
export function SupportedReleases(): ReactNode {
  return (
    <>
      {supportWindow(releases)
        .map(({minor}) => minor)
        .join(' and ')}
    </>
  );
}

const DISCLOSURE_DAYS = {
  acknowledge: ACKNOWLEDGE_WORKING_DAYS,
  assess: ASSESS_WORKING_DAYS,
  embargo: REPORTER_EMBARGO_DAYS,
  proof: PROOF_OF_CONCEPT_DELAY_DAYS,
};

/** One number of the disclosure process (src/data/security.ts), in running text. */
export function DisclosureDays({kind}: {kind: keyof typeof DISCLOSURE_DAYS}): ReactNode {
  return <>{DISCLOSURE_DAYS[kind]}</>;
}
