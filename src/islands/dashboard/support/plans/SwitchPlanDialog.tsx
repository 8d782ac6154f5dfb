import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderTermsSchema } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { CURRENCIES } from '../../../../shared/money.ts';
import { navigate } from '../../shell/links.ts';
import { useSettled } from '../../../lib/use-settled.ts';
import { PROMO_CODE } from '../../../site/promo-banner.ts';
import { $billingCycle, $currency } from '../../../stores/currency.ts';
import { useBillingCurrency } from '../../billing/use-billing-currency.ts';
import { Button } from '../../../ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../ui/dialog.tsx';
import { Form, formMessage, useSchemaForm } from '../../../ui/form.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { FormChoice, FormField } from '../../../ui/form-field.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { QueryError } from '../../../ui/query-state.tsx';
import { OrderSummary, PromoNote } from '../../orders/checkout/OrderSummary.tsx';
import { orderStatusHref } from '../../orders/order-labels.ts';
import { createOrder, fetchQuote } from '../../orders/orders-api.ts';
import type { BillingPlans } from '../../orders/orders.queries.ts';
import { pricingKeys } from '../../../pricing/keys.ts';

type Plan = BillingPlans['plans'][number];

/** The order's terms, with the promo code as typed (an empty field is no code). */
const switchPlanSchema = orderTermsSchema.extend({
  promoCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(32, { error: () => m.support_switch_promo_max() }),
});

/**
 * Switching to a support plan: billing cycle, currency and promo code, the server's price for
 * them, then Continue creates the order and opens its checkout.
 */
export function SwitchPlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const billingCurrency = useBillingCurrency();
  const headerCurrency = useStore($currency);
  const form = useSchemaForm(switchPlanSchema, {
    currency: billingCurrency ?? headerCurrency,
    billingCycle: useStore($billingCycle),
    promoCode: '',
  });
  // The billing currency may arrive after the form opened: the order is placed in it.
  useEffect(() => {
    if (billingCurrency && form.getValues('currency') !== billingCurrency) form.setValue('currency', billingCurrency);
  }, [billingCurrency, form]);
  const terms = form.watch();
  const promo = useSettled(terms.promoCode, 400);
  const input = {
    kind: 'support' as const,
    support: { planId: plan.id },
    currency: terms.currency,
    billingCycle: terms.billingCycle,
    promoCode: promo.trim().toUpperCase() || undefined,
  };

  const quote = useQuery({
    queryKey: pricingKeys.quote(input),
    queryFn: ({ signal }) => fetchQuote(input, signal),
    staleTime: 30_000,
  });

  const submit = async (values: z.output<typeof switchPlanSchema>) => {
    const order = await createOrder({ ...input, ...values, promoCode: values.promoCode || undefined });
    onClose();
    navigate(orderStatusHref(order.id));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}>
      <DialogContent className="w-[min(40rem,calc(100vw-2rem))]">
        <DialogHeader>
          <DialogTitle>{m.support_switch_title({ plan: plan.name })}</DialogTitle>
          <DialogDescription>{m.support_switch_description()}</DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <FormChoice
            control={form.control}
            name="billingCycle"
            legend={m.support_switch_billing_cycle()}
            options={[
              { value: 'monthly', label: m.support_switch_monthly() },
              { value: 'yearly', label: m.support_switch_yearly() },
            ]}
          />
          <FormField
            control={form.control}
            name="currency"
            label={m.support_switch_currency()}
            description={
              billingCurrency
                ? m.support_switch_currency_fixed({ currency: billingCurrency })
                : m.support_switch_currency_open()
            }
          >
            {(control) => (
              <select {...control}>
                {CURRENCIES.filter((currency) => !billingCurrency || currency === billingCurrency).map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            control={form.control}
            name="promoCode"
            label={m.support_switch_promo()}
            autoCapitalize="characters"
            description={
              <>
                <span>{m.support_switch_launch_offer()}</span> {m.support_switch_promo_offer({ code: PROMO_CODE })}
              </>
            }
          />
          <div aria-live="polite" className="grid gap-3 rounded-md border border-border p-4">
            {quote.isPending ? (
              <Spinner label={m.support_switch_pricing()} />
            ) : quote.isError ? (
              <QueryError compact error={quote.error} onRetry={() => void quote.refetch()} />
            ) : (
              <>
                <OrderSummary priced={quote.data} caption={m.support_switch_price()} />
                <PromoNote priced={quote.data} />
              </>
            )}
          </div>
          <Alert>{formMessage(form)}</Alert>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{m.support_switch_not_now()}</Button>
            </DialogClose>
            <PendingButton type="submit" pending={form.formState.isSubmitting}>
              {m.support_switch_continue()}
            </PendingButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
