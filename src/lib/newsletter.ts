/**
 * While a visitor types an address into the newsletter form, the analytics client identifies them by it,
 * with the person property `newsletter_subscriber: true`: only for a complete, well-formed address, after
 * they pause typing, and once per distinct address.
 */

export const IDENTIFY_DEBOUNCE_MS = 800;

/** A complete, well-formed address: one @, a dot in the domain and a top-level domain of two letters or more. */
export function isCompleteEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/.test(value.trim());
}

export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function createSubscriberIdentifier(
  identify: (email: string) => void,
  scheduler: Scheduler,
  delayMs = IDENTIFY_DEBOUNCE_MS,
) {
  let pending: unknown;
  const identified = new Set<string>();
  const cancel = () => {
    if (pending !== undefined) scheduler.clearTimeout(pending);
    pending = undefined;
  };
  return {
    /** Call on every change of the input's value. */
    onInput(value: string): void {
      cancel();
      const email = value.trim().toLowerCase();
      if (!isCompleteEmail(email) || identified.has(email)) return;
      pending = scheduler.setTimeout(() => {
        pending = undefined;
        identified.add(email);
        identify(email);
      }, delayMs);
    },
    cancel,
  };
}
