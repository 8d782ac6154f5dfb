import { useCurrency } from '../pricing/CurrencyProvider.tsx';
import { CURRENCIES, formatPrice, formatUsdListPrice, yearlyDiscount } from '../../shared/money.ts';
import { ScrollTable, TD, TH } from '../pricing/ScrollTable.tsx';
import { cn } from '../lib/cn.ts';

/** A monthly and yearly price pair in US cents; either may be missing. */
export type DiscountExample = { label: string; monthlyUsdCents: number | null; yearlyUsdCents: number | null };

const SAMPLES_USD_CENTS = [14_900, 59_900, 99, 2_900, 149_000, 436_540];
const usd = (cents: number | null) => (cents === null ? 'missing' : formatUsdListPrice(cents));

/** Sample USD prices formatted in each currency with the rates in use. */
export function SamplePrices() {
  const { rates, currency } = useCurrency();
  return (
    <ScrollTable label="Sample prices in each currency"
      head={
        <>
          <tr>
            <th scope="col" className={TH}>List price</th>
            {CURRENCIES.map((code) => (
              <th key={code} scope="col" className={cn(TH, 'text-right', code === currency && 'text-foreground')}>
                {code} (× {code === 'USD' ? 1 : rates[code]}){code === currency && ' · chosen'}
              </th>
            ))}
          </tr>
        </>
      }
    >
      {SAMPLES_USD_CENTS.map((amount) => (
        <tr key={amount}>
          <th scope="row" className={cn(TD, 'font-mono font-normal')}>{formatUsdListPrice(amount)}</th>
          {CURRENCIES.map((code) => (
            <td key={code} className={cn(TD, 'text-right font-mono', code === currency && 'font-semibold')}>
              {formatPrice(amount, code, rates)}
            </td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  );
}

/** Yearly discounts by SPEC's formula, for the catalog's tiers and the edge cases. */
export function DiscountExamples({ examples }: { examples: DiscountExample[] }) {
  const { format } = useCurrency();
  return (
    <ScrollTable label="Yearly discount examples"
      head={
        <>
          <tr>
            <th scope="col" className={TH}>Example</th>
            <th scope="col" className={cn(TH, 'text-right')}>Monthly</th>
            <th scope="col" className={cn(TH, 'text-right')}>Yearly</th>
            <th scope="col" className={cn(TH, 'text-right')}>12 × monthly</th>
            <th scope="col" className={cn(TH, 'text-right')}>Discount</th>
          </tr>
        </>
      }
    >
      {examples.map((example) => (
        <tr key={example.label}>
          <th scope="row" className={cn(TD, 'font-normal')}>{example.label}</th>
          <td className={cn(TD, 'text-right font-mono')}>
            {usd(example.monthlyUsdCents)}
            {example.monthlyUsdCents !== null && ` (${format(example.monthlyUsdCents)})`}
          </td>
          <td className={cn(TD, 'text-right font-mono')}>
            {usd(example.yearlyUsdCents)}
            {example.yearlyUsdCents !== null && ` (${format(example.yearlyUsdCents)})`}
          </td>
          <td className={cn(TD, 'text-right font-mono')}>{example.monthlyUsdCents === null ? '—' : usd(12 * example.monthlyUsdCents)}</td>
          <td className={cn(TD, 'text-right font-mono font-semibold')}>{yearlyDiscount(example.monthlyUsdCents, example.yearlyUsdCents)}%</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
