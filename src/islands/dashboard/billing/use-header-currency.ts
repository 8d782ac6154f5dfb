import { useStore } from '@nanostores/react';
import { DEFAULT_CURRENCY, type Currency } from '../../../shared/money.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { $currency } from '../../stores/currency.ts';

/** The header's currency (the shared store); the default until hydrated, like every island. */
export function useHeaderCurrency(): Currency {
  const hydrated = useHydrated();
  const stored = useStore($currency);
  return hydrated ? stored : DEFAULT_CURRENCY;
}
