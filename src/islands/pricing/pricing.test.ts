import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BILLING_CYCLE,
  DEFAULT_CURRENCY,
  FALLBACK_RATES,
  SYMBOLS,
  formatPreciseAmount,
  formatPrice,
  isBillingCycle,
  isCurrency,
  isValidRates,
  yearlyDiscount,
  type Rates,
} from './pricing.ts';

describe('constants of SPEC §9', () => {
  it('falls back to USD 1, EUR 0.91 and GBP 0.78', () => {
    expect(FALLBACK_RATES).toEqual({ USD: 1, EUR: 0.91, GBP: 0.78 });
  });

  it('uses the $, € and £ symbols', () => {
    expect(SYMBOLS).toEqual({ USD: '$', EUR: '€', GBP: '£' });
  });

  it('defaults to EUR, billed monthly', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(DEFAULT_BILLING_CYCLE).toBe('monthly');
  });
});

describe('isValidRates', () => {
  it('accepts a reply with numeric EUR and GBP rates', () => {
    expect(isValidRates({ EUR: 0.87, GBP: 0.74 })).toBe(true);
    expect(isValidRates({ USD: 1, EUR: 0.87, GBP: 0.74, CHF: 0.8 })).toBe(true);
  });

  it.each([
    ['GBP missing', { EUR: 0.87 }],
    ['EUR missing', { GBP: 0.74 }],
    ['rates as strings', { EUR: '0.87', GBP: '0.74' }],
    ['a null rate', { EUR: null, GBP: 0.74 }],
    ['NaN', { EUR: Number.NaN, GBP: 0.74 }],
    ['Infinity', { EUR: 0.87, GBP: Number.POSITIVE_INFINITY }],
    ['a zero rate, which would price everything at 0', { EUR: 0, GBP: 0.74 }],
    ['a negative rate', { EUR: -0.87, GBP: 0.74 }],
    ['null', null],
    ['a string', 'EUR=0.87'],
    ['an array', [0.87, 0.74]],
  ])('rejects %s', (_name, reply) => {
    expect(isValidRates(reply)).toBe(false);
  });
});

describe('formatPrice', () => {
  const rates: Rates = { USD: 1, EUR: 0.91, GBP: 0.78 };

  it('puts the symbol in front of the USD price times the rate, rounded down', () => {
    expect(formatPrice(149, 'EUR', rates)).toBe('€135'); // 135.59
    expect(formatPrice(149, 'GBP', rates)).toBe('£116'); // 116.22
    expect(formatPrice(599, 'EUR', rates)).toBe('€545'); // 545.09
  });

  it('rounds down even just below the next whole number', () => {
    expect(formatPrice(149, 'EUR', { USD: 1, EUR: 0.5, GBP: 0.5 })).toBe('€74'); // 74.5
    expect(formatPrice(10.99, 'USD', rates)).toBe('$10');
    expect(formatPrice(0.99, 'EUR', rates)).toBe('€0');
  });

  it('is not thrown off by floating-point noise on exact products', () => {
    // 100 × 0.29 is 28.999999999999996 in binary floating point.
    expect(formatPrice(100, 'EUR', { USD: 1, EUR: 0.29, GBP: 0.78 })).toBe('€29');
    expect(formatPrice(10, 'GBP', { USD: 1, EUR: 0.91, GBP: 0.7 })).toBe('£7');
  });

  it('shows USD prices unchanged, whatever the USD entry says', () => {
    expect(formatPrice(149, 'USD', rates)).toBe('$149');
    expect(formatPrice(0, 'USD', rates)).toBe('$0');
  });
});

describe('formatPreciseAmount', () => {
  it('rounds hourly rates down to four decimals instead of to €0', () => {
    expect(formatPreciseAmount(0.0329, 'EUR', FALLBACK_RATES)).toBe('€0.0299'); // 0.029939
    expect(formatPreciseAmount(0.0329, 'USD', FALLBACK_RATES)).toBe('$0.0329');
    expect(formatPreciseAmount(2.99, 'GBP', FALLBACK_RATES, 2)).toBe('£2.33'); // 2.3322
  });
});

describe('yearlyDiscount', () => {
  it('is round((12 × monthly − yearly) / (12 × monthly) × 100)', () => {
    expect(yearlyDiscount(149, 1490)).toBe(17); // 16.67
    expect(yearlyDiscount(100, 1000)).toBe(17);
    expect(yearlyDiscount(100, 1140)).toBe(5);
    expect(yearlyDiscount(100, 1200)).toBe(0);
    expect(yearlyDiscount(10, 114)).toBe(5); // 5.0 exactly
  });

  it('rounds halves up', () => {
    expect(yearlyDiscount(100, 1194)).toBe(1); // 0.5
  });

  it('is 0 when either price is missing or zero', () => {
    expect(yearlyDiscount(0, 0)).toBe(0);
    expect(yearlyDiscount(0, 1490)).toBe(0);
    expect(yearlyDiscount(149, 0)).toBe(0);
    expect(yearlyDiscount(undefined, 1490)).toBe(0);
    expect(yearlyDiscount(149, null)).toBe(0);
    expect(yearlyDiscount(Number.NaN, 1490)).toBe(0);
  });

  it('is 0, not negative, when the yearly price exceeds twelve months', () => {
    expect(yearlyDiscount(100, 1300)).toBe(0);
  });
});

describe('isCurrency and isBillingCycle', () => {
  it('accept only the three currencies and the two cycles', () => {
    expect(['USD', 'EUR', 'GBP'].every(isCurrency)).toBe(true);
    expect(['usd', 'CHF', '', null, 1].some(isCurrency)).toBe(false);
    expect(['monthly', 'yearly'].every(isBillingCycle)).toBe(true);
    expect(['weekly', 'Yearly', undefined].some(isBillingCycle)).toBe(false);
  });
});
