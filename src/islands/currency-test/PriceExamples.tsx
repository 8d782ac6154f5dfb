import { useCurrency } from '../pricing/CurrencyProvider.tsx';
import { CURRENCIES, formatPrice, yearlyDiscount } from '../pricing/pricing.ts';
import { ScrollTable, TD, TH } from '../pricing/ScrollTable.tsx';
import { cn } from '../lib/cn.ts';

/** A monthly and yearly price pair; either may be missing. */
export type DiscountExample = { label: string; monthly: number | null; yearly: number | null };

const SAMPLES = [149, 599, 0.99, 29, 1490, 4365.4];
const usd = (amount: number | null) => (amount === null ? 'missing' : `$${amount}`);

/** Sample USD prices formatted in each currency with the rates in use. */
export function SamplePrices() {
  const { rates, currency } = useCurrency();
  return (
    <ScrollTable label="Sample prices in each currency">
      <thead>
        <tr>
          <th scope="col" className={TH}>List price</th>
          {CURRENCIES.map((code) => (
            <th key={code} scope="col" className={cn(TH, 'text-right', code === currency && 'text-foreground')}>
              {code} (× {code === 'USD' ? 1 : rates[code]}){code === currency && ' · chosen'}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SAMPLES.map((amount) => (
          <tr key={amount}>
            <th scope="row" className={cn(TD, 'font-mono font-normal')}>${amount}</th>
            {CURRENCIES.map((code) => (
              <td key={code} className={cn(TD, 'text-right font-mono', code === currency && 'font-semibold')}>
                {formatPrice(amount, code, rates)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Yearly discounts by SPEC's formula, for the catalog's tiers and the edge cases. */
export function DiscountExamples({ examples }: { examples: DiscountExample[] }) {
  const { format } = useCurrency();
  return (
    <ScrollTable label="Yearly discount examples">
      <thead>
        <tr>
          <th scope="col" className={TH}>Example</th>
          <th scope="col" className={cn(TH, 'text-right')}>Monthly</th>
          <th scope="col" className={cn(TH, 'text-right')}>Yearly</th>
          <th scope="col" className={cn(TH, 'text-right')}>12 × monthly</th>
          <th scope="col" className={cn(TH, 'text-right')}>Discount</th>
        </tr>
      </thead>
      <tbody>
        {examples.map((example) => (
          <tr key={example.label}>
            <th scope="row" className={cn(TD, 'font-normal')}>{example.label}</th>
            <td className={cn(TD, 'text-right font-mono')}>
              {usd(example.monthly)}{example.monthly !== null && ` (${format(example.monthly)})`}
            </td>
            <td className={cn(TD, 'text-right font-mono')}>
              {usd(example.yearly)}{example.yearly !== null && ` (${format(example.yearly)})`}
            </td>
            <td className={cn(TD, 'text-right font-mono')}>{example.monthly === null ? '—' : usd(12 * example.monthly)}</td>
            <td className={cn(TD, 'text-right font-mono font-semibold')}>{yearlyDiscount(example.monthly, example.yearly)}%</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
