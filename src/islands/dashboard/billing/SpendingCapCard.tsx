import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { spendingCapInputSchema, type SpendingCapStatus } from '../../../shared/billing/spending-cap.schemas.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { Button } from '../../ui/button.tsx';
import { formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../stores/toasts.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { billingKeys } from './billing.queries.ts';
import { applyServerErrors, Field } from './field.tsx';
import { apiJson } from '../../lib/api/client.ts';
import { FigureBar } from './FigureBar.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { richMessage } from '../../ui/rich-message.tsx';
import { formatMonth } from '../../../shared/format/dates.ts';

const SPENDING_CAP_PATH = '/api/billing/spending-cap';

/** Under the summary's key: every order, payment or change that moves the summary moves the cap's figures too. */
export const spendingCapQueryOptions = () =>
  queryOptions<SpendingCapStatus>({
    queryKey: billingKeys.spendingCap,
    queryFn: ({ signal }) => apiJson(SPENDING_CAP_PATH, { signal }),
  });

/** The form's amount is typed in units (1500 or 1499.99) and sent in minor units, checked by the API's schema. */
const capFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, { error: () => m.billing_budget_amount_format() })
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(spendingCapInputSchema.shape.amount.unwrap()),
});

function CapForm({ status, onDone }: { status: SpendingCapStatus; onDone: () => void }) {
  const client = useQueryClient();
  const form = useSchemaForm(capFormSchema, {
    amount: status.amount === null ? '' : (status.amount / 100).toFixed(2),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await apiJson<SpendingCapStatus>(SPENDING_CAP_PATH, { method: 'PUT', body: values });
      client.setQueryData(spendingCapQueryOptions().queryKey, saved);
      toast({ title: m.billing_spending_cap_saved(), variant: 'success' });
      onDone();
    } catch (error) {
      applyServerErrors(form, error, ['amount']);
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      aria-label={m.billing_section_spending_cap()}
    >
      <Alert>{formMessage(form)}</Alert>
      <Field
        label={m.billing_spending_cap_amount({ currency: status.currency })}
        error={form.formState.errors.amount?.message}
        hint={m.billing_spending_cap_hint()}
      >
        {(ids) => <input {...ids} inputMode="decimal" className={inputClass} {...form.register('amount')} />}
      </Field>
      <div className="flex gap-2">
        <PendingButton type="submit" pending={form.formState.isSubmitting}>
          {m.billing_spending_cap_save()}
        </PendingButton>
        <Button variant="outline" onClick={onDone}>
          {m.billing_cancel()}
        </Button>
      </div>
    </form>
  );
}

/** The cap, this month's spending and the forecast against it, and what the cap refuses. */
function CapStanding({ status }: { status: SpendingCapStatus }) {
  if (status.amount === null) return null;
  const money = (amount: number) => formatMinorUnits(amount, status.currency);
  return (
    <div className="grid gap-3" data-spending-cap>
      <p className="text-sm">
        {richMessage(
          (slot) =>
            m.billing_spending_cap_for_month({ ...slot, month: formatMonth(status.month), currency: status.currency }),
          { amount: <strong className="tabular-nums">{money(status.amount)}</strong> },
        )}
      </p>
      <FigureBar
        label={m.billing_budget_spent()}
        amount={money(status.spent)}
        percent={status.spentPercent}
        tone="actual"
        barLabel={(percent) => m.billing_spending_cap_bar_label({ label: m.billing_budget_spent(), percent })}
      />
      <FigureBar
        label={m.billing_figure_forecast()}
        amount={money(status.forecast)}
        percent={status.forecastPercent}
        tone="forecast"
        barLabel={(percent) => m.billing_spending_cap_bar_label({ label: m.billing_figure_forecast(), percent })}
      />
      {status.forecastOverCap ? (
        <Alert variant="warning">
          {m.billing_spending_cap_forecast_over({ forecast: money(status.forecast), cap: money(status.amount) })}
        </Alert>
      ) : null}
    </div>
  );
}

/** /billing: the hard monthly spending cap, set or removed by owners and billing members, read by the others. */
export function SpendingCapCard() {
  const client = useQueryClient();
  const status = useQuery(spendingCapQueryOptions());
  const [editing, setEditing] = useState(false);
  const manages = useCan('billing.manage');
  const remove = useMutation({
    mutationFn: () => apiJson<SpendingCapStatus>(SPENDING_CAP_PATH, { method: 'PUT', body: { amount: null } }),
    onSuccess: (saved) => {
      client.setQueryData(spendingCapQueryOptions().queryKey, saved);
      toast({ title: m.billing_spending_cap_removed() });
    },
    onError: (error) =>
      toast({ title: m.billing_spending_cap_remove_error(), description: errorMessage(error), variant: 'destructive' }),
  });
  if (status.isPending) return <Spinner label={m.billing_spending_cap_loading()} />;
  if (status.isError)
    return (
      <QueryError
        error={status.error}
        onRetry={() => void status.refetch()}
        text={(message) => m.billing_spending_cap_error({ error: message })}
      />
    );
  const explained = <p className="text-xs text-muted-foreground">{m.billing_spending_cap_explained()}</p>;
  if (!manages) {
    return (
      <div className="grid gap-2">
        {status.data.amount === null ? (
          <p className="text-sm text-muted-foreground">{m.billing_spending_cap_none()}</p>
        ) : (
          <CapStanding status={status.data} />
        )}
        {explained}
        <RoleNote permission="billing.manage" />
      </div>
    );
  }
  if (editing) return <CapForm status={status.data} onDone={() => setEditing(false)} />;
  if (status.data.amount === null)
    return (
      <div className="grid justify-items-start gap-2">
        <p className="text-sm text-muted-foreground">{m.billing_spending_cap_none()}</p>
        {explained}
        <Button onClick={() => setEditing(true)}>{m.billing_spending_cap_set()}</Button>
      </div>
    );
  return (
    <div className="grid gap-3">
      <CapStanding status={status.data} />
      {explained}
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => setEditing(true)}>
          {m.billing_spending_cap_change()}
        </Button>
        <PendingButton variant="outline" pending={remove.isPending} onClick={() => remove.mutate()}>
          {m.billing_spending_cap_remove()}
        </PendingButton>
      </div>
    </div>
  );
}
