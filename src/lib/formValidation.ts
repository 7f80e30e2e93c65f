/**
 * The rules of the site's application and request forms (src/components/ContactForm), as pure functions: what each
 * field accepts, the message that says what to fix, and what a form provider's answer means. The browser's own
 * checks (`required`, `type="email"`, `minlength`) apply the same rules when scripts do not run.
 */
import {isCompleteEmail} from './newsletter';

export type FieldKind = 'text' | 'email' | 'url' | 'select' | 'textarea';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  /** The name the provider receives. */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** The message when a required field is empty, e.g. "Enter your name." */
  missing?: string;
  /** Characters, counted after trimming. */
  minLength?: number;
  maxLength?: number;
  /** A select's choices; its first, empty choice is added by the component. */
  options?: readonly FieldOption[];
  /** A short help text under the label. */
  hint?: string;
  /** The browser's autofill token (`name`, `email`, `organization`, `url`). */
  autoComplete?: string;
}

export interface FieldError {
  name: string;
  message: string;
}

/** An absolute http(s) address, with a host that has a dot (`https://github.com/ana`). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** "character" or "characters". */
const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

/** What is wrong with one field's value, as a sentence that says what to do; `undefined` when it is fine. */
export function validateField(field: FieldSpec, raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') {
    if (!field.required) return undefined;
    return field.missing ?? `${field.kind === 'select' ? 'Choose' : 'Fill in'} ${field.label.toLowerCase()}.`;
  }
  if (field.kind === 'email' && !isCompleteEmail(value)) return 'Enter an email address in the form name@example.com.';
  if (field.kind === 'url' && !isHttpUrl(value))
    return 'Enter a full address that starts with https://, such as https://github.com/your-name.';
  if (field.kind === 'select' && !(field.options ?? []).some((option) => option.value === value))
    return 'Choose one of the options in the list.';
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength)
    return `Write at least ${characters(field.minLength)}; you wrote ${length}.`;
  if (field.maxLength !== undefined && length > field.maxLength)
    return `Keep it to ${characters(field.maxLength)} or fewer; you wrote ${length}.`;
  return undefined;
}

/** Every field's problem, in the form's order (the first is the field to focus). */
export function validateForm(fields: readonly FieldSpec[], values: Readonly<Record<string, string>>): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const message = validateField(field, values[field.name] ?? '');
    if (message) errors.push({name: field.name, message});
  }
  return errors;
}

/**
 * What a provider's answer to a `fetch` post means: any 2xx status is `sent`; any other status, or no answer at
 * all (`undefined`: offline, blocked, timed out), is `failed`. A provider that refuses a post answers 4xx or 5xx.
 */
export function submissionOutcome(status: number | undefined): 'sent' | 'failed' {
  return status !== undefined && status >= 200 && status < 300 ? 'sent' : 'failed';
}

/** The sentence of the alert a failed post shows, naming the status when there was one. */
export function failureMessage(status: number | undefined, what: string): string {
  const reason =
    status === undefined
      ? 'the form service could not be reached'
      : `the form service answered with an error (HTTP ${status})`;
  return `Your ${what} was not sent: ${reason}. Everything you typed is still here, so you can try again in a few minutes.`;
}
