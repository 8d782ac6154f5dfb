import { z } from 'zod';

// Client-safe: what a price quote looks like on the wire (orders, the wizard, the estimator).

/** What a line charges for. */
export const priceLineKindSchema = z.enum([
  'tier',
  'nodes',
  'included-nodes',
  'ha-control-plane',
  'addon',
  'product',
  'support-plan',
  'plan-discount',
  'promo',
  'usage',
  'proration',
  'credit',
]);
export type PriceLineKind = z.infer<typeof priceLineKindSchema>;

/** One line of a quote: USD (the catalog's currency) and the quote's currency, in minor units. */
export const priceLineSchema = z.object({
  kind: priceLineKindSchema,
  description: z.string(),
  /** Catalog id of what is charged (tier, node size, add-on, product, plan). */
  ref: z.string().nullable(),
  quantity: z.number(),
  /** Price of one unit for the billing period, in millionths of a dollar (exact). */
  unitMicroUsd: z.int(),
  /** The line, rounded once to the cent; negative for credits and discounts. */
  amountUsdCents: z.int(),
  /** The same in the quote's currency, minor units (cents, pence). */
  amount: z.int(),
  /**
   * Price of one unit in the quote's currency (minor units), converted once: `amount` is exactly
   * `quantity` × `unitAmount`. Absent when the catalog's unit price has a fraction of a cent
   * (per-GB storage), on discounts, and on orders priced before unit prices were kept.
   */
  unitAmount: z.int().optional(),
  /** A percentage discount's rate, in basis points (500 = 5 %), so it can be recomputed exactly. */
  percentBp: z.int().optional(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/** The VAT applied to a quote. */
export const vatSchema = z.object({
  rateBp: z.int().describe('Basis points: 2000 = 20 %'),
  reverseCharge: z.boolean(),
  country: z.string().nullable(),
  reason: z.string(),
});

/** Totals of a quote: lines before discounts (subtotal), discounts, VAT, total. */
export const quoteSchema = z.object({
  currency: z.enum(['USD', 'EUR', 'GBP']),
  rate: z.number().describe('Units of the currency per US dollar, locked on the order'),
  billingCycle: z.enum(['monthly', 'yearly']),
  lines: z.array(priceLineSchema),
  discounts: z.array(priceLineSchema),
  subtotalUsdCents: z.int(),
  discountUsdCents: z.int(),
  taxUsdCents: z.int(),
  totalUsdCents: z.int(),
  subtotal: z.int(),
  discount: z.int(),
  tax: z.int(),
  total: z
    .int()
    .describe(
      'Minor units of `currency`: the total VAT included, as invoiced (the credits balance then pays part of it, like a payment method)',
    ),
  vat: vatSchema,
  promoCode: z.string().nullable(),
  /** Paid from the organization's credits balance (money held VAT included), like a payment method: never a discount. */
  creditsApplied: z
    .int()
    .default(0)
    .describe('Minor units of `currency` of the total paid from the credits balance (VAT included)'),
  creditsAppliedUsdCents: z.int().default(0),
  /** What the card or mandate is charged: `total` − `creditsApplied` (absent on orders priced before the balance was a payment). */
  amountDue: z
    .int()
    .optional()
    .describe('Minor units of `currency` charged to the payment method: total − creditsApplied'),
});
export type Quote = z.infer<typeof quoteSchema>;
