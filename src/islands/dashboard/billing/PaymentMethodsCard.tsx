import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentMethod } from '../../../server/payments/payments.schemas.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../stores/toasts.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { AddPaymentMethodDialog } from './AddPaymentMethodDialog.tsx';
import { billingKeys, billingPaths, paymentMethodsQueryOptions } from './billing.queries.ts';
import { fetchJson } from './fetch-json.ts';

/** How a method reads in a list: 'Visa ending 4242, expires 12/2030'. */
export function describeMethod(method: PaymentMethod): string {
  if (method.kind === 'sepa_debit') return `SEPA Direct Debit …${method.last4}${method.mandateReference ? ` (mandate ${method.mandateReference})` : ''}`;
  const expiry = method.expMonth && method.expYear ? `, expires ${String(method.expMonth).padStart(2, '0')}/${method.expYear}` : '';
  return `${method.brand ?? 'Card'} ending ${method.last4}${expiry}`;
}

function RemoveMethod({ method }: { method: PaymentMethod }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => fetchJson(`${billingPaths.paymentMethods}/${encodeURIComponent(method.id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      setOpen(false);
      void client.invalidateQueries({ queryKey: billingKeys.paymentMethods });
      toast({ title: 'Payment method removed' });
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Remove ${describeMethod(method)}`}>
        Remove
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove this payment method?</DialogTitle>
          <DialogDescription>{describeMethod(method)} will no longer be charged.</DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
            {errorMessage(remove.error)}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <PendingButton variant="destructive" pending={remove.isPending} onClick={() => remove.mutate()}>
            Remove
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** /billing: saved cards and SEPA mandates, the default one, adding and removing. */
export function PaymentMethodsCard() {
  const client = useQueryClient();
  const methods = useQuery(paymentMethodsQueryOptions());
  const manages = useCan('billing.manage');
  const makeDefault = useMutation({
    mutationFn: (id: string) => fetchJson<PaymentMethod>(`${billingPaths.paymentMethods}/${encodeURIComponent(id)}/default`, { method: 'POST' }),
    onSuccess: (method) => {
      void client.invalidateQueries({ queryKey: billingKeys.paymentMethods });
      toast({ title: `${describeMethod(method)} is now the default`, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Could not change the default', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <div className="grid gap-3">
      {methods.isPending ? <Spinner label="Loading the payment methods" /> : null}
      {methods.isError ? <p role="alert" className="text-sm text-destructive">Could not load the payment methods. {methods.error.message}</p> : null}
      {methods.data?.length === 0 ? <p className="text-sm text-muted-foreground">No saved payment method yet.</p> : null}
      {methods.data && methods.data.length > 0 ? (
        <ul className="grid gap-2" aria-label="Saved payment methods">
          {methods.data.map((method) => (
            <li key={method.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3" data-payment-method={method.last4}>
              <span className="text-sm">
                {describeMethod(method)}
                <span className="block text-xs text-muted-foreground">{method.holderName}</span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                {!manages ? (
                  method.isDefault ? <span className="rounded-full border border-primary px-2 py-0.5 text-xs font-medium text-primary">Default</span> : null
                ) : method.isDefault ? (
                  <span className="rounded-full border border-primary px-2 py-0.5 text-xs font-medium text-primary">Default</span>
                ) : (
                  <PendingButton
                    variant="outline"
                    size="sm"
                    pending={makeDefault.isPending && makeDefault.variables === method.id}
                    onClick={() => makeDefault.mutate(method.id)}
                    aria-label={`Make ${describeMethod(method)} the default`}
                  >
                    Make default
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
