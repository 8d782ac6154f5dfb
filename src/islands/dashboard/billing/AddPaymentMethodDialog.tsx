import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { newPaymentMethodSchema, type PaymentMethod } from '../../../shared/payments/payments.schemas.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { PendingButton } from '../../ui/pending-button.tsx';
import { toast } from '../../stores/toasts.ts';
import { billingKeys, billingPaths } from './billing.queries.ts';
import { applyServerErrors, Field } from './field.tsx';
import { apiJson, invalidateApi } from '../../lib/api/client.ts';
import { m } from '../../../shared/i18n/messages.ts';

const [cardSchema, sepaSchema] = newPaymentMethodSchema.options;

function useSaved(onSaved: () => void) {
  const client = useQueryClient();
  return (method: PaymentMethod) => {
    void invalidateApi(client, [billingKeys.paymentMethods]);
    toast({
      title:
        method.kind === 'card'
          ? m.billing_card_saved_toast({ last4: method.last4 })
          : m.billing_sepa_saved_toast({ last4: method.last4 }),
      variant: 'success',
    });
    onSaved();
  };
}

function CardForm({ onSaved }: { onSaved: () => void }) {
  const saved = useSaved(onSaved);
  const form = useSchemaForm(cardSchema, {
    kind: 'card',
    card: { number: '', expMonth: '', expYear: '', cvc: '', name: '' },
    makeDefault: false,
  });
  const errors = form.formState.errors.card;
  const submit = form.handleSubmit(async (values) => {
    try {
      saved(await apiJson<PaymentMethod>(billingPaths.paymentMethods, { method: 'POST', body: values }));
    } catch (error) {
      applyServerErrors(form, error, ['card.number', 'card.expMonth', 'card.expYear', 'card.cvc', 'card.name']);
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      aria-label={m.billing_new_card_form()}
    >
      <Alert>{formMessage(form)}</Alert>
      <Field label={m.billing_card_name()} error={errors?.name?.message}>
        {(ids) => <input {...ids} autoComplete="cc-name" className={inputClass} {...form.register('card.name')} />}
      </Field>
      <Field label={m.billing_card_number()} error={errors?.number?.message}>
        {(ids) => (
          <input
            {...ids}
            autoComplete="cc-number"
            inputMode="numeric"
            className={inputClass}
            {...form.register('card.number')}
          />
        )}
      </Field>
      <div className="grid grid-cols-3 gap-3">
        <Field label={m.billing_card_month()} error={errors?.expMonth?.message}>
          {(ids) => (
            <input
              {...ids}
              autoComplete="cc-exp-month"
              inputMode="numeric"
              placeholder={m.billing_card_month_placeholder()}
              className={inputClass}
              {...form.register('card.expMonth')}
            />
          )}
        </Field>
        <Field label={m.billing_card_year()} error={errors?.expYear?.message}>
          {(ids) => (
            <input
              {...ids}
              autoComplete="cc-exp-year"
              inputMode="numeric"
              placeholder={m.billing_card_year_placeholder()}
              className={inputClass}
              {...form.register('card.expYear')}
            />
          )}
        </Field>
        <Field label={m.billing_card_cvc()} error={errors?.cvc?.message}>
          {(ids) => (
            <input
              {...ids}
              autoComplete="cc-csc"
              inputMode="numeric"
              className={inputClass}
              {...form.register('card.cvc')}
            />
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('makeDefault')} /> {m.billing_make_default_checkbox()}
      </label>
      <PendingButton type="submit" pending={form.formState.isSubmitting}>
        {m.billing_save_card()}
      </PendingButton>
    </form>
  );
}

function SepaForm({ onSaved }: { onSaved: () => void }) {
  const saved = useSaved(onSaved);
  const form = useSchemaForm(sepaSchema, {
    kind: 'sepa_debit',
    sepa: { iban: '', name: '', acceptMandate: false as unknown as true },
    makeDefault: false,
  });
  const errors = form.formState.errors.sepa;
  const submit = form.handleSubmit(async (values) => {
    try {
      saved(await apiJson<PaymentMethod>(billingPaths.paymentMethods, { method: 'POST', body: values }));
    } catch (error) {
      applyServerErrors(form, error, ['sepa.iban', 'sepa.name', 'sepa.acceptMandate']);
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-3"
      aria-label={m.billing_new_sepa_form()}
    >
      <Alert>{formMessage(form)}</Alert>
      <Field label={m.billing_sepa_holder()} error={errors?.name?.message}>
        {(ids) => <input {...ids} autoComplete="name" className={inputClass} {...form.register('sepa.name')} />}
      </Field>
      <Field label={m.billing_sepa_iban()} error={errors?.iban?.message}>
        {(ids) => <input {...ids} className={inputClass} {...form.register('sepa.iban')} />}
      </Field>
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            aria-invalid={errors?.acceptMandate ? true : undefined}
            {...form.register('sepa.acceptMandate')}
          />
          <span>{m.billing_sepa_mandate_text()}</span>
        </label>
        {errors?.acceptMandate ? <p className="text-sm text-destructive">{errors.acceptMandate.message}</p> : null}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('makeDefault')} /> {m.billing_make_default_checkbox()}
      </label>
      <PendingButton type="submit" pending={form.formState.isSubmitting}>
        {m.billing_save_mandate()}
      </PendingButton>
    </form>
  );
}

/** Adds a card or a SEPA Direct Debit mandate. */
export function AddPaymentMethodDialog() {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<'card' | 'sepa_debit'>('card');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>{m.billing_add_method()}</Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.billing_add_method()}</DialogTitle>
          <DialogDescription>{m.billing_add_method_description()}</DialogDescription>
        </DialogHeader>
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">{m.billing_method_kind_legend()}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="method-kind" checked={kind === 'card'} onChange={() => setKind('card')} />{' '}
            {m.billing_method_kind_card()}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="method-kind"
              checked={kind === 'sepa_debit'}
              onChange={() => setKind('sepa_debit')}
            />{' '}
            {m.billing_method_kind_sepa()}
          </label>
        </fieldset>
        {kind === 'card' ? <CardForm onSaved={() => setOpen(false)} /> : <SepaForm onSaved={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
