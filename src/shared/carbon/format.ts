// Client-safe: carbon figures as people read them. Kilograms come from the integer grams with
// exactly three decimals, so a figure shown in kg is the gram figure of the API, never rounded again.
import { formatMonth } from '../format/dates.ts';
import { formatNumber } from '../format/numbers.ts';
import type { Locale } from '../i18n/locale.ts';
import { currentLocale } from '../i18n/locale.ts';

/** Grams CO2e as kilograms, three decimals: 1147 → "1.147" ("1,147" in French). */
export const formatKg = (grams: number, locale: Locale = currentLocale()) =>
  formatNumber(grams / 1000, { minimumFractionDigits: 3, maximumFractionDigits: 3 }, locale);

/** Whole grams, grouped. */
export const formatGrams = (grams: number, locale: Locale = currentLocale()) => formatNumber(grams, {}, locale);

/** Node-hours or kWh, to at most two decimals. */
export const formatQuantity = (value: number, locale: Locale = currentLocale()) =>
  formatNumber(value, { maximumFractionDigits: 2 }, locale);

/** A "YYYY-MM" month as words. */
export const formatFootprintMonth = (month: string, locale: Locale = currentLocale()) => formatMonth(month, locale);
