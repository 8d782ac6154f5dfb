import type { Currency } from '../../shared/money.ts';
import { formatMinorUnits } from '../../shared/money.ts';

// Amounts the billing API answers in minor units of a currency (cents, pence), as en-GB shows them.

/** 12345 EUR → '€123.45': the shared formatter of minor units. Display only. */
export function formatMinor(minor: number, currency: Currency): string {
  return formatMinorUnits(minor, currency);
}

/** An ISO date as '23 Nov 2026'. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
