import type { JobHandler } from '../jobs/job-runner.ts';
import type { Repositories } from '../store/repositories.ts';
import type { WebhookDeliveryRecord } from './webhook-deliveries.repository.ts';
import type { WebhookEndpointRecord } from './webhook-endpoints.repository.ts';
import { deliveryJobId, WEBHOOK_DELIVERY_JOB, type DeliveryJobPayload } from './webhook-events.ts';
import { sendWebhook, type SendResult } from './webhook-sender.ts';
import { openWebhookSecrets, signatureHeaders, signingSecrets } from './webhook-signing.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { DeliveryAttempt } from '../../shared/webhooks/webhooks.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * When each attempt is made, counted from the event: at once, then 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h and 24 h later (gaps growing as in the Standard Webhooks reference schedule), so a
 * receiver down for a deploy gets the event within seconds and one down for a day still gets it.
 */
export const ATTEMPT_SCHEDULE_MS = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  24 * HOUR,
] as const;
/** A delivery log keeps this many attempts of one delivery (the newest). */
const ATTEMPTS_KEPT = 30;

type Deps = {
  repositories: Repositories;
  /** Opens the endpoints' sealed signing secrets. */
  box: SecretBox;
  allowPrivate: boolean;
  /** Tells the organization's owners that an endpoint was disabled (notification and e-mail). */
  endpointDisabled: (endpoint: WebhookEndpointRecord) => Promise<void>;
  now?: () => number;
  send?: typeof sendWebhook;
};

/**
 * Makes the attempts of deliveries, as persisted jobs (one per attempt, so the schedule survives
 * restarts and runs on one instance). A failed attempt schedules the next; when the last one of
 * the 24-hour window fails and the endpoint has not succeeded once since the delivery started,
 * the endpoint is disabled and its organization's owners are told.
 */
export class WebhookDeliverer {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /** The job handlers to register with the runner. */
  jobHandlers(): Record<string, JobHandler> {
    return { [WEBHOOK_DELIVERY_JOB]: async (payload) => void (await this.attempt(payload as DeliveryJobPayload)) };
  }

  /** Makes one attempt (scheduled, or a person's "send again"); returns the delivery after it. */
  async attempt({ deliveryId, manual = false }: DeliveryJobPayload): Promise<WebhookDeliveryRecord | undefined> {
    const { repositories } = this.#deps;
    const delivery = await repositories.webhookDeliveries.findById(deliveryId);
    if (!delivery || (!manual && delivery.status !== 'pending')) return delivery;
    const endpoint = await repositories.webhookEndpoints.findById(delivery.endpointId);
    const at = this.#now();
    if (!endpoint || (!endpoint.enabled && !manual && !delivery.test)) {
      const error = endpoint ? 'The endpoint is disabled: nothing was sent.' : 'The endpoint was deleted.';
      return this.#record(delivery, endpoint, {
        at,
        result: { statusCode: null, error, durationMs: 0 },
        manual,
        sent: false,
      });
    }
    const headers = signatureHeaders(
      delivery.messageId,
      at,
      delivery.body,
      openWebhookSecrets(this.#deps.box, endpoint.id, signingSecrets(endpoint.secrets, at)),
    );
    const result = await (this.#deps.send ?? sendWebhook)(endpoint.url, headers, delivery.body, {
      allowPrivate: this.#deps.allowPrivate,
      now: this.#now,
    });
    return this.#record(delivery, endpoint, { at, result, manual, sent: true });
  }

  async #record(
    delivery: WebhookDeliveryRecord,
    endpoint: WebhookEndpointRecord | undefined,
    outcome: { at: number; result: SendResult; manual: boolean; sent: boolean },
  ) {
    const { at, result, manual, sent } = outcome;
    const ok = result.error === null;
    const attempt: DeliveryAttempt = {
      at: new Date(at).toISOString(),
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
      manual,
    };
    const scheduled = manual ? 0 : delivery.attempts.filter((a) => !a.manual).length + 1;
    const retries = !ok && sent && !manual && !delivery.test && scheduled < ATTEMPT_SCHEDULE_MS.length;
    const nextAt = retries
      ? Math.max(at, Date.parse(delivery.createdAt) + (ATTEMPT_SCHEDULE_MS[scheduled] ?? 0))
      : null;
    const status = ok ? 'succeeded' : retries || (manual && delivery.status === 'pending') ? 'pending' : 'failed';
    let disabled: WebhookEndpointRecord | undefined;
    const updated = await this.#deps.repositories.transaction(async (tx) => {
      const saved = await tx.webhookDeliveries.update(delivery.id, (current) => ({
        ...current,
        status,
        attempts: [...current.attempts, attempt].slice(-ATTEMPTS_KEPT),
        nextAttemptAt:
          nextAt === null ? (status === 'pending' ? current.nextAttemptAt : null) : new Date(nextAt).toISOString(),
      }));
      if (nextAt !== null) {
        await tx.jobs.enqueue({
          kind: WEBHOOK_DELIVERY_JOB,
          id: deliveryJobId(delivery.id, scheduled),
          payload: { deliveryId: delivery.id } satisfies DeliveryJobPayload,
          runAt: new Date(nextAt),
          maxAttempts: 3,
        });
      }
      if (endpoint && sent)
        disabled = await this.#judgeEndpoint(tx, endpoint.id, delivery, {
          ok,
          counts: !manual && !delivery.test,
          final: status === 'failed' && !manual && !delivery.test,
          at,
          error: result.error,
        });
      return saved;
    });
    if (disabled) await this.#deps.endpointDisabled(disabled);
    return updated;
  }

  /**
   * A success clears the endpoint's failing streak; a scheduled failure starts one. The last
   * attempt failing while the streak goes back to the delivery's first attempt disables it.
   */
  async #judgeEndpoint(
    tx: Repositories,
    endpointId: string,
    delivery: WebhookDeliveryRecord,
    outcome: { ok: boolean; counts: boolean; final: boolean; at: number; error: string | null },
  ) {
    let disabledNow: WebhookEndpointRecord | undefined;
    const iso = new Date(outcome.at).toISOString();
    const firstAttempt = delivery.attempts.find((a) => !a.manual)?.at ?? iso;
    await tx.webhookEndpoints.update(endpointId, (current) => {
      if (outcome.ok) return current.failingSince ? { ...current, failingSince: null } : undefined;
      if (!outcome.counts) return undefined;
      const failingSince = current.failingSince ?? iso;
      if (outcome.final && current.enabled && failingSince <= firstAttempt) {
        disabledNow = {
          ...current,
          failingSince,
          enabled: false,
          disabledAt: iso,
          disabledReason: m.notice_webhook_disabled_reason({
            event: delivery.eventType,
            error: outcome.error ?? m.notice_webhook_no_answer(),
          }),
          updatedAt: iso,
        };
        return disabledNow;
      }
      return current.failingSince ? undefined : { ...current, failingSince };
    });
    return disabledNow;
  }
}
