import { mayBeSignedIn } from '../../shared/session-hint.ts';

/** GET /api/user is retried up to 2 times, only on 401, 1 s apart (as loadUser does). */
export const PROBE_RETRIES = 2;
export const PROBE_RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ProbeOptions {
  fetchImpl?: typeof fetch;
  delay?: (ms: number) => Promise<void>;
}

/**
 * Asks GET /api/user whether this visitor is signed in, without loading the auth store: that
 * store brings zod and TanStack Query, which a signed-out visitor of a public page never needs.
 * Resolves with the user's JSON, or null when signed out (401 after the retries) or when the
 * answer is anything else; the header then keeps its signed-out links.
 */
export function probeSession(options?: ProbeOptions): Promise<unknown> {
  // Islands of one page (the header, /support's account note) share one probe; the answer does
  // not change within a page view, since signing in or out always loads another page.
  if (options) return probe(options);
  shared ??= probe({});
  return shared;
}

let shared: Promise<unknown> | undefined;

async function probe({ fetchImpl = fetch, delay = wait }: ProbeOptions): Promise<unknown> {
  // No session was issued to this browser: a visitor, and asking would only draw a 401.
  if (!mayBeSignedIn()) return null;
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetchImpl('/api/user', { credentials: 'include', headers: { Accept: 'application/json' } });
    } catch (error) {
      console.warn('Could not reach /api/user; showing the signed-out header', error);
      return null;
    }
    if (response.ok) {
      try {
        return (await response.json()) as unknown;
      } catch {
        return null;
      }
    }
    // Read the error body too: an unread body keeps the request open in the browser.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status !== 401) {
      console.warn(`/api/user answered HTTP ${response.status}; showing the signed-out header`);
      return null;
    }
    if (attempt >= PROBE_RETRIES) return null;
    await delay(PROBE_RETRY_DELAY_MS);
  }
}
