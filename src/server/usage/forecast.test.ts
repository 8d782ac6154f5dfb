import { describe, expect, it } from 'vitest';
import { monthEndForecast } from './forecast.ts';

describe('monthEndForecast', () => {
  it('adds the charges, the renewals due and the overage to month end', () => {
    expect(
      monthEndForecast({ charged: 10_000, committed: 2_500, overageSoFar: 300, overagePerDay: 40, remainingDays: 10 }),
    ).toEqual({ monthEnd: 13_200, overage: 700 });
  });

  it('rounds the remaining days’ overage once', () => {
    expect(
      monthEndForecast({ charged: 0, committed: 0, overageSoFar: 0, overagePerDay: 33, remainingDays: 2.5 }).overage,
    ).toBe(83);
  });

  it('never forecasts less than is already spent', () => {
    // Were the parts still to come to add up below zero, the month would still end where it stands.
    expect(
      monthEndForecast({ charged: 5_000, committed: -8_000, overageSoFar: 1_000, overagePerDay: 0, remainingDays: 3 })
        .monthEnd,
    ).toBe(6_000);
  });
});
