import http from 'node:http';
import https from 'node:https';
import { DestinationRefused, pinnedLookup, resolvePublic } from './destination-guard.ts';

/** How long a receiver has to answer, connection included. */
export const DELIVERY_TIMEOUT_MS = 10_000;
const USER_AGENT = 'SovereignConsole-Webhooks/1.0';

/** What one attempt got: the status (none when no answer came) or what went wrong. */
export type SendResult = { statusCode: number | null; error: string | null; durationMs: number };

/**
 * POSTs one signed payload. Redirects are not followed (a 3xx is a failed attempt: following
 * one would send the payload, and the console's requests, wherever the receiver points); the
 * address is checked and pinned (destination-guard.ts); the whole exchange has 10 s.
 */
export async function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs?: number; now?: () => number },
): Promise<SendResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const done = (statusCode: number | null, error: string | null): SendResult => ({
    statusCode,
    error,
    durationMs: Math.max(0, Math.round(now() - started)),
  });
  const target = new URL(url);
  let addresses;
  try {
    addresses = await resolvePublic(target.hostname, options.allowPrivate);
  } catch (error) {
    return done(null, error instanceof DestinationRefused ? error.message : (error as Error).message);
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: pinnedLookup(addresses),
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          'User-Agent': USER_AGENT,
        },
      },
      (response) => {
        // The body is not kept (it may echo anything); draining it frees the socket.
        response.resume();
        response.on('end', () => {
          clearTimeout(timer);
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(done(status, null));
          else if (status >= 300 && status < 400)
            resolve(
              done(status, `Redirect to ${response.headers.location ?? 'elsewhere'} not followed: give the final URL.`),
            );
          else resolve(done(status, `The receiver answered ${status}.`));
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          resolve(done(response.statusCode ?? null, error.message));
        });
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`No answer within ${(options.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000} s.`)),
      options.timeoutMs ?? DELIVERY_TIMEOUT_MS,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve(done(null, error.message));
    });
    request.end(body);
  });
}
