import { RoleNote } from '../../auth/RoleNote.tsx';
import { useCan } from '../../auth/use-can.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { budgetSchema, type BudgetStatus } from '../../../shared/billing/budget.schemas.ts';
import { CURRENCIES, type Currency } from '../../../shared/money.ts';
import { Button } from '../../ui/button.tsx';
import { formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { PendingButton } from '../../ui/pending-button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../stores/toasts.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { billingKeys, billingPaths, budgetQueryOptions } from './billing.queries.ts';
import { BudgetProgress } from './BudgetProgress.tsx';
import { applyServerErrors, Field } from './field.tsx';
import { apiJson, invalidateApi } from '../../lib/api/client.ts';
import { useHeaderCurrency } from './use-header-currency.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { QueryError } from '../../ui/query-state.tsx';

/** The form's amount is typed in units (499.99) and sent in minor units, checked by budgetSchema. */
const budgetFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, { error: () => m.billing_budget_amount_format() })
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(budgetSchema.shape.amount),
  currency: budgetSchema.shape.currency,
});

function BudgetForm({ status, onDone }: { status: BudgetStatus; onDone: () => void }) {
  const headerCurrency = useHeaderCurrency();
  const client = useQueryClient();
  const form = useSchemaForm(budgetFormSchema, {
    amount: status.budget ? (status.budget.amount / 100).toFixed(2) : '',
    currency: status.currencyFixed ? status.currency : (status.budget?.currency ?? headerCurrency),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await apiJson<BudgetStatus>(billingPaths.budget, { method: 'PUT', body: values });
      client.setQueryData(budgetQueryOptions().queryKey, saved);
      void invalidateApi(client, [billingKeys.summary]);
      toast({ title: m.billing_budget_saved(), variant: 'success' });
      onDone();
    } catch (error) {
      applyServerErrors(form, error, ['amount', 'currency']);
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      aria-label={m.billing_section_budget()}
    >
      <Alert>{formMessage(form)}</Alert>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <Field label={m.billing_section_budget()} error={errors.amount?.message} hint={m.billing_budget_hint()}>
          {(ids) => <input {...ids} inputMode="decimal" className={inputClass} {...form.register('amount')} />}
        </Field>
        <Field
          label={m.billing_currency()}
          error={errors.currency?.message}
          hint={status.currencyFixed ? m.billing_budget_currency_fixed_hint() : undefined}
        >
          {(ids) => (
            <select {...ids} className={inputClass} {...form.register('currency')}>
              {CURRENCIES.filter((c) => !status.currencyFixed || c === status.currency).map((c: Currency) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex gap-2">
        <PendingButton type="submit" pending={form.formState.isSubmitting}>
          {m.billing_save_budget()}
        </PendingButton>
        <Button variant="outline" onClick={onDone}>
          {m.billing_cancel()}
        </Button>
      </div>
    </form>
  );
}

/** /billing: set, change or remove the monthly budget, and where spending stands against it. */
export function BudgetCard() {
  const client = useQueryClient();
  const status = useQuery(budgetQueryOptions());
  const [editing, setEditing] = useState(false);
  const manages = useCan('billing.manage');
  const remove = useMutation({
    mutationFn: () => apiJson(billingPaths.budget, { method: 'DELETE' }),
    onSuccess: () => {
      void invalidateApi(client, [billingKeys.summary]);
      toast({ title: m.billing_budget_removed() });
    },
    onError: (error) =>
      toast({ title: m.billing_budget_remove_error(), description: errorMessage(error), variant: 'destructive' }),
  });
  if (status.isPending) return <Spinner label={m.billing_budget_loading()} />;
  if (status.isError)
    return (
      <QueryError
        error={status.error}
        onRetry={() => void status.refetch()}
        text={(message) => m.billing_budget_error({ error: message })}
      />
    );
  if (!manages) {
    return (
      <div className="grid gap-2">
        {status.data.budget ? (
          <BudgetProgress status={status.data} />
        ) : (
          <p className="text-sm text-muted-foreground">{m.billing_budget_none()}</p>
        )}
        <RoleNote permission="billing.manage" />
      </div>
    );
  }
  if (editing || !status.data.budget) {
    return editing ? (
      <BudgetForm status={status.data} onDone={() => setEditing(false)} />
    ) : (
      <div className="grid justify-items-start gap-2">
        <p className="text-sm text-muted-foreground">{m.billing_budget_none_set_one()}</p>
        <Button onClick={() => setEditing(true)}>{m.billing_set_budget()}</Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <BudgetProgress status={status.data} />
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => setEditing(true)}>
          {m.billing_change_budget()}
        </Button>
        <PendingButton variant="outline" pending={remove.isPending} onClick={() => remove.mutate()}>
          {m.billing_remove_budget()}
        </PendingButton>
      </div>
    </div>
  );
}
