import { cn } from '../lib/cn.ts';
import { useCurrency } from './CurrencyProvider.tsx';
import { m } from '../../shared/i18n/messages.ts';
import { formatDay } from '../../shared/format/dates.ts';

/** One line saying which rates the prices on screen were converted with. */
export function RatesNote({ className }: { className?: string }) {
  const { currency, source, date, settled } = useCurrency();
  let text: string;
  if (currency === 'USD') text = m.pricing_rates_usd();
  else if (!settled) text = m.pricing_rates_pending();
  else if (source === 'live') text = m.pricing_rates_live({ date: formatDay(date) });
  else if (source === 'cached') text = m.pricing_rates_cached({ date: formatDay(date) });
  else text = m.pricing_rates_fallback();
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      {text}
      {currency !== 'USD' && ` ${m.pricing_rate_fixed_at_checkout()}`}
    </p>
  );
}
