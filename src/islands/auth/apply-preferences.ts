import { setBillingCycle, setCurrency } from '../stores/currency.ts';
import { setTheme } from '../stores/theme.ts';
import type { UserPreferences } from './auth.ts';

/**
 * Applies the account's preferences in this browser: at every sign-in (so a choice made on one
 * device follows the user to the others) and when they are changed in Settings.
 */
export function applyPreferences(preferences: UserPreferences): void {
  setTheme(preferences.theme);
  setCurrency(preferences.currency);
  setBillingCycle(preferences.billingCycle);
}
