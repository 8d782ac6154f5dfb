import { cn } from '../lib/cn.ts';
import { useCurrency } from './CurrencyProvider.tsx';

/** One line saying which rates the prices on screen were converted with. */
export function RatesNote({ className }: { className?: string }) {
  const { currency, source, date, settled } = useCurrency();
  let text: string;
  if (currency === 'USD') text = 'List prices are set in US dollars.';
  else if (!settled) text = 'Converted from US dollar list prices at the daily ECB reference rate.';
  else if (source === 'live') text = `Converted from US dollar list prices at the ECB reference rate of ${date}.`;
  else if (source === 'cached') text = `Converted from US dollar list prices at the last known ECB rate, of ${date}.`;
  else text = 'Converted from US dollar list prices at approximate rates: current rates are unavailable right now.';
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      {text}
      {currency !== 'USD' && ' The rate is fixed on your order at checkout.'}
    </p>
  );
}
