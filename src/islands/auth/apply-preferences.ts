import { setTheme } from '../stores/theme.ts';
import { writeStorage, type UserPreferences } from './auth.ts';

/**
 * Applies the account's preferences in this browser: at every sign-in (so a choice made on one
 * device follows the user to the others) and when they are changed in Settings.
 */
export function applyPreferences(preferences: UserPreferences): void {
  setTheme(preferences.theme);
  // Until the public site shares currency and billing-cycle stores, these keys are the contract.
  writeStorage('localStorage', 'currency', preferences.currency);
  writeStorage('localStorage', 'billingCycle', preferences.billingCycle);
}
