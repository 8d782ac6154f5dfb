import { z } from 'zod';
import { m } from '../../../../shared/i18n/messages.ts';
import { cardInputSchema } from '../../../../shared/orders/orders.schemas.ts';
import type { PayInput } from '../../../../shared/orders/orders.schemas.ts';

/**
 * The new-card fields of the checkout: the pay endpoint's own checks for number, CVC and name,
 * and the expiry in one field as cards print it (MM/YY), split before it is sent.
 */
export const cardFormSchema = z.object({
  number: cardInputSchema.shape.number,
  expiry: z
    .string()
    .trim()
    // The message is looked up when a value is checked, in the page's language.
    .regex(/^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, { error: () => m.orders_card_expiry_invalid() }),
  cvc: cardInputSchema.shape.cvc,
  name: cardInputSchema.shape.name,
  save: z.boolean(),
});
export type CardForm = z.output<typeof cardFormSchema>;

/** The pay request of a typed card; a two-digit year is in this century. */
export function cardPayInput(form: CardForm): PayInput {
  const [month = '', year = ''] = form.expiry.split('/').map((part) => part.trim());
  return {
    card: {
      number: form.number.replace(/\s+/g, ''),
      expMonth: Number(month),
      expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
      cvc: form.cvc,
      name: form.name,
    },
    save: form.save,
  };
}

/** The server names card fields `card.number`, `card.expYear`…: the same fields in this form. */
export function cardFieldsFromServer(fields: Record<string, string> | undefined): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const name = key.replace(/^card\./, '');
    mapped[name === 'expMonth' || name === 'expYear' ? 'expiry' : name] ??= message;
  }
  return mapped;
}
