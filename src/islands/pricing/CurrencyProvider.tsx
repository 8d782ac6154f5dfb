import { createContext, useContext, type ReactNode } from 'react';
import { useCurrencyState, type CurrencyState } from './use-currency-state.ts';

export type { CurrencyState } from './use-currency-state.ts';

const CurrencyContext = createContext<CurrencyState | null>(null);

/** Gives its subtree useCurrency(): the shared currency and billing-cycle stores and the rates. */
export function CurrencyProvider({ children }: { children: ReactNode }) {
  const value = useCurrencyState();
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}

/** The visitor's currency, billing cycle and rates, with `format(usdCents)`; only inside a CurrencyProvider. */
export function useCurrency(): CurrencyState {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency must be used within a CurrencyProvider');
  return value;
}
