import { describe, expect, it } from 'vitest';
import {
  centsFromMicroUsd,
  DEFAULT_BILLING_CYCLE,
  divideRounded,
  DEFAULT_CURRENCY,
  FALLBACK_RATES,
  formatMinorUnits,
  SYMBOLS,
  formatMicroUsd,
  formatPrice,
  formatUsdListPrice,
  isBillingCycle,
  isCurrency,
  isValidRates,
  monthlyCentsFromHourly,
  yearlyDiscount,
  type Rates,
} from './money.ts';

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

describe('formatPrice (US cents)', () => {
  const rates: Rates = { USD: 1, EUR: 0.91, GBP: 0.78 };

  it('puts the symbol in front of the USD price times the rate, rounded down', () => {
    expect(formatPrice(14_900, 'EUR', rates)).toBe('€135'); // 135.59
    expect(formatPrice(14_900, 'GBP', rates)).toBe('£116'); // 116.22
    expect(formatPrice(59_900, 'EUR', rates)).toBe('€545'); // 545.09
  });

  it('rounds down even just below the next whole number', () => {
    expect(formatPrice(14_900, 'EUR', { USD: 1, EUR: 0.5, GBP: 0.5 })).toBe('€74'); // 74.5
    expect(formatPrice(1_099, 'USD', rates)).toBe('$10');
    expect(formatPrice(99, 'EUR', rates)).toBe('€0');
  });

  it('is not thrown off by floating-point noise on exact products', () => {
    // 100 × 0.29 is 28.999999999999996 in binary floating point.
    expect(formatPrice(10_000, 'EUR', { USD: 1, EUR: 0.29, GBP: 0.78 })).toBe('€29');
    expect(formatPrice(1_000, 'GBP', { USD: 1, EUR: 0.91, GBP: 0.7 })).toBe('£7');
  });

  it('shows USD prices unchanged, whatever the USD entry says', () => {
    expect(formatPrice(14_900, 'USD', rates)).toBe('$149');
    expect(formatPrice(0, 'USD', rates)).toBe('$0');
  });
});

describe('formatMicroUsd (sub-cent amounts)', () => {
  it('rounds hourly rates down to four decimals instead of to €0', () => {
    expect(formatMicroUsd(32_900, 'EUR', FALLBACK_RATES, 4)).toBe('€0.0299'); // 0.029939
    expect(formatMicroUsd(32_900, 'USD', FALLBACK_RATES, 4)).toBe('$0.0329');
    expect(formatMicroUsd(2_990_000, 'GBP', FALLBACK_RATES, 2)).toBe('£2.33'); // 2.3322
  });

  it('keeps leading zeros of the fraction and whole units above one', () => {
    expect(formatMicroUsd(5_000, 'USD', FALLBACK_RATES, 4)).toBe('$0.0050');
    expect(formatMicroUsd(12_345_678, 'USD', FALLBACK_RATES, 4)).toBe('$12.3456');
  });

  it('rounds down to whole units without decimals, like formatPrice', () => {
    expect(formatMicroUsd(149_000_000, 'EUR', FALLBACK_RATES)).toBe(formatPrice(14_900, 'EUR', FALLBACK_RATES));
  });
});

describe('formatUsdListPrice', () => {
  it('shows the exact US dollar price, with cents only when there are some', () => {
    expect(formatUsdListPrice(14_900)).toBe('$149');
    expect(formatUsdListPrice(2_402)).toBe('$24.02');
    expect(formatUsdListPrice(99)).toBe('$0.99');
    expect(formatUsdListPrice(436_540)).toBe('$4365.40');
  });
});

describe('divideRounded', () => {
  it('rounds a ratio of integers half away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3); // Math.round(-2.5) would give -2
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(-8, 3)).toBe(-3);
    expect(divideRounded(0, 7)).toBe(0);
  });

  it('stays exact where a float quotient would not', () => {
    // 1.005 × 100 is 100.49999… in binary floating point; the integer ratio 100 500 / 1 000 is not.
    expect(divideRounded(100_500, 1_000)).toBe(101);
    expect(divideRounded(2 ** 50 + 1, 2)).toBe(2 ** 49 + 1);
  });

  it('converts micro-dollars to cents through the same rounding', () => {
    expect(centsFromMicroUsd(15_000)).toBe(2);
    expect(centsFromMicroUsd(-15_000)).toBe(-2);
    expect(centsFromMicroUsd(14_999)).toBe(1);
  });
});

describe('monthlyCentsFromHourly', () => {
  it('is the hourly price times 730 hours, rounded to the cent', () => {
    expect(monthlyCentsFromHourly(32_900)).toBe(2_402); // $0.0329 × 730 = $24.017
    expect(monthlyCentsFromHourly(10_000)).toBe(730); // $0.01 × 730
    expect(monthlyCentsFromHourly(0)).toBe(0);
  });

  it('rounds a half cent up', () => {
    // 500 micro-dollars × 730 = 365 000 micro-dollars: exactly 36.5 cents.
    expect(monthlyCentsFromHourly(500)).toBe(37);
    expect(monthlyCentsFromHourly(499)).toBe(36); // 36.427
    expect(monthlyCentsFromHourly(6)).toBe(0); // 0.438
  });
});

describe('yearlyDiscount', () => {
  it('is round((12 × monthly − yearly) / (12 × monthly) × 100)', () => {
    expect(yearlyDiscount(14_900, 149_000)).toBe(17); // 16.67, in cents
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

describe('formatMinorUnits (amounts the server stored in minor units)', () => {
  it('writes them as the invoice PDFs do, with the currency symbol and two decimals', () => {
    expect(formatMinorUnits(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMinorUnits(0, 'USD')).toBe('$0.00');
    expect(formatMinorUnits(-500, 'GBP')).toBe('-£5.00');
    expect(formatMinorUnits(7, 'EUR')).toBe('€0.07');
  });
});
