import { createHash, randomUUID } from 'node:crypto';
import { AppError, errors, isAppError } from './app-error.ts';
import type { EndpointContext } from './endpoint-context.ts';
import type { IdempotencyRepository } from './idempotency.repository.ts';
import { errorReply, reply, type Reply } from './reply.ts';
import { MS_PER_DAY } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

const KEY_TTL_MS = MS_PER_DAY;

/**
 * Where keys are kept, and how long a claim holds without being renewed
 * (`IDEMPOTENCY_LEASE_SECONDS`). A run renews its claim every third of the lease while it works,
 * so only a run that died (a crash, a killed process) lets it lapse; a retry then takes the claim
 * over within the lease instead of waiting for the key to expire.
 */
export type IdempotencyServices = {
  repositories: { idempotency: IdempotencyRepository };
  config: { idempotencyLeaseMs: number };
};

/**
 * What the run knows of its key: `key` identifies the request (its Idempotency-Key hashed with
 * the caller and the path; undefined without the header), and `takeover` says an earlier run
 * with this key died part-way, so what it committed must be found rather than made again.
 */
export type IdempotentRun = { key: string | undefined; takeover: boolean };

/**
 * Runs a state-changing request at most once per `Idempotency-Key` (per caller and route): a
 * retry with the same key and body gets the first answer, errors included, even if the first
 * ran on another instance; the same key with another body is a 422; a retry while the first is
 * still running is a 409. A run that died leaves its claim to lapse, and the next retry runs
 * again with `takeover` (the endpoint finds what the dead run committed: see POST /api/orders
 * and pay). Without the header the request simply runs.
 */
export async function idempotent(
  context: EndpointContext,
  { repositories: { idempotency: keys }, config: { idempotencyLeaseMs: leaseMs } }: IdempotencyServices,
  scope: string,
  body: unknown,
  run: (request: IdempotentRun) => Promise<Reply>,
): Promise<Reply> {
  const key = headerOf(context, 'idempotency-key');
  if (key === undefined) return run({ key: undefined, takeover: false });
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw errors.badRequest(m.error_idempotency_key_must_1_255_visible());
  const id = createHash('sha256').update(`${scope}\n${context.url.pathname}\n${key}`).digest('hex');
  const requestHash = createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
  const holder = randomUUID();
  const claim = await keys.claim({ id, requestHash, holder, now: new Date(), ttlMs: KEY_TTL_MS, leaseMs });
  if (claim.kind === 'mismatch') {
    throw new AppError(422, 'idempotency_key_reused', m.error_idempotency_key_was_used_different_request());
  }
  if (claim.kind === 'running') {
    throw new AppError(409, 'request_in_progress', m.error_request_with_idempotency_key_still_running(), {
      headers: { 'Retry-After': '1' },
    });
  }
  if (claim.kind === 'replay') {
    return {
      ...reply(null, { status: claim.status }),
      body: claim.body,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Idempotent-Replayed': 'true',
      },
    };
  }
  const renewing = setInterval(() => {
    void keys.renew(id, holder, new Date(Date.now() + leaseMs)).catch(() => undefined);
  }, leaseMs / 3).unref();
  try {
    const answer = await run({ key: id, takeover: claim.kind === 'takeover' });
    await keys.finish(id, holder, answer.status, bodyText(answer));
    return answer;
  } catch (error) {
    // A refusal is an answer (a retry gets it again); a crash is not.
    if (!isAppError(error)) {
      await keys.release(id, holder);
      throw error;
    }
    const refused = errorReply(error);
    await keys.finish(id, holder, refused.status, bodyText(refused));
    throw error;
  } finally {
    clearInterval(renewing);
  }
}

/** Idempotent endpoints answer JSON: its text is what a retry gets back. */
const bodyText = (answer: Reply) => (answer.body === null ? null : answer.body.toString());

function headerOf(context: EndpointContext, name: string): string | undefined {
  const value = context.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
