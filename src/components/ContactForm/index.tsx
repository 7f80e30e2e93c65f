import type {FormEvent, ReactNode} from 'react';
import {useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {HONEYPOT_FIELD, type FormSpec} from '@site/src/data/forms';
import {
  failureMessage,
  submissionOutcome,
  validateField,
  validateForm,
  type FieldSpec,
} from '@site/src/lib/formValidation';
import {useDeployConfig} from '../useDeployConfig';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'sending'} | {kind: 'failed'; status: number | undefined};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The careers application and the services request (src/data/forms.ts). Without JavaScript it is a plain POST to the
 * form provider, checked by the browser, and the provider redirects to the confirmation page named in `_next`. Once
 * scripts run, each field is checked with a message beside it and the first invalid one gets the focus; the form
 * then posts with fetch, goes to the confirmation page when the provider accepts it, and shows an alert otherwise,
 * keeping everything typed.
 */
export default function ContactForm({form}: {form: FormSpec}): ReactNode {
  const {deploy} = useDeployConfig();
  const action = deploy[form.action];
  const confirmation = useBaseUrl(form.confirmationPath);
  // The browser's own checks serve visitors without scripts; once hydrated, this component's messages replace them.
  const enhanced = useIsBrowser();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const controls = useRef<Record<string, Control | null>>({});

  const id = (field: FieldSpec, part?: string) => `${form.id}-${field.name}${part ? `-${part}` : ''}`;

  /** Once a field shows a message, it is checked again as the visitor fixes it. */
  const recheck = (field: FieldSpec, value: string) => {
    if (!(field.name in errors)) return;
    const message = validateField(field, value);
    setErrors((current) => {
      const next = {...current};
      if (message) next[field.name] = message;
      else delete next[field.name];
      return next;
    });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(form.fields.map((field) => [field.name, String(data.get(field.name) ?? '')]));
    const problems = validateForm(form.fields, values);
    setErrors(Object.fromEntries(problems.map(({name, message}) => [name, message])));
    if (problems.length > 0) {
      controls.current[problems[0].name]?.focus();
      return;
    }
    setStatus({kind: 'sending'});
    let answer: number | undefined;
    try {
      // URL-encoded, as the browser posts the form without scripts: a simple request, with no preflight.
      const body = new URLSearchParams();
      data.forEach((value, name) => body.append(name, String(value)));
      const response = await fetch(action, {method: 'POST', body, headers: {Accept: 'application/json'}});
      answer = response.status;
    } catch {
      answer = undefined;
    }
    if (submissionOutcome(answer) === 'sent') {
      window.location.assign(confirmation);
      return;
    }
    setStatus({kind: 'failed', status: answer});
  }

  const mailto = `mailto:${form.mail.address}?subject=${encodeURIComponent(form.mail.subject)}`;
  return (
    <form
      className={styles.form}
      action={action}
      method="post"
      noValidate={enhanced}
      aria-label={form.label}
      onSubmit={(event) => void onSubmit(event)}
    >
      <input type="hidden" name="_subject" value={form.subject} />
      <input type="hidden" name="_next" value={`${deploy.siteUrl}${form.confirmationPath}`} />
      {form.fields.map((field) => {
        const message = errors[field.name];
        const describedBy = [field.hint ? id(field, 'hint') : '', message ? id(field, 'error') : '']
          .filter(Boolean)
          .join(' ');
        const common = {
          id: id(field),
          name: field.name,
          required: field.required,
          maxLength: field.maxLength,
          className: styles.control,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': describedBy || undefined,
          ref: (element: Control | null) => {
            controls.current[field.name] = element;
          },
          onBlur: (event: {currentTarget: Control}) => recheck(field, event.currentTarget.value),
          onChange: (event: {currentTarget: Control}) => recheck(field, event.currentTarget.value),
        };
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={id(field)} className={styles.label}>
              {field.label}
              {field.required ? null : <span className={styles.optional}> (optional)</span>}
            </label>
            {field.hint ? (
              <p id={id(field, 'hint')} className={styles.hint}>
                {field.hint}
              </p>
            ) : null}
            {field.kind === 'select' ? (
              <select {...common} defaultValue="">
                <option value="">Choose…</option>
                {(field.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.kind === 'textarea' ? (
              <textarea {...common} rows={7} minLength={field.minLength} />
            ) : (
              <input
                {...common}
                type={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
                minLength={field.minLength}
                autoComplete={field.autoComplete}
                spellCheck={field.kind === 'text' ? undefined : false}
              />
            )}
            {message ? (
              <p id={id(field, 'error')} className={styles.error}>
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* The provider's bot trap: people never see or fill it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} defaultValue="" autoComplete="off" />
      </div>
      {status.kind === 'failed' ? (
        <div role="alert" className={`alert alert--danger ${styles.alert}`}>
          <p>{failureMessage(status.status, form.noun)}</p>
          <p>
            Or send it by email to <Link href={mailto}>{form.mail.address}</Link>.
          </p>
        </div>
      ) : null}
      <button type="submit" className="button button--primary" aria-disabled={status.kind === 'sending' || undefined}>
        {status.kind === 'sending' ? 'Sending…' : form.submitLabel}
      </button>
    </form>
  );
}
