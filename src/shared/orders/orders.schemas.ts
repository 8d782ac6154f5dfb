import { z } from 'zod';
import { clusterSpecSchema } from '../clusters/clusters.schemas.ts';
import type { TokenizedCard } from '../payments/tokenized-card.ts';
import { quoteSchema } from '../pricing/pricing.schemas.ts';
import { m } from '../i18n/messages.ts';
import type { OrderEventText } from './order-event-text.types.ts';

// Client-safe: the orders API on the wire; paths and field names are a contract clients rely on.

export const orderKindSchema = z.enum(['cluster', 'addon', 'product', 'support']);
export type OrderKind = z.infer<typeof orderKindSchema>;

export const orderStatusSchema = z.enum(['pending_payment', 'paid', 'fulfilling', 'completed', 'cancelled', 'failed']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

const common = {
  currency: z.enum(['USD', 'EUR', 'GBP'], { error: () => m.field_choose_usd_eur_gbp() }),
  billingCycle: z.enum(['monthly', 'yearly'], { error: () => m.field_choose_monthly_yearly() }),
  promoCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(32)
    .optional()
    .transform((code) => (code ? code : undefined)),
};

/** The terms every order states: currency, billing cycle and an optional promo code (forms reuse them). */
export const orderTermsSchema = z.object(common);

/** POST /api/orders and POST /api/pricing/quote: what is bought; the server prices it. */
export const orderInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cluster'), cluster: clusterSpecSchema, ...common }),
  z.object({
    kind: z.literal('addon'),
    addon: z.object({
      clusterId: z.string().min(1, { error: () => m.field_choose_cluster() }),
      addonId: z.string().min(1, { error: () => m.field_choose_add() }),
      /** A version the catalog still offers; the newest when left out. */
      version: z
        .string()
        .regex(/^\d+\.\d+\.\d+$/, { error: () => m.field_choose_version_from_list() })
        .optional(),
    }),
    ...common,
  }),
  z.object({
    kind: z.literal('product'),
    product: z.object({
      productId: z.string().min(1, { error: () => m.field_choose_product() }),
      quantity: z
        .int({ error: () => m.field_whole_number() })
        .min(1, { error: () => m.field_at_least_1() })
        .max(100_000, { error: () => m.field_at_most_100_000() }),
      clusterId: z.string().min(1).optional(),
    }),
    ...common,
  }),
  z.object({
    kind: z.literal('support'),
    support: z.object({ planId: z.string().min(1, { error: () => m.field_choose_plan() }) }),
    ...common,
  }),
]);
export type OrderInput = z.output<typeof orderInputSchema>;

/** A step of an order's life, shown as its timeline. */
export const orderEventSchema = z.object({
  at: z.string(),
  type: z.enum([
    'created',
    'repriced',
    'payment_started',
    'requires_action',
    'payment_failed',
    'paid',
    'invoice_issued',
    'fulfilment_started',
    'progress',
    'completed',
    'cancelled',
    'failed',
    'refunded',
  ]),
  message: z.string(),
  /** 0–100 during fulfilment (a cluster's provisioning). */
  progress: z.int().min(0).max(100).optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * An event as stored: `text`, when present, is what `message` says in English, as data, said
 * again in the reader's language when read (order-event-text.ts); the answer carries `message` only.
 */
export type OrderEventRecord = OrderEvent & { text?: OrderEventText };

/** Where the order's payment stands. */
export const orderPaymentSchema = z.object({
  state: z.enum(['none', 'processing', 'requires_action', 'failed', 'succeeded']),
  method: z
    .object({
      kind: z.enum(['card', 'sepa_debit', 'none']),
      brand: z.string().nullable(),
      last4: z.string().nullable(),
    })
    .nullable(),
  challengeId: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  chargeId: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** An order as the API answers it: the quote it was priced at (locked until `rateLockedUntil`), and what became of it. */
export const orderSchema = quoteSchema.extend({
  id: z.string(),
  number: z.string(),
  kind: orderKindSchema,
  status: orderStatusSchema,
  rateLockedUntil: z.string(),
  clusterId: z.string().nullable(),
  cluster: clusterSpecSchema.nullable(),
  addon: z.object({ clusterId: z.string(), addonId: z.string(), version: z.string().optional() }).nullable(),
  product: z.object({ productId: z.string(), quantity: z.int(), clusterId: z.string().nullable() }).nullable(),
  support: z.object({ planId: z.string() }).nullable(),
  payment: orderPaymentSchema,
  invoiceId: z.string().nullable(),
  creditNoteId: z.string().nullable(),
  failureReason: z.string().nullable(),
  events: z.array(orderEventSchema),
  buyer: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** A card typed at checkout with "save it": vaulted by the provider, kept by us once it has paid. */
export type CardToSave = { card: TokenizedCard; holderName: string; userId: string };

/**
 * An order as stored: the answer plus its owner, the request that created it, and the payment
 * attempt in progress (checkout.service.ts, payment-recovery.ts).
 */
export type OrderRecord = Omit<Order, 'events'> & {
  events: OrderEventRecord[];
  organizationId: string;
  /** The Idempotency-Key (hashed with its caller) the order was created under: one order per key. */
  requestKey?: string | null;
  /** The attempt holding the order while its payment is processing or waits for 3-D Secure. */
  paymentAttemptId?: string | null;
  /** When that attempt claimed the order. */
  paymentClaimedAt?: string | null;
  /**
   * Until when the attempt belongs to the request that made it (renewed while it waits for the
   * provider), or until its 3-D Secure challenge expires; past it the recovery settles it.
   */
  paymentLeaseUntil?: string | null;
  /** How the invoice will name what pays (the saved method with its mandate, or the card). */
  paymentDescription?: string | null;
  /** The attempt that paid: a retry of that request gets the paid order back. */
  paidAttemptId?: string | null;
  cardToSave?: CardToSave | null;
};

/** The answer of POST /api/orders/{id}/pay while 3-D Secure waits for the customer. */
export const requiresActionSchema = orderSchema.extend({
  status: z.literal('requires_action'),
  challenge: z.object({ id: z.string(), expiresAt: z.string() }),
});

/** A card typed at checkout (the checkout form reuses its fields). */
export const cardInputSchema = z.object({
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
});

/**
 * An empty body: only for an order whose total is 0 (a switch back to a free plan). Its keys are
 * `never` rather than a strict empty object so that, inside the union below, a mistyped card
 * still gets its field messages instead of one "invalid input".
 */
const nothingToPaySchema = z
  .object({ paymentMethodId: z.never().optional(), card: z.never().optional() })
  .describe('Nothing to pay (an order whose total is 0)');

/** POST /api/orders/{id}/pay. */
export const payInputSchema = z.union([
  z.object({ paymentMethodId: z.string().min(1) }),
  z.object({ card: cardInputSchema, save: z.boolean().optional() }),
  nothingToPaySchema,
]);
export type PayInput = z.infer<typeof payInputSchema>;
/** A pay request without a payment method. */
export type NothingToPay = z.infer<typeof nothingToPaySchema>;

/** True for the empty pay request of an order with nothing to pay. */
export const isNothingToPay = (input: PayInput): input is NothingToPay =>
  !('card' in input && input.card) && !('paymentMethodId' in input && input.paymentMethodId);

/** POST /api/orders/{id}/challenge: the customer's answer on the 3-D Secure screen. */
export const challengeInputSchema = z.object({ challengeId: z.string().min(1), outcome: z.enum(['approve', 'fail']) });

/** GET /api/orders query. */
export const orderListQuerySchema = z.object({
  kind: orderKindSchema.optional(),
  status: orderStatusSchema.optional(),
  q: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().optional(),
});
