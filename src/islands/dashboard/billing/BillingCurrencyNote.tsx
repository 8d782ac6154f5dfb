import type { Currency } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { richMessage } from '../../ui/rich-message.tsx';

/** Says which currency a billing screen is in, and that the header's switch does not change it. */
export function BillingCurrencyNote({
  currency,
  fixed,
  className,
}: {
  currency: Currency;
  fixed: boolean;
  className?: string;
}) {
  return (
    <p className={className ?? 'text-sm text-muted-foreground'} data-billing-currency={currency}>
      {richMessage((slot) => (fixed ? m.billing_currency_note_fixed(slot) : m.billing_currency_note_shown(slot)), {
        currency: <strong>{currency}</strong>,
      })}
    </p>
  );
}
