/**
 * Feature flags read from the analytics client. The client loads late (after the page is interactive) or
 * never (no key, Do Not Track, an ad blocker), so callers poll for it, then follow its flag updates.
 */

export const FLAG_POLL_INTERVAL_MS = 300;

/** The part of the analytics client that flags need (posthog-js has this shape). */
export interface FlagClient {
  getFeatureFlag(key: string): unknown;
  /** Calls back whenever flags are (re)loaded; returns a function that removes the listener. */
  onFeatureFlags(callback: () => void): (() => void) | void;
}

export interface Timers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Any value the client returns for a flag counts as on; no value (or an explicit `false`) is off. */
export function isFlagOn(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false;
}

/**
 * Calls `onReady` with the client as soon as `getClient` returns one: at once, or on one of the polls every
 * `intervalMs`. Polling stops on success and when the returned function is called (on unmount).
 */
export function whenClientReady<T>(
  getClient: () => T | undefined,
  onReady: (client: T) => void,
  timers: Timers,
  intervalMs = FLAG_POLL_INTERVAL_MS,
): () => void {
  const first = getClient();
  if (first) {
    onReady(first);
    return () => {};
  }
  let handle: unknown = timers.setInterval(() => {
    const client = getClient();
    if (!client) return;
    timers.clearInterval(handle);
    handle = undefined;
    onReady(client);
  }, intervalMs);
  return () => {
    if (handle !== undefined) timers.clearInterval(handle);
    handle = undefined;
  };
}

/**
 * Follows one flag: waits for the client, reports the flag's state and every change of it. Returns the
 * cleanup that stops polling and removes the listener, leaving no timer behind.
 */
export function followFlag(
  getClient: () => FlagClient | undefined,
  key: string,
  onChange: (on: boolean) => void,
  timers: Timers,
): () => void {
  let unsubscribe: (() => void) | void;
  let last: boolean | undefined;
  const report = (client: FlagClient) => {
    let on = false;
    try {
      on = isFlagOn(client.getFeatureFlag(key));
    } catch {
      // A client that cannot answer (blocked, half-loaded, another library's `posthog`) leaves the flag off.
    }
    if (on !== last) {
      last = on;
      onChange(on);
    }
  };
  const stopPolling = whenClientReady(
    getClient,
    (client) => {
      report(client);
      try {
        unsubscribe = client.onFeatureFlags(() => report(client));
      } catch {
        unsubscribe = undefined;
      }
    },
    timers,
  );
  return () => {
    stopPolling();
    if (typeof unsubscribe === 'function') unsubscribe();
  };
}
