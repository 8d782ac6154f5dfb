import { metrics } from '../observability/metrics.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { isSealed, type SecretBox } from '../secrets/secret-box.ts';
import type { Repositories } from '../store/repositories.ts';
import { mailMessageSchema, type MailMessage } from '../../shared/mail/mail.schemas.ts';
import type { Mailer } from './mailer.ts';

/** The job kind that delivers one e-mail. */
export const MAIL_JOB = 'mail.send';

/** How services send e-mail: queued, optionally in the caller's transaction. */
export interface OutgoingMail {
  /** Queues `message`; with `tx`, it is sent only if that transaction commits. */
  send(message: MailMessage, tx?: Repositories): Promise<void>;
}

/**
 * The durable outbox: a message becomes a job in the same store as the change that caused it,
 * and a job runner delivers it (SMTP or the outbox folder), retrying with backoff. So a change
 * and its e-mail commit together, and an SMTP outage delays mail instead of failing requests.
 * Messages carry one-time links, so the job holds them sealed (secret-box.ts): the store's
 * journal, its snapshot and a database dump only ever see ciphertext, while a message still
 * waiting is sent after a restart (the key lives outside the data folder).
 */
export class MailQueue implements OutgoingMail {
  #repositories: Repositories;
  #box: SecretBox;

  constructor(repositories: Repositories, box: SecretBox) {
    this.#repositories = repositories;
    this.#box = box;
  }

  async send(message: MailMessage, tx?: Repositories): Promise<void> {
    await (tx ?? this.#repositories).jobs.enqueue({ kind: MAIL_JOB, payload: this.#box.seal(message), maxAttempts: 8 });
  }
}

/**
 * Delivers a queued message through `transport`. Once sent, the stored payload keeps only the
 * recipient and subject. A message queued by an older release (not sealed) is still delivered.
 */
export function mailJobHandler(transport: Mailer, box: SecretBox): JobHandler {
  return async (payload) => {
    const message = mailMessageSchema.parse(isSealed(payload) ? box.open(payload) : payload);
    try {
      await transport.send(message);
    } catch (error) {
      metrics.emails.inc({ outcome: 'failed' });
      throw error;
    }
    metrics.emails.inc({ outcome: 'sent' });
    return { to: message.to, subject: message.subject };
  };
}
