/** A subscription's billing cycle: a period is one calendar month or one calendar year. */
export type BillingCycle = 'monthly' | 'yearly';

/**
 * `date` plus `count` billing periods: calendar months (a year is 12), on the same day of the
 * month and the same time of day, or the month's last day when it is shorter (31 January + 1
 * month = 28 February, 29 February + 1 year = 28 February). The one rule for a period's end and
 * a renewal's date: counting from a start (count 2, 3…) keeps its day where the months allow it.
 */
export function addBillingPeriods(date: Date | number, cycle: BillingCycle, count: number): Date {
  const start = new Date(date);
  const months = start.getUTCMonth() + (cycle === 'yearly' ? 12 : 1) * count;
  const year = start.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** The first period start after `now` of a subscription started at `start` (counted from the start, not from each other). */
export function nextRenewal(start: number, cycle: BillingCycle, now: number): number {
  let count = 1;
  while (addBillingPeriods(start, cycle, count).getTime() <= now) count += 1;
  return addBillingPeriods(start, cycle, count).getTime();
}

/**
 * The end of the period that starts at `periodStart`: one cycle later, counted from the
 * subscription's `anchor` (the start of its first period) so that the day of the month holds
 * through short months (31 January → 28 February → 31 March, not 28 March). Without an anchor (a
 * record from before anchors were kept), or with one whose dates do not meet `periodStart`, one
 * cycle after `periodStart`.
 */
export function periodEndAfter(periodStart: Date, cycle: BillingCycle, anchor?: string): Date {
  const plain = addBillingPeriods(periodStart, cycle, 1);
  const anchorAt = anchor === undefined ? Number.NaN : Date.parse(anchor);
  if (!Number.isFinite(anchorAt) || anchorAt > periodStart.getTime()) return plain;
  // The period starts on one of the anchor's dates: the next of them ends it.
  let count = 0;
  while (addBillingPeriods(anchorAt, cycle, count + 1).getTime() <= periodStart.getTime()) count += 1;
  if (addBillingPeriods(anchorAt, cycle, count).getTime() !== periodStart.getTime()) return plain;
  return addBillingPeriods(anchorAt, cycle, count + 1);
}
