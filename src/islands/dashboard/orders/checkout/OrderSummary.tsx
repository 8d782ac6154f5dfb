import type { Order } from '../../../../server/orders/orders.schemas.ts';
import type { Quote } from '../../../../server/pricing/pricing.schemas.ts';
import { formatMinorUnits } from '../../../../shared/money.ts';
import { vatPercent } from '../order-labels.ts';

type Priced = Pick<Quote, 'currency' | 'rate' | 'lines' | 'discounts' | 'subtotal' | 'tax' | 'total' | 'vat' | 'promoCode' | 'billingCycle'> & { creditsApplied?: number };

/**
 * The lines, discounts (the plan's, PARIS), the credits used from the balance, VAT with its
 * reason and the total, in the order's currency; with credits used, the total is what the card
 * or mandate is charged.
 */
export function OrderSummary({ priced, caption = 'Order summary' }: { priced: Priced; caption?: string }) {
  const money = (minor: number) => formatMinorUnits(minor, priced.currency);
  const credited = (priced.creditsApplied ?? 0) > 0;
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {priced.lines.map((line, index) => (
          <tr key={`line-${index}`} className="border-b border-border">
            <th scope="row" className="py-2 pr-4 text-left font-normal">
              {line.description}
              {/* A pool's line already says how many nodes ("3 × General M"): a second "× 3" read as 9. */}
              {line.quantity !== 1 && line.kind !== 'nodes' ? <span className="text-muted-foreground"> × {line.quantity}</span> : null}
            </th>
            <td className="py-2 text-right tabular-nums">{money(line.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="pt-2 pr-4 text-left font-normal text-muted-foreground">
            Subtotal ({priced.billingCycle === 'yearly' ? 'one year' : 'one month'})
          </th>
          <td className="pt-2 text-right tabular-nums">{money(priced.subtotal)}</td>
        </tr>
        {priced.discounts.map((line, index) => (
          <tr key={`discount-${index}`}>
            <th scope="row" className="pr-4 text-left font-normal text-emerald-800 dark:text-emerald-300">
              {line.kind === 'credit' ? 'Credits used from your balance' : line.description}
            </th>
            <td className="text-right text-emerald-800 tabular-nums dark:text-emerald-300">{money(line.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="pr-4 text-left font-normal text-muted-foreground">
            VAT {vatPercent(priced.vat.rateBp)} · {priced.vat.reason}
          </th>
          <td className="text-right tabular-nums">{money(priced.tax)}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr className="border-t border-border text-base font-semibold">
          <th scope="row" className="pt-2 pr-4 text-left">
            {credited ? (priced.total === 0 ? 'Charged to your card: nothing, your credits cover it' : 'Charged to your card or mandate') : 'Total'}
          </th>
          <td className="pt-2 text-right tabular-nums">{money(priced.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Says whether PARIS took 5 % off, and when it cannot. */
export function PromoNote({ priced }: { priced: Pick<Order, 'promoCode' | 'discounts'> }) {
  const applied = priced.promoCode === 'PARIS' && priced.discounts.some((line) => line.kind === 'promo');
  return (
    <p className="rounded-md border border-border bg-muted/40 px-3 py-2 text-sm">
      {applied
        ? 'PARIS applied: 5 % off your organization’s first paid order.'
        : 'No promo code on this order. PARIS gives 5 % off an organization’s first paid order only.'}
    </p>
  );
}
