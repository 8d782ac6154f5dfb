// One Idempotency-Key per user intent. The server answers a retry with the key of an earlier
// request with that request's answer (and, after a crash, finds what it committed), so a retry
// must reuse the key and a new intent must not. The key is minted when the customer first asks,
// kept while no answer came back (the network failed, the server erred, or it is still working
// on the first request), and dropped once an answer arrives: asking again after that is a new
// intent. Changing what is sent (another card, another plan) is a new intent too.

/** Keys held for intents that got no answer yet, by scope and body fingerprint. */
const held = new Map<string, string>();

/** A short fingerprint of the body, so that card numbers are not kept beside their key. */
function fingerprint(body: unknown): string {
  const text = JSON.stringify(body ?? null);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}

const slot = (scope: string, body: unknown) => `${scope} ${fingerprint(body)}`;

/** The key for `scope` (one action, e.g. paying one order) and this body: the held one on a retry, a new one otherwise. */
export function intentKey(scope: string, body: unknown): string {
  const name = slot(scope, body);
  const current = held.get(name);
  if (current) return current;
  const key = crypto.randomUUID();
  held.set(name, key);
  return key;
}

/**
 * Called with the outcome of a request sent with `intentKey(scope, body)`: an answer ends the
 * intent; no answer (`status` undefined: the request failed on the way), a server error, or
 * "still running" keeps the key for the retry.
 */
export function settleIntent(scope: string, body: unknown, status: number | undefined, code?: string): void {
  if (status === undefined || status >= 500 || code === 'request_in_progress') return;
  held.delete(slot(scope, body));
}
