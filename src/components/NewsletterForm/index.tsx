import type {ReactNode} from 'react';
import {useEffect, useId, useMemo} from 'react';
import {createSubscriberIdentifier} from '@site/src/lib/newsletter';
import {browserStorage, readConsent} from '@site/src/lib/consent';
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
  // While the visitor types, the analytics client (when there is one, and the visitor allowed analytics storage)
  // learns who they are: once per complete address, after a pause, never per keystroke.
  const identifier = useMemo(
    () =>
      createSubscriberIdentifier(
        (email) => {
          if (readConsent(browserStorage()) === 'granted')
            window.posthog?.identify(email, {newsletter_subscriber: true});
        },
        // Timers are only used in the browser, after the visitor types.
        {
          setTimeout: (callback, ms) => window.setTimeout(callback, ms),
          clearTimeout: (handle) => window.clearTimeout(handle as number),
        },
      ),
    [],
  );
  useEffect(() => identifier.cancel, [identifier]);
  return (
    <form
      className={clsx(styles.form, className)}
      action={deploy.newsletterActionUrl}
      method="post"
      target="_blank"
      noValidate
      aria-label="Newsletter signup"
    >
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
          onChange={(event) => identifier.onInput(event.target.value)}
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
