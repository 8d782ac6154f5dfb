import { useCurrency } from '../pricing/CurrencyProvider.tsx';
import { CURRENCIES, formatPrice, formatUsdListPrice, yearlyDiscount } from '../../shared/money.ts';
import { ScrollTable, TD, TH } from '../pricing/ScrollTable.tsx';
import { cn } from '../lib/cn.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatPercent } from '../../shared/format/numbers.ts';

/** A monthly and yearly price pair in US cents; either may be missing. */
export type DiscountExample = { label: string; monthlyUsdCents: number | null; yearlyUsdCents: number | null };

const SAMPLES_USD_CENTS = [14_900, 59_900, 99, 2_900, 149_000, 436_540];
const usd = (cents: number | null) => (cents === null ? m.currency_test_missing() : formatUsdListPrice(cents));

/** Sample USD prices formatted in each currency with the rates in use. */
export function SamplePrices() {
  const { rates, currency } = useCurrency();
  return (
    <ScrollTable
      label={m.currency_test_samples_label()}
      head={
        <>
          <tr>
            <th scope="col" className={TH}>
              {m.currency_test_list_price()}
            </th>
            {CURRENCIES.map((code) => (
              <th key={code} scope="col" className={cn(TH, 'text-right', code === currency && 'text-foreground')}>
                {(code === currency ? m.currency_test_rate_column_chosen : m.currency_test_rate_column)({
                  code,
                  rate: code === 'USD' ? 1 : rates[code],
                })}
              </th>
            ))}
          </tr>
        </>
      }
    >
      {SAMPLES_USD_CENTS.map((amount) => (
        <tr key={amount}>
          <th scope="row" className={cn(TD, 'font-mono font-normal')}>
            {formatUsdListPrice(amount)}
          </th>
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

/** Yearly discount percents (12 × monthly against yearly), for the catalog's tiers and the edge cases. */
export function DiscountExamples({ examples }: { examples: DiscountExample[] }) {
  const { format } = useCurrency();
  return (
    <ScrollTable
      label={m.currency_test_discounts_label()}
      head={
        <>
          <tr>
            <th scope="col" className={TH}>
              {m.currency_test_example()}
            </th>
            <th scope="col" className={cn(TH, 'text-right')}>
              {m.currency_test_monthly()}
            </th>
            <th scope="col" className={cn(TH, 'text-right')}>
              {m.currency_test_yearly()}
            </th>
            <th scope="col" className={cn(TH, 'text-right')}>
              {m.currency_test_twelve_months()}
            </th>
            <th scope="col" className={cn(TH, 'text-right')}>
              {m.currency_test_discount()}
            </th>
          </tr>
        </>
      }
    >
      {examples.map((example) => (
        <tr key={example.label}>
          <th scope="row" className={cn(TD, 'font-normal')}>
            {example.label}
          </th>
          <td className={cn(TD, 'text-right font-mono')}>
            {usd(example.monthlyUsdCents)}
            {example.monthlyUsdCents !== null && ` (${format(example.monthlyUsdCents)})`}
          </td>
          <td className={cn(TD, 'text-right font-mono')}>
            {usd(example.yearlyUsdCents)}
            {example.yearlyUsdCents !== null && ` (${format(example.yearlyUsdCents)})`}
          </td>
          <td className={cn(TD, 'text-right font-mono')}>
            {example.monthlyUsdCents === null ? '—' : usd(12 * example.monthlyUsdCents)}
          </td>
          <td className={cn(TD, 'text-right font-mono font-semibold')}>
            {formatPercent(yearlyDiscount(example.monthlyUsdCents, example.yearlyUsdCents))}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
