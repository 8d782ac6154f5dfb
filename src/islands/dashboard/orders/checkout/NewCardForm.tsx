import type { PayInput } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { Form, formMessage, useSchemaForm } from '../../../ui/form.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { cardFieldsFromServer, cardFormSchema, cardPayInput } from './card-form.ts';

/**
 * A card typed at checkout, optionally saved for later payments. `onPay` throws what the server
 * answered: its field messages land on the fields, a decline shows as the form's message.
 */
export function NewCardForm({ payLabel, onPay }: { payLabel: string; onPay: (input: PayInput) => Promise<void> }) {
  const form = useSchemaForm(cardFormSchema, { number: '', expiry: '', cvc: '', name: '', save: false });
  const submit = async (values: Parameters<typeof cardPayInput>[0]) => {
    try {
      await onPay(cardPayInput(values));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        throw new ApiError(error.message, {
          status: error.status,
          code: error.code,
          fields: cardFieldsFromServer(error.fields),
        });
      }
      throw error;
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <FormField
        control={form.control}
        name="number"
        label={m.orders_card_number()}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="expiry"
          label={m.orders_card_expiry()}
          autoComplete="cc-exp"
          placeholder="12/30"
        />
        <FormField
          control={form.control}
          name="cvc"
          label={m.orders_card_cvc()}
          inputMode="numeric"
          autoComplete="cc-csc"
        />
      </div>
      <FormField control={form.control} name="name" label={m.orders_card_name()} autoComplete="cc-name" />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('save')} />
        {m.orders_card_save()}
      </label>
      <Alert>{formMessage(form)}</Alert>
      <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
        {payLabel}
      </PendingButton>
    </Form>
  );
}
