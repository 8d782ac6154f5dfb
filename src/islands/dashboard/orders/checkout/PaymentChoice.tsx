import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PayInput } from '../../../../shared/orders/orders.schemas.ts';
import type { PaymentMethod } from '../../../../shared/payments/payments.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { cardBrand } from '../order-labels.ts';
import { paymentMethodsQueryOptions } from '../../billing/billing.queries.ts';
import { NewCardForm } from './NewCardForm.tsx';

const NEW_CARD = 'new-card';

/** How a saved method reads in the list. */
export function describePaymentMethod(method: PaymentMethod): string {
  if (method.kind === 'sepa_debit') {
    return method.mandateReference
      ? m.orders_method_sepa_mandate({ last4: method.last4, mandate: method.mandateReference })
      : m.orders_method_sepa({ last4: method.last4 });
  }
  const brand = cardBrand(method.brand);
  if (!method.expMonth || !method.expYear) return m.orders_method_card({ brand, last4: method.last4 });
  return m.orders_method_card_expiry({
    brand,
    last4: method.last4,
    expiry: `${String(method.expMonth).padStart(2, '0')}/${method.expYear}`,
  });
}

/**
 * Pick a saved card or SEPA mandate, or type a new card. An order with nothing to pay (a switch
 * back to a free plan) is confirmed without any payment method.
 */
export function PaymentChoice({
  total,
  payLabel,
  onPay,
}: {
  total: number;
  payLabel: string;
  onPay: (input: PayInput) => Promise<void>;
}) {
  const methods = useQuery(paymentMethodsQueryOptions());
  const [picked, setPicked] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const saved = methods.data ?? [];
  // Chosen once the saved methods are known, then left to the customer: a card saved during a
  // failed attempt must not swap the form (and its message) for another choice.
  const firstChoice = saved.find((method) => method.isDefault)?.id ?? saved[0]?.id ?? NEW_CARD;
  const loaded = !methods.isPending;
  useEffect(() => {
    if (loaded) setPicked((current) => current ?? firstChoice);
  }, [loaded, firstChoice]);

  const run = async (input: PayInput) => {
    setPending(true);
    setError(null);
    try {
      await onPay(input);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  if (total === 0) {
    return (
      <div className="grid gap-3">
        <p className="text-sm">{m.orders_nothing_to_charge()}</p>
        <Alert>{error ?? undefined}</Alert>
        <PendingButton pending={pending} onClick={() => void run({})} className="justify-self-start">
          {m.orders_confirm_order()}
        </PendingButton>
      </div>
    );
  }

  const choice = picked ?? firstChoice;
  return (
    <div className="grid gap-4">
      {saved.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{m.orders_pay_with()}</legend>
          {[
            ...saved.map((method) => ({ value: method.id, label: describePaymentMethod(method) })),
            { value: NEW_CARD, label: m.orders_new_card() },
          ].map((option) => (
            <label
              key={option.value}
              className="flex items-center gap-2 rounded-md border border-input px-3 py-2 text-sm"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={choice === option.value}
                onChange={() => {
                  setPicked(option.value);
                  setError(null);
                }}
                className="size-4 accent-primary"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {methods.isError ? <p className="text-sm text-muted-foreground">{m.orders_methods_error()}</p> : null}
      {choice === NEW_CARD ? (
        <NewCardForm payLabel={payLabel} onPay={onPay} />
      ) : (
        <div className="grid gap-3">
          <Alert>{error ?? undefined}</Alert>
          <PendingButton
            pending={pending}
            onClick={() => void run({ paymentMethodId: choice })}
            className="justify-self-start"
          >
            {payLabel}
          </PendingButton>
        </div>
      )}
    </div>
  );
}
