import { atom, type WritableAtom } from 'nanostores';
import {
  DEFAULT_BILLING_CYCLE,
  DEFAULT_CURRENCY,
  isBillingCycle,
  isCurrency,
  type BillingCycle,
  type Currency,
} from '../../shared/money.ts';

export type { BillingCycle, Currency } from '../../shared/money.ts';

/** localStorage keys; apply-preferences.ts writes the account's choice under the same keys. */
export const CURRENCY_STORAGE_KEY = 'currency';
export const BILLING_CYCLE_STORAGE_KEY = 'billingCycle';

const isBrowser = typeof window !== 'undefined';

function readStored<T extends string>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  if (!isBrowser) return fallback;
  try {
    const stored = window.localStorage.getItem(key);
    // Anything else (an old format, a hand-edited value) is ignored rather than trusted.
    return isValid(stored) ? stored : fallback;
  } catch {
    // Storage can throw (privacy modes, blocked cookies): use the default for this page view.
    return fallback;
  }
}

function writeStored(key: string, value: string): void {
  if (!isBrowser) return;
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not persisting is acceptable: the choice still holds for this page view.
  }
}

/**
 * The visitor's currency, shared by every island (header picker, pricing, dashboard). On the
 * server and during hydration components show the default instead: see useCurrency.
 */
export const $currency = atom<Currency>(readStored(CURRENCY_STORAGE_KEY, isCurrency, DEFAULT_CURRENCY));

/** The billing cycle prices are shown for. */
export const $billingCycle = atom<BillingCycle>(
  readStored(BILLING_CYCLE_STORAGE_KEY, isBillingCycle, DEFAULT_BILLING_CYCLE),
);

/** Chooses and remembers the currency; an unknown value is ignored. */
export function setCurrency(currency: Currency): void {
  if (!isCurrency(currency)) return;
  $currency.set(currency);
  writeStored(CURRENCY_STORAGE_KEY, currency);
}

/** Chooses and remembers the billing cycle; an unknown value is ignored. */
export function setBillingCycle(cycle: BillingCycle): void {
  if (!isBillingCycle(cycle)) return;
  $billingCycle.set(cycle);
  writeStored(BILLING_CYCLE_STORAGE_KEY, cycle);
}

function follow<T extends string>(store: WritableAtom<T>, key: string, isValid: (v: unknown) => v is T, fallback: T) {
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) store.set(isValid(event.newValue) ? event.newValue : fallback);
  });
}

if (isBrowser && typeof window.addEventListener === 'function') {
  // Another tab changed the choice: follow it so all open tabs show the same prices.
  follow($currency, CURRENCY_STORAGE_KEY, isCurrency, DEFAULT_CURRENCY);
  follow($billingCycle, BILLING_CYCLE_STORAGE_KEY, isBillingCycle, DEFAULT_BILLING_CYCLE);
}
