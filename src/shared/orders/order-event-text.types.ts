import type { EventText } from '../clusters/event-text.types.ts';
import type { Currency } from '../money.ts';

/** Why an order could not be delivered: a refusal quoted as it was given, or retries that ran out. */
export type OrderFailure = { key: 'refused'; reason: string } | { key: 'undeliverable' };

/** Why an unpaid order was cancelled. */
export type OrderCancellation = { key: 'by_customer' } | { key: 'unpaid'; hours: number };

/**
 * What an order's timeline says, as data: said in the language of whoever reads it. The record
 * keeps the English sentence as well (`message`), as it always did; older events have only that.
 */
export type OrderEventText =
  | { key: 'created'; lines: number; currency: Currency }
  | { key: 'payment_started' }
  | { key: 'requires_action' }
  /** `method` as the invoice names it ('Visa •••• 4242', 'Credits balance'), in the reader's words when it is ours. */
  | { key: 'paid'; method: string }
  | { key: 'invoice_issued'; number: string }
  | { key: 'failed'; failure: OrderFailure }
  | { key: 'refunded'; creditNote: string }
  | { key: 'cancelled'; cancellation: OrderCancellation }
  | { key: 'fulfilment_started' }
  | { key: 'delivered' }
  /** A cluster's provisioning step, as its own event says it. */
  | { key: 'cluster_step'; event: EventText }
  /** The provisioning stopped: the provider's reason, quoted. */
  | { key: 'cluster_stopped'; reason: string }
  | { key: 'cluster_running'; name: string }
  | { key: 'cluster_applied' }
  | { key: 'vat_updated'; reverseCharge: boolean; country: string | null; fromBp: number; toBp: number }
  /** Amounts in minor units of `currency`. */
  | { key: 'credits_used'; currency: Currency; credits: number; from: number; to: number }
  | { key: 'rate_lock_ended'; currency: Currency; rate: number; from: number; to: number };
