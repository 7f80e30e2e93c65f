/**
 * The page's analytics client, when one has loaded (a key is configured and the visitor sends neither Do Not Track
 * nor Global Privacy Control), and the one way the site sends it an event. Kept apart from src/lib/siteEvents.ts so
 * that code on every docs page (page feedback) does not carry the search and 404 events with it.
 */

/** The part of the analytics client the events need (posthog-js has this shape). */
export interface CaptureClient {
  capture(event: string, properties: Record<string, unknown>): unknown;
}

/**
 * Sends one event when an analytics client is there; a missing or failing client changes nothing for the reader.
 * True when the client took the event.
 */
export function track(client: CaptureClient | undefined, event: string, properties: object): boolean {
  if (!client || typeof client.capture !== 'function') return false;
  try {
    client.capture(event, {...properties});
    return true;
  } catch {
    // Analytics never breaks a page.
    return false;
  }
}

/** The analytics client of the page, if one has loaded. */
export function pageClient(): CaptureClient | undefined {
  return typeof window === 'undefined' ? undefined : (window as {posthog?: CaptureClient}).posthog;
}
