import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CopyButton from '@site/src/components/CopyButton';
import {INSTALL_STEPS} from '@site/src/data/install';
import styles from './InstallTeaser.module.css';

/** The three commands of the shortest install, each with a copy button, and where the full guide is. */
export default function InstallTeaser(): ReactNode {
  return (
    <>
      <ol className={styles.steps}>
        {INSTALL_STEPS.map((step, index) => (
          <li key={step.command} className={styles.step}>
            <p className={styles.label} id={`install-step-${index + 1}`}>
              {step.label}
            </p>
            <div className={styles.command}>
              {/* A long command scrolls: the block is a focusable region (axe's scrollable-region-focusable), named
                  by its step, since a bare pre may not be named. */}
              <pre role="region" aria-labelledby={`install-step-${index + 1}`} tabIndex={0}>
                <code>{step.command}</code>
              </pre>
              <CopyButton text={step.command} what={`the command of step ${index + 1}`} />
            </div>
          </li>
        ))}
      </ol>
      <p className={styles.next}>
        That runs Cairn on a server with Docker Compose and 2 vCPU and 4 GB of RAM, enough for about 1 million events a
        month. <Link to="/docs/deployment/deploy-docker">Deploy with Docker</Link> walks through the same steps with
        generated secrets and HTTPS in front; <Link to="/docs/deployment/deploy-kubernetes">the Helm chart</Link> and{' '}
        <Link to="/docs/deployment">one-click templates for seven clouds</Link> are the other ways in.
      </p>
    </>
  );
}
