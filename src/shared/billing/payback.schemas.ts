import { z } from 'zod';

// Client-safe: POST /api/billing/credits/payback, the credits balance paid back to the default
// payment method (what it holds beyond what invoices still owe).

export const balancePaybackSchema = z.object({
  /** Minor units of the billing currency, VAT included (the balance holds money, not a discount). */
  amount: z.int().positive(),
  currency: z.enum(['USD', 'EUR', 'GBP']),
  /** The payment method it goes to, as invoices name it: "Visa •••• 4242". */
  method: z.string(),
  at: z.string(),
});
export type BalancePayback = z.infer<typeof balancePaybackSchema>;
