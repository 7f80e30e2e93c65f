import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import ContactForm from '@site/src/components/ContactForm';
import {applicationForm} from '@site/src/data/forms';
import {LEAD_ALLOWANCE, salaryTable} from '@site/src/data/compensation';
import {formatUsd} from '@site/src/lib/numbers';
import {roles, type Role} from '@site/src/data/roles';
import styles from './careers.module.css';

/** "Level 3 (Senior)" or "Levels 2 (Intermediate), 3 (Senior) and 4 (Staff)". */
function levelsText(role: Role): string {
  const names = salaryTable(role).rows.map(({level}) => `${level.number} (${level.name})`);
  if (names.length === 1) return `Level ${names[0]}`;
  return `Levels ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The role's yearly salary for every level and location band it is open to, from the compensation formula. */
function SalaryTable({role}: {role: Role}): ReactNode {
  const table = salaryTable(role);
  const caption = `${role.title}: yearly salary in US dollars by level and location band`;
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`${role.title} salaries`}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Level</th>
            {table.bands.map((band) => (
              <th key={band.letter} scope="col" className={styles.amount}>
                Band {band.letter}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(({level, salaries}) => (
            <tr key={level.number}>
              <th scope="row">
                {level.number} <span className={styles.levelName}>{level.name}</span>
              </th>
              {salaries.map(({band, salary}) => (
                <td key={band.letter} className={styles.amount}>
                  {formatUsd(salary)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function Careers(): ReactNode {
  return (
    <Layout
      title="Careers"
      description="Join Cairn Analytics, a fully remote team of about 12 people building open-source product analytics."
    >
      <PageHeader
        title="Careers"
        lead="We are about 12 people, fully remote since we started in 2025, building product analytics that anyone can host. These are the roles we are hiring for now."
      />
      <main className="container margin-vert--lg">
        <h2>Open roles</h2>
        <p>
          Every salary below is the role&apos;s benchmark × the level factor × the factor of your location band (A for
          the most expensive labor markets to D for everywhere else), plus {formatUsd(LEAD_ALLOWANCE)} a year for a team
          lead, as our <Link to="/handbook/people/compensation">compensation formula</Link> sets out.
        </p>
        {roles.map((role) => {
          const {range} = salaryTable(role);
          return (
            <section key={role.id} aria-labelledby={role.id} className="margin-bottom--lg">
              <h3 id={role.id}>{role.title}</h3>
              <p>
                <strong>{role.team}</strong>, remote. {role.summary}
              </p>
              <ul>
                {role.youWill.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>
                {levelsText(role)}, in every location band: {formatUsd(range.min)} to {formatUsd(range.max)} a year.
              </p>
              <SalaryTable role={role} />
            </section>
          );
        })}
        <h2>What we offer</h2>
        <ul>
          <li>
            A salary from a public formula, the same for everyone in the same role, level and location band, and equity
            in Cairn Analytics, Inc.
          </li>
          <li>At least 25 days off a year, plus your local public holidays.</li>
          <li>$2,000 to set up your workspace, then $500 a year, and up to $250 a month for a coworking space.</li>
          <li>Work from anywhere between UTC−5 and UTC+3, with two overlap hours a day (14:00 to 16:00 UTC).</li>
          <li>A yearly offsite with the whole team.</li>
        </ul>
        <h2>Our process</h2>
        <ol>
          <li>A short written application; we read every one ourselves and answer within 3 working days.</li>
          <li>A 30-minute introductory call with Inès, half of it for your questions.</li>
          <li>A skills conversation with two future colleagues, on real Cairn work rather than puzzles.</li>
          <li>A paid trial task of about 4 hours, paid a flat $400 whether or not we make an offer.</li>
          <li>A call with Maya or Tomás, two references you choose, then our decision.</li>
        </ol>
        <h2 id="apply">How to apply</h2>
        <p>
          Tell us about something you built and why it mattered, with the form below. No CV or cover letter is needed; a
          link to your work helps if you have one to share. We read every application ourselves and answer within 3
          working days. Our <Link to="/handbook/people/hiring-process">hiring process</Link> is public, like the rest of
          the <Link to="/handbook">handbook</Link>.
        </p>
        <ContactForm form={applicationForm} />
        <p>
          Prefer email? Send the same to <Link href="mailto:hello@cairn.dev?subject=Application">hello@cairn.dev</Link>,
          with the role in the subject. What you send reaches Inès and the team that hires for the role; how we handle
          it is in our <Link to="/privacy#job-applications-and-service-requests">privacy policy</Link>.
        </p>
      </main>
    </Layout>
  );
}
