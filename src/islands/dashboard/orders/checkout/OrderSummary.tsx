import type { Order } from '../../../../shared/orders/orders.schemas.ts';
import type { Quote } from '../../../../shared/pricing/pricing.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatMinorUnits } from '../../../../shared/money.ts';
import { Table, TableCell, TableRow, TableRowHeader } from '../../../ui/table.tsx';
import { formatRate } from '../../../../shared/vat-rate.ts';

const summaryColumns = () => [m.orders_summary_item(), { label: m.orders_summary_amount(), align: 'end' }] as const;

type Priced = Pick<
  Quote,
  'currency' | 'rate' | 'lines' | 'discounts' | 'subtotal' | 'tax' | 'total' | 'vat' | 'promoCode' | 'billingCycle'
> & { creditsApplied?: number; amountDue?: number };

/**
 * The lines, discounts (the plan's, PARIS), VAT with its reason and the total, in the order's
 * currency; with a credits balance, what it pays of the total (like a payment, after VAT) and
 * what the card or mandate is charged: the rows add up.
 */
export function OrderSummary({ priced, caption = m.orders_summary_caption() }: { priced: Priced; caption?: string }) {
  const money = (minor: number) => formatMinorUnits(minor, priced.currency);
  // Orders priced before the balance was a payment carry their credits as an allowance (a discount line).
  const credited = (priced.creditsApplied ?? 0) > 0 && priced.amountDue !== undefined;
  const charged = priced.amountDue ?? priced.total;
  return (
    <Table
      caption={caption}
      captionClassName="mb-2 font-semibold"
      columns={summaryColumns()}
      headingsHidden
      plain
      footer={
        <TableRow className="text-base">
          <TableRowHeader className="px-0 pt-2 pb-0 pr-4">
            {credited
              ? charged === 0
                ? m.orders_summary_charged_nothing()
                : m.orders_summary_charged()
              : m.orders_summary_total()}
          </TableRowHeader>
          <TableCell numeric className="px-0 pt-2 pb-0" data-testid="order-charged">
            {money(credited ? charged : priced.total)}
          </TableCell>
        </TableRow>
      }
    >
      {priced.lines.map((line, index) => (
        <TableRow key={`line-${index}`}>
          <TableRowHeader className="px-0 py-2 pr-4 font-normal">
            {line.description}
            {/* A pool's line already says how many nodes ("3 × General M"): a second "× 3" read as 9. */}
            {line.quantity !== 1 && line.kind !== 'nodes' ? (
              <span className="text-muted-foreground"> × {line.quantity}</span>
            ) : null}
          </TableRowHeader>
          <TableCell numeric className="px-0 py-2">
            {money(line.amount)}
          </TableCell>
        </TableRow>
      ))}
      <TableRow className="border-0">
        <TableRowHeader className="px-0 pt-2 pb-0 pr-4 font-normal text-muted-foreground">
          {priced.billingCycle === 'yearly' ? m.orders_summary_subtotal_year() : m.orders_summary_subtotal_month()}
        </TableRowHeader>
        <TableCell numeric className="px-0 pt-2 pb-0">
          {money(priced.subtotal)}
        </TableCell>
      </TableRow>
      {priced.discounts.map((line, index) => (
        <TableRow key={`discount-${index}`} className="border-0">
          <TableRowHeader className="px-0 py-0 pr-4 font-normal text-emerald-800 dark:text-emerald-300">
            {line.kind === 'credit' ? m.orders_summary_credits_used() : line.description}
          </TableRowHeader>
          <TableCell numeric className="px-0 py-0 text-emerald-800 dark:text-emerald-300">
            {money(line.amount)}
          </TableCell>
        </TableRow>
      ))}
      <TableRow className="border-0">
        <TableRowHeader className="px-0 py-0 pr-4 font-normal text-muted-foreground">
          {m.orders_summary_vat({ percent: formatRate(priced.vat.rateBp), reason: priced.vat.reason })}
        </TableRowHeader>
        <TableCell numeric className="px-0 py-0">
          {money(priced.tax)}
        </TableCell>
      </TableRow>
      {credited ? (
        <>
          <TableRow className="border-0">
            <TableRowHeader className="px-0 pt-2 pb-0 pr-4 font-normal">{m.orders_summary_total_vat()}</TableRowHeader>
            <TableCell numeric className="px-0 pt-2 pb-0">
              {money(priced.total)}
            </TableCell>
          </TableRow>
          <TableRow className="border-0">
            <TableRowHeader className="px-0 py-0 pr-4 font-normal text-emerald-800 dark:text-emerald-300">
              {m.orders_summary_credits_used()}
            </TableRowHeader>
            <TableCell numeric className="px-0 py-0 text-emerald-800 dark:text-emerald-300">
              −{money(priced.creditsApplied ?? 0)}
            </TableCell>
          </TableRow>
        </>
      ) : null}
    </Table>
  );
}

/** Says whether PARIS took 5 % off, and when it cannot. */
export function PromoNote({ priced }: { priced: Pick<Order, 'promoCode' | 'discounts'> }) {
  const applied = priced.promoCode === 'PARIS' && priced.discounts.some((line) => line.kind === 'promo');
  return (
    <p className="rounded-md border border-border bg-muted/40 px-3 py-2 text-sm">
      {applied ? m.orders_promo_applied() : m.orders_promo_none()}
    </p>
  );
}
