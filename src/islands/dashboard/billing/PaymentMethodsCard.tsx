import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '../../../shared/payments/payments.schemas.ts';
import { Button } from '../../ui/button.tsx';
import { AlertDialog } from '../../ui/alert-dialog.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../stores/toasts.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { AddPaymentMethodDialog } from './AddPaymentMethodDialog.tsx';
import { billingKeys, billingPaths, paymentMethodsQueryOptions } from './billing.queries.ts';
import { apiJson, invalidateApi } from '../../lib/api/client.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { QueryError } from '../../ui/query-state.tsx';

/** How a method reads in a list: 'Visa ending 4242, expires 12/2030'. */
export function describeMethod(method: PaymentMethod): string {
  if (method.kind === 'sepa_debit') {
    return method.mandateReference
      ? m.billing_method_sepa_mandate({ last4: method.last4, reference: method.mandateReference })
      : m.billing_method_sepa({ last4: method.last4 });
  }
  const card = { brand: method.brand ?? m.billing_method_kind_card(), last4: method.last4 };
  return method.expMonth && method.expYear
    ? m.billing_method_card_expiry({ ...card, month: String(method.expMonth).padStart(2, '0'), year: method.expYear })
    : m.billing_method_card(card);
}

function RemoveMethod({ method }: { method: PaymentMethod }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiJson(`${billingPaths.paymentMethods}/${encodeURIComponent(method.id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void invalidateApi(client, [billingKeys.paymentMethods]);
      toast({ title: m.billing_method_removed() });
    },
  });
  return (
    <AlertDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          aria-label={m.billing_remove_method_aria({ method: describeMethod(method) })}
        >
          {m.billing_remove()}
        </Button>
      }
      title={m.billing_remove_method_title()}
      description={m.billing_remove_method_description({ method: describeMethod(method) })}
      cancelLabel={m.billing_keep_it()}
      confirmLabel={m.billing_remove()}
      destructive
      onConfirm={() => remove.mutateAsync()}
    />
  );
}

/** /billing: saved cards and SEPA mandates, the default one, adding and removing. */
export function PaymentMethodsCard() {
  const client = useQueryClient();
  const methods = useQuery(paymentMethodsQueryOptions());
  const manages = useCan('billing.manage');
  const makeDefault = useMutation({
    mutationFn: (id: string) =>
      apiJson<PaymentMethod>(`${billingPaths.paymentMethods}/${encodeURIComponent(id)}/default`, { method: 'POST' }),
    onSuccess: (method) => {
      void invalidateApi(client, [billingKeys.paymentMethods]);
      toast({ title: m.billing_method_default_toast({ method: describeMethod(method) }), variant: 'success' });
    },
    onError: (error) =>
      toast({ title: m.billing_method_default_error(), description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <div className="grid gap-3">
      {methods.isPending ? <Spinner label={m.billing_methods_loading()} /> : null}
      {methods.isError ? (
        <QueryError
          error={methods.error}
          onRetry={() => void methods.refetch()}
          text={(message) => m.billing_methods_error({ error: message })}
        />
      ) : null}
      {methods.data?.length === 0 ? <p className="text-sm text-muted-foreground">{m.billing_methods_empty()}</p> : null}
      {methods.data && methods.data.length > 0 ? (
        <ul className="grid gap-2" aria-label={m.billing_methods_list()}>
          {methods.data.map((method) => (
            <li
              key={method.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
              data-payment-method={method.last4}
            >
              <span className="text-sm">
                {describeMethod(method)}
                <span className="block text-xs text-muted-foreground">{method.holderName}</span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                {!manages ? (
                  method.isDefault ? (
                    <span className="rounded-full border border-primary px-2 py-0.5 text-xs font-medium text-primary">
                      {m.billing_method_default()}
                    </span>
                  ) : null
                ) : method.isDefault ? (
                  <span className="rounded-full border border-primary px-2 py-0.5 text-xs font-medium text-primary">
                    {m.billing_method_default()}
                  </span>
                ) : (
                  <PendingButton
                    variant="outline"
                    size="sm"
                    pending={makeDefault.isPending && makeDefault.variables === method.id}
                    onClick={() => makeDefault.mutate(method.id)}
                    aria-label={m.billing_make_default_aria({ method: describeMethod(method) })}
                  >
                    {m.billing_make_default()}
                  </PendingButton>
                )}
                {manages ? <RemoveMethod method={method} /> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {manages ? (
        <div>
          <AddPaymentMethodDialog />
        </div>
      ) : (
        <RoleNote permission="billing.manage" />
      )}
    </div>
  );
}
