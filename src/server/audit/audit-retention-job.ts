import type { JobHandler, Schedule } from '../jobs/job-runner.ts';
import { logger } from '../observability/logger.ts';
import type { Repositories } from '../store/repositories.ts';
import { MS_PER_DAY, MS_PER_HOUR } from '../../shared/time.ts';
import {
  auditRetentionDays,
  MONEY_RETENTION_YEARS,
  PLATFORM_AUDIT_RETENTION_DAYS,
  yearsBefore,
} from './audit-retention.ts';

export const AUDIT_RETENTION_JOB = 'audit.retention';
const EVERY_MS = 6 * MS_PER_HOUR;
/** Entries erased per write batch: a long backlog is worked through in steps. */
const BATCH = 500;

/**
 * Applies audit retention to every chain: entries older than the organization's plan keeps
 * (the platform's: a year) lose their personal fields, money events only after ten years.
 * Answers how many entries it erased.
 */
export async function applyAuditRetention(
  repositories: Pick<Repositories, 'audit' | 'organizations'>,
  now: Date,
): Promise<{ erased: number }> {
  const heads = await repositories.audit.chainHeads();
  const organizations = await repositories.organizations.findMany(
    heads.map((h) => h.id).filter((id) => id !== 'platform'),
  );
  const moneyBefore = yearsBefore(now, MONEY_RETENTION_YEARS).toISOString();
  const at = now.toISOString();
  let erased = 0;
  for (const head of heads) {
    const days =
      head.id === 'platform' ? PLATFORM_AUDIT_RETENTION_DAYS : auditRetentionDays(organizations.get(head.id)?.planId);
    const otherBefore = new Date(now.getTime() - days * MS_PER_DAY).toISOString();
    for (const [kind, before] of [
      ['other', otherBefore],
      ['money', moneyBefore],
    ] as const) {
      for (;;) {
        const done = await repositories.audit.redactBefore(head.id, kind, before, at, BATCH);
        erased += done;
        if (done < BATCH) break;
      }
    }
  }
  return { erased };
}

/** The retention job, every six hours on whichever instance takes it. */
export function auditRetentionJob(repositories: Repositories): {
  handlers: Record<string, JobHandler>;
  schedule: Schedule;
} {
  const run: JobHandler = async () => {
    const { erased } = await applyAuditRetention(repositories, new Date());
    if (erased > 0) logger.info({ erased }, 'Audit retention erased the personal fields of old entries');
    return undefined;
  };
  return { handlers: { [AUDIT_RETENTION_JOB]: run }, schedule: { kind: AUDIT_RETENTION_JOB, everyMs: EVERY_MS } };
}
