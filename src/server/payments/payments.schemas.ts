import { z } from 'zod';
import { isValidIban } from './card-checks.ts';

// Client-safe: saved payment methods on the wire. Only brand, last 4 digits, expiry and the
// provider's token are ever stored (DESIGN.md): never a card number or a CVC.

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
      number: z.string().trim().min(12, 'Enter the card number.').max(23),
      expMonth: z.coerce.number().int().min(1, 'Month 1–12.').max(12, 'Month 1–12.'),
      expYear: z.coerce.number().int().min(2000, 'Enter the year.').max(2100, 'Enter the year.'),
      cvc: z.string().trim().regex(/^\d{3,4}$/, '3 or 4 digits.'),
      name: z.string().trim().min(2, 'Enter the name on the card.').max(80),
    }),
    makeDefault: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('sepa_debit'),
    sepa: z.object({
      iban: z.string().trim().refine(isValidIban, 'This IBAN is not valid: check the country code and the digits.'),
      name: z.string().trim().min(2, 'Enter the account holder.').max(80),
      acceptMandate: z.literal(true, 'Accept the SEPA Direct Debit mandate to continue.'),
    }),
    makeDefault: z.boolean().optional(),
  }),
]);
export type NewPaymentMethod = z.infer<typeof newPaymentMethodSchema>;
