// Billing dates as the console shows them; amounts go through formatMinorUnits (src/shared/money.ts).

/** An ISO date as '23 Nov 2026'. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
