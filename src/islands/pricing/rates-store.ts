import { atom, onMount } from 'nanostores';
import { fallbackSnapshot, loadExchangeRates, storedSnapshot, type RatesSnapshot } from './exchange-rates.ts';

/** The rates every island converts with; `settled` once the load of this page view is done. */
export type RatesState = RatesSnapshot & { settled: boolean };

/**
 * Shared by all islands of a page, so the rates are read and fetched once however many prices
 * it shows. Starts with the built-in rates (what the server rendered); the first island to
 * mount loads the stored record and, when it is not fresh, asks the server.
 */
export const $exchangeRates = atom<RatesState>({ ...fallbackSnapshot(), settled: false });

let loading: Promise<void> | undefined;

/** Loads the rates by the cache rules of exchange-rates.ts into $exchangeRates; concurrent calls share one load. */
export function refreshExchangeRates(): Promise<void> {
  loading ??= loadExchangeRates()
    .then((snapshot) => $exchangeRates.set({ ...snapshot, settled: true }))
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

onMount($exchangeRates, () => {
  if (typeof window === 'undefined' || $exchangeRates.get().settled) return;
  // An older record beats the built-in rates while the server is asked.
  const stored = storedSnapshot();
  $exchangeRates.set({ ...stored, settled: stored.source === 'live' });
  if (stored.source !== 'live') void refreshExchangeRates();
});
