import type { Currency } from '../../../shared/money.ts';

/** Says which currency a billing screen is in, and that the header's switch does not change it. */
export function BillingCurrencyNote({ currency, fixed, className }: { currency: Currency; fixed: boolean; className?: string }) {
  return (
    <p className={className ?? 'text-sm text-muted-foreground'} data-billing-currency={currency}>
      {fixed ? (
        <>
          Billed in <strong>{currency}</strong>, the currency of your first paid order; the header’s currency changes list prices only.
        </>
      ) : (
        <>
          Shown in <strong>{currency}</strong>. Your first paid order fixes the currency your organization is billed in.
        </>
      )}
    </p>
  );
}
