/**
 * The visitor's choice about analytics storage. Until they choose "Allow", the analytics client keeps everything in
 * memory (no cookie, nothing in localStorage or sessionStorage), so each page load is a new anonymous visitor; once
 * allowed, it remembers the visitor with a first-party cookie and localStorage. The choice itself is remembered in
 * localStorage under CONSENT_KEY, which stores nothing about the visitor but the choice.
 */

export type Consent = 'granted' | 'denied';

/** Where the choice is kept (localStorage). */
export const CONSENT_KEY = 'cairn-analytics-consent';

/** The part of `Storage` the choice needs. */
export interface ChoiceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored choice, or undefined when the visitor has not chosen (or storage is unavailable). */
export function readConsent(storage: ChoiceStorage | undefined): Consent | undefined {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the choice; a browser that refuses storage keeps it for this page only. */
export function writeConsent(storage: ChoiceStorage | undefined, consent: Consent | undefined): void {
  try {
    if (consent) storage?.setItem(CONSENT_KEY, consent);
    else storage?.removeItem(CONSENT_KEY);
  } catch {
    // Private mode or blocked storage: the banner asks again next time.
  }
}

/** posthog-js's `persistence` for a choice: memory until the visitor allows more. */
export function persistenceFor(consent: Consent | undefined): 'memory' | 'localStorage+cookie' {
  return consent === 'granted' ? 'localStorage+cookie' : 'memory';
}

/** The browser's localStorage, or undefined where reading it throws (blocked storage, server rendering). */
export function browserStorage(): ChoiceStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
