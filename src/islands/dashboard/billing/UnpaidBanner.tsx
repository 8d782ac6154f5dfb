import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { BillingSummary } from '../../../shared/billing/billing.schemas.ts';
import type { Invoice } from '../../../shared/invoices/invoices.schemas.ts';
import { Button } from '../../ui/button.tsx';
import { AlertDialog } from '../../ui/alert-dialog.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { toast } from '../../stores/toasts.ts';
import { billingKeys, billingPaths, paymentMethodsQueryOptions } from './billing.queries.ts';
import { apiJson, invalidateApi } from '../../lib/api/client.ts';
import { formatDay } from '../../ui/date-time.ts';
import { describeMethod } from './PaymentMethodsCard.tsx';
import { formatMinorUnits } from '../../../shared/money.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { Alert } from '../../ui/alert.tsx';

type Unpaid = BillingSummary['unpaidInvoices'][number];

function PayNow({ invoice }: { invoice: Unpaid }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const methods = useQuery({ ...paymentMethodsQueryOptions(), enabled: open });
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  const methodId = chosen || methods.data?.find((method) => method.isDefault)?.id || methods.data?.[0]?.id || '';
  const pay = useMutation({
    mutationFn: () =>
      apiJson<Invoice>(`${billingPaths.invoices}/${encodeURIComponent(invoice.id)}/pay`, {
        method: 'POST',
        body: { paymentMethodId: methodId },
      }),
    onSuccess: () => {
      void invalidateApi(client, [billingKeys.summary, billingKeys.invoices]);
      toast({ title: m.billing_invoice_paid_toast({ number: invoice.number }), variant: 'success' });
    },
  });
  const amount = formatMinorUnits(invoice.total, invoice.currency);
  return (
    <AlertDialog
      trigger={
        <Button size="sm">
          {m.billing_pay_now()}
          <span className="sr-only"> {m.billing_pay_now_invoice({ number: invoice.number })}</span>
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={m.billing_pay_invoice_title({ number: invoice.number })}
      description={m.billing_pay_description({ amount })}
      cancelLabel={m.billing_cancel()}
      confirmLabel={m.billing_pay_amount({ amount })}
      confirmDisabled={!methodId}
      onConfirm={() => pay.mutateAsync()}
    >
      {methods.data?.length === 0 ? (
        <p className="text-sm">{m.billing_pay_no_method()}</p>
      ) : (
        <div className="grid gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {m.billing_pay_with()}
          </label>
          <select id={selectId} className={inputClass} value={methodId} onChange={(e) => setChosen(e.target.value)}>
            {methods.data?.map((method) => (
              <option key={method.id} value={method.id}>
                {describeMethod(method)}
              </option>
            ))}
          </select>
        </div>
      )}
    </AlertDialog>
  );
}

/** What is unpaid, and whether it stops new orders, with a way to pay at once. */
export function UnpaidBanner({ summary }: { summary: BillingSummary }) {
  const pays = useCan('billing.manage');
  if (summary.unpaidInvoices.length === 0 && !summary.ordersSuspendedBy) return null;
  return (
    <Alert look="banner" className="grid gap-2">
      <p className="font-semibold">
        {summary.ordersSuspendedBy
          ? m.billing_orders_suspended({ number: summary.ordersSuspendedBy.number })
          : m.billing_unpaid_invoices()}
      </p>
      <ul className="grid gap-2">
        {summary.unpaidInvoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {m.billing_unpaid_item({
                number: invoice.number,
                amount: formatMinorUnits(invoice.total, invoice.currency),
                status: invoice.status === 'failed' ? m.billing_unpaid_failed() : m.billing_unpaid_due(),
              })}
              {invoice.nextAttemptAt
                ? ` · ${m.billing_unpaid_next_attempt({ date: formatDay(invoice.nextAttemptAt) })}`
                : ''}
            </span>
            {pays ? <PayNow invoice={invoice} /> : null}
          </li>
        ))}
      </ul>
      {pays ? null : <RoleNote permission="billing.manage" />}
    </Alert>
  );
}
