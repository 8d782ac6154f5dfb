import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBillingPeriods, nextRenewal, periodEndAfter } from './billing-period.ts';

const iso = (date: Date) => date.toISOString();

describe('addBillingPeriods', () => {
  it('adds calendar months on the same day and time', () => {
    expect(iso(addBillingPeriods(new Date('2026-01-15T09:30:00.123Z'), 'monthly', 1))).toBe('2026-02-15T09:30:00.123Z');
    expect(iso(addBillingPeriods(new Date('2026-11-10T00:00:00.000Z'), 'monthly', 3))).toBe('2027-02-10T00:00:00.000Z');
  });

  it('clamps to the last day of a shorter month instead of running into the next', () => {
    expect(iso(addBillingPeriods(new Date('2027-01-31T10:00:00.000Z'), 'monthly', 1))).toBe('2027-02-28T10:00:00.000Z');
    expect(iso(addBillingPeriods(new Date('2028-01-31T10:00:00.000Z'), 'monthly', 1))).toBe('2028-02-29T10:00:00.000Z');
    expect(iso(addBillingPeriods(new Date('2026-03-31T00:00:00.000Z'), 'monthly', 1))).toBe('2026-04-30T00:00:00.000Z');
  });

  it('counts from the start, so a clamped month does not shorten the ones after it', () => {
    expect(iso(addBillingPeriods(new Date('2027-01-31T10:00:00.000Z'), 'monthly', 2))).toBe('2027-03-31T10:00:00.000Z');
  });

  it('counts a year as twelve months: 29 February + 1 year = 28 February', () => {
    expect(iso(addBillingPeriods(new Date('2028-02-29T12:00:00.000Z'), 'yearly', 1))).toBe('2029-02-28T12:00:00.000Z');
    expect(iso(addBillingPeriods(new Date('2028-02-29T12:00:00.000Z'), 'yearly', 4))).toBe('2032-02-29T12:00:00.000Z');
    expect(iso(addBillingPeriods(new Date('2026-06-05T00:00:00.000Z'), 'yearly', 1))).toBe('2027-06-05T00:00:00.000Z');
  });

  it('crosses year ends both ways and takes a timestamp', () => {
    expect(iso(addBillingPeriods(Date.parse('2026-12-31T00:00:00.000Z'), 'monthly', 2))).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(iso(addBillingPeriods(new Date('2026-01-31T00:00:00.000Z'), 'monthly', -2))).toBe(
      '2025-11-30T00:00:00.000Z',
    );
  });
});

describe('nextRenewal', () => {
  it('is the first period start after now, counted from the first payment', () => {
    const start = Date.parse('2027-01-31T10:00:00.000Z');
    expect(new Date(nextRenewal(start, 'monthly', Date.parse('2027-02-10T00:00:00.000Z'))).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(new Date(nextRenewal(start, 'monthly', Date.parse('2027-02-28T10:00:00.000Z'))).toISOString()).toBe(
      '2027-03-31T10:00:00.000Z',
    );
  });
});

describe('periodEndAfter', () => {
  it("keeps the first period's day through a short month: 31 January, 28 February, 31 March", () => {
    const anchor = '2027-01-31T10:00:00.000Z';
    const february = periodEndAfter(new Date(anchor), 'monthly', anchor);
    expect(iso(february)).toBe('2027-02-28T10:00:00.000Z');
    expect(iso(periodEndAfter(february, 'monthly', anchor))).toBe('2027-03-31T10:00:00.000Z');
  });

  it('without an anchor, or with one whose dates miss the start, is one cycle after the start', () => {
    const start = new Date('2027-02-28T10:00:00.000Z');
    expect(iso(periodEndAfter(start, 'monthly'))).toBe('2027-03-28T10:00:00.000Z');
    expect(iso(periodEndAfter(start, 'monthly', '2027-01-15T10:00:00.000Z'))).toBe('2027-03-28T10:00:00.000Z');
    expect(iso(periodEndAfter(start, 'monthly', '2027-05-31T10:00:00.000Z'))).toBe('2027-03-28T10:00:00.000Z');
  });

  it('over any anchor and any number of renewals, the chain of periods ends where counting from the anchor does', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00.000Z'),
          max: new Date('2035-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('monthly' as const, 'yearly' as const),
        fc.integer({ min: 1, max: 30 }),
        (anchorDate, cycle, renewals) => {
          const anchor = anchorDate.toISOString();
          let end = new Date(anchor);
          for (let n = 1; n <= renewals; n += 1) {
            const next = periodEndAfter(end, cycle, anchor);
            expect(next.getTime()).toBe(addBillingPeriods(anchorDate, cycle, n).getTime());
            expect(next.getTime()).toBeGreaterThan(end.getTime());
            end = next;
          }
        },
      ),
    );
  });
});
