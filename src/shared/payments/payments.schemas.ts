import { z } from 'zod';
import { isValidIban } from './card-checks.ts';
import { m } from '../i18n/messages.ts';

// Client-safe: saved payment methods on the wire. Only brand, last 4 digits, expiry and the
// provider's token are ever stored: never a card number or a CVC.

export const paymentMethodSchema = z.object({
  id: z.string(),
  kind: z.enum(['card', 'sepa_debit']),
  brand: z.string().nullable(),
  last4: z.string(),
  expMonth: z.int().nullable(),
  expYear: z.int().nullable(),
  holderName: z.string(),
  mandateReference: z.string().nullable(),
  country: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A payment method as stored, with the provider's token and its owner. */
export type PaymentMethodRecord = PaymentMethod & { organizationId: string; providerToken: string; createdBy: string };

/** POST /api/billing/payment-methods: a card, or a SEPA Direct Debit mandate. */
export const newPaymentMethodSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('card'),
    card: z.object({
      number: z
        .string()
        .trim()
        .min(12, { error: () => m.field_enter_card_number() })
        .max(23),
      expMonth: z.coerce
        .number()
        .int()
        .min(1, { error: () => m.field_month_1_12() })
        .max(12, { error: () => m.field_month_1_12() }),
      expYear: z.coerce
        .number()
        .int()
        .min(2000, { error: () => m.field_enter_year() })
        .max(2100, { error: () => m.field_enter_year() }),
      cvc: z
        .string()
        .trim()
        .regex(/^\d{3,4}$/, { error: () => m.field_3_4_digits() }),
      name: z
        .string()
        .trim()
        .min(2, { error: () => m.field_enter_name_card() })
        .max(80),
    }),
    makeDefault: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('sepa_debit'),
    sepa: z.object({
      iban: z
        .string()
        .trim()
        .refine(isValidIban, { error: () => m.field_iban_not_valid_check_country_code() }),
      name: z
        .string()
        .trim()
        .min(2, { error: () => m.field_enter_account_holder() })
        .max(80),
      acceptMandate: z.literal(true, { error: () => m.field_accept_sepa_direct_debit_mandate_continue() }),
    }),
    makeDefault: z.boolean().optional(),
  }),
]);
export type NewPaymentMethod = z.infer<typeof newPaymentMethodSchema>;
