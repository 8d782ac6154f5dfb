import type { AuditEventRecord } from '../../shared/audit/audit.schemas.ts';
import { kindOf } from './audit-kind.ts';

/**
 * How long the audit log keeps who did what from where, by billing plan: after that, an entry's
 * personal fields (actor, target id, address, agent, request id, detail) are erased and its
 * action, result, time and place in the chain stay.
 */
export const AUDIT_RETENTION_DAYS: Readonly<Record<string, number>> = {
  'pay-as-you-go': 90,
  business: 365,
  enterprise: 3 * 365,
};
/** An organization on no plan, or on one not listed above. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 90;
/** The platform's own chain (staff actions, sign-ins of no organization). */
export const PLATFORM_AUDIT_RETENTION_DAYS = 365;
/**
 * Money events (orders, payments, billing, invoices, credit notes, refunds) are accounting
 * records: kept whole for ten years (French Code de commerce, art. L123-22), whatever the plan.
 */
export const MONEY_RETENTION_YEARS = 10;

/** The audit retention, in days, of an organization on `planId`. */
export const auditRetentionDays = (planId: string | undefined): number =>
  (planId && AUDIT_RETENTION_DAYS[planId]) || DEFAULT_AUDIT_RETENTION_DAYS;

const MONEY_PREFIXES = ['invoice.', 'credit_note.', 'refund.', 'subscription.', 'officer.payment.'];

/** True for an event of money: kept for the legal minimum, not the plan's retention. */
export function isMoneyAction(action: string): boolean {
  const kind = kindOf(action);
  return (
    kind === 'order' || kind === 'payment' || kind === 'billing' || MONEY_PREFIXES.some((p) => action.startsWith(p))
  );
}

/** The instant `years` calendar years before `now` (29 February falls back to the 28th). */
export function yearsBefore(now: Date, years: number): Date {
  const then = new Date(now);
  then.setUTCFullYear(now.getUTCFullYear() - years);
  if (then.getUTCMonth() !== now.getUTCMonth()) then.setUTCDate(0);
  return then;
}

/** Why an erased entry should not have been erased yet; undefined when its erasure is allowed. */
export function earlyErasure(entry: Pick<AuditEventRecord, 'action' | 'at' | 'redactedAt'>): string | undefined {
  if (!entry.redactedAt || !isMoneyAction(entry.action)) return undefined;
  const keptUntil = new Date(entry.at);
  keptUntil.setUTCFullYear(keptUntil.getUTCFullYear() + MONEY_RETENTION_YEARS);
  return entry.redactedAt < keptUntil.toISOString()
    ? `a money event was erased before the ${MONEY_RETENTION_YEARS} years the law keeps it`
    : undefined;
}

/**
 * The key of an entry in the retention index: its class (`m` money, `o` other), chain and time,
 * so one range finds a chain's entries of one class older than a date; none once erased.
 */
export function retentionKey(entry: AuditEventRecord): string | null {
  if (entry.redactedAt || entry.hash === undefined) return null;
  return `${isMoneyAction(entry.action) ? 'm' : 'o'}|${entry.organizationId ?? 'platform'}|${entry.at}`;
}
