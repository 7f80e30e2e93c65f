import type {ReactNode} from 'react';
import {useId} from 'react';
import clsx from 'clsx';
import {useDeployConfig} from '../useDeployConfig';
import styles from './styles.module.css';

/**
 * The newsletter signup: a plain POST to the mailing-list provider's subscribe endpoint, opened in a
 * new tab, so it works without JavaScript and never depends on a script of the provider.
 */
export default function NewsletterForm({className}: {className?: string}): ReactNode {
  const {deploy} = useDeployConfig();
  const inputId = useId();
  return (
    <form
      className={clsx(styles.form, className)}
      action={deploy.newsletterActionUrl}
      method="post"
      target="_blank"
      noValidate
      aria-label="Newsletter signup">
      <label htmlFor={inputId} className={styles.label}>
        Get the Array release notes and our engineering posts by email, about twice a month.
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="EMAIL"
          required
          autoComplete="email"
          placeholder="you@example.com"
        />
        <button type="submit" className="button button--primary">
          Subscribe
        </button>
      </div>
      {/* The provider's bot trap: real visitors never see or fill it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <input type="text" name={deploy.newsletterHoneypotField} tabIndex={-1} defaultValue="" autoComplete="off" />
      </div>
    </form>
  );
}
