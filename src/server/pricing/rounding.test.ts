import { describe, expect, it } from 'vitest';
import { convertCents, convertMinor, percentOf } from './rounding.ts';

const EUR = (rate: number) => ({ currency: 'EUR' as const, rate });
const GBP = (rate: number) => ({ currency: 'GBP' as const, rate });
const USD = { currency: 'USD' as const, rate: 1 };

describe('convertCents', () => {
  it('converts US cents at a rate, rounded half away from zero once', () => {
    expect(convertCents(3497, 0.9137)).toBe(3195); // 3195.2089
    expect(convertCents(4900, 0.91)).toBe(4459);
    expect(convertCents(50, 0.91)).toBe(46); // 45.5
    expect(convertCents(-50, 0.91)).toBe(-46);
  });
});

describe('convertMinor', () => {
  it('leaves an amount in the same currency as it is', () => {
    expect(convertMinor(12_345, EUR(0.9), EUR(0.95))).toBe(12_345);
  });

  it('converts through the US dollar with the rates of both sides', () => {
    expect(convertMinor(10_000, USD, EUR(0.92))).toBe(9_200);
    expect(convertMinor(9_200, EUR(0.92), USD)).toBe(10_000);
    expect(convertMinor(10_000, EUR(0.92), GBP(0.79))).toBe(8_587); // 8586.956…
  });

  it('is exact where a float quotient is not: a half is rounded away from zero, both signs', () => {
    // 55 / 1.1 × 0.79 is exactly 39.5; in floating point 39.49999999999999, which Math.round took down.
    expect(convertMinor(55, EUR(1.1), GBP(0.79))).toBe(40);
    expect(convertMinor(1, EUR(2), USD)).toBe(1); // ½ → 1
    expect(convertMinor(-1, EUR(2), USD)).toBe(-1); // −½ → −1, as every other rounding
  });

  it('agrees with convertCents from US cents', () => {
    for (const cents of [1, 99, 3497, 123_456])
      for (const rate of [0.79, 0.9137, 1.2])
        expect(convertMinor(cents, USD, EUR(rate))).toBe(convertCents(cents, rate));
  });
});

describe('percentOf', () => {
  it('takes basis points of an amount, rounded once', () => {
    expect(percentOf(10_000, 2000)).toBe(2_000);
    expect(percentOf(1_234, 550)).toBe(68); // 67.87
    expect(percentOf(-25, 2000)).toBe(-5);
  });
});
