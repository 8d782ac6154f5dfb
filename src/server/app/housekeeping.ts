import type { JobHandler, Schedule } from '../jobs/job-runner.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { TicketService } from '../tickets/tickets.service.ts';
import type { AttachmentService } from '../attachments/attachments.service.ts';
import { MS_PER_MINUTE, MS_PER_DAY } from '../../shared/time.ts';

const HOUSEKEEPING_MS = 10 * MS_PER_MINUTE;
const HOUSEKEEPING_JOB = 'housekeeping';
const FINISHED_JOBS_KEPT_MS = 7 * MS_PER_DAY;
// A month of delivery log: enough to look back at any retry window, as Stripe and Svix keep.
const WEBHOOK_LOG_KEPT_MS = 30 * MS_PER_DAY;

/**
 * The job that purges what has expired (sessions, e-mail tokens, rate-limit windows, MFA
 * challenges, finished jobs, idempotency keys, old webhook deliveries), closes resolved tickets
 * past their reopen window and deletes abandoned uploads, every 10 minutes.
 */
export function housekeeping(deps: {
  repositories: Repositories;
  sessions: SessionService;
  tickets: TicketService;
  attachments: AttachmentService;
}): { handlers: Record<string, JobHandler>; schedule: Schedule } {
  const { repositories } = deps;
  const run: JobHandler = async () => {
    const now = Date.now();
    await deps.sessions.purgeExpired();
    await repositories.emailTokens.purgeExpired(new Date(now - MS_PER_DAY));
    await repositories.rateLimits.purgeExpired(now);
    await repositories.mfaChallenges.purgeExpired();
    await repositories.jobs.purgeFinished(new Date(now - FINISHED_JOBS_KEPT_MS));
    await repositories.idempotency.purgeExpired(new Date(now));
    await repositories.webhookDeliveries.purgeBefore(new Date(now - WEBHOOK_LOG_KEPT_MS));
    await deps.tickets.closeStale();
    await deps.attachments.purgeAbandoned();
    return undefined;
  };
  return { handlers: { [HOUSEKEEPING_JOB]: run }, schedule: { kind: HOUSEKEEPING_JOB, everyMs: HOUSEKEEPING_MS } };
}
