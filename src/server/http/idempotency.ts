import { createHash } from 'node:crypto';
import { AppError, errors, isAppError } from './app-error.ts';
import type { EndpointContext } from './endpoint-context.ts';
import type { IdempotencyRepository } from './idempotency.repository.ts';
import { errorReply, reply, type Reply } from './reply.ts';

const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Runs a state-changing request at most once per `Idempotency-Key` (per caller and route): a
 * retry with the same key and body gets the first answer, errors included, even if the first
 * ran on another instance; the same key with another body is a 422; a retry while the first is
 * still running is a 409. Without the header the request simply runs.
 */
export async function idempotent(
  context: EndpointContext,
  keys: IdempotencyRepository,
  scope: string,
  body: unknown,
  run: () => Promise<Reply>,
): Promise<Reply> {
  const key = headerOf(context, 'idempotency-key');
  if (key === undefined) return run();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw errors.badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
  const id = createHash('sha256').update(`${scope}\n${context.url.pathname}\n${key}`).digest('hex');
  const requestHash = createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
  const claim = await keys.claim(id, requestHash, new Date(), KEY_TTL_MS);
  if (claim.kind === 'mismatch') {
    throw new AppError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different request. Use a new key.');
  }
  if (claim.kind === 'running') throw errors.conflict('A request with this Idempotency-Key is still running. Retry in a moment.');
  if (claim.kind === 'replay') {
    return { ...reply(null, { status: claim.status }), body: claim.body, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' } };
  }
  try {
    const answer = await run();
    await keys.finish(id, answer.status, bodyText(answer));
    return answer;
  } catch (error) {
    // A refusal is an answer (a retry gets it again); a crash is not.
    if (!isAppError(error)) {
      await keys.release(id);
      throw error;
    }
    const refused = errorReply(error);
    await keys.finish(id, refused.status, bodyText(refused));
    throw error;
  }
}

/** Idempotent endpoints answer JSON: its text is what a retry gets back. */
const bodyText = (answer: Reply) => (answer.body === null ? null : answer.body.toString());

function headerOf(context: EndpointContext, name: string): string | undefined {
  const value = context.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
