import { eventText, type EventText } from '../clusters/event-text.ts';
import { printedWords } from '../invoices/printed-words.ts';
import { withLocale } from '../i18n/request-locale.ts';
import { formatMinorUnits, type Currency } from '../../shared/money.ts';
import { vatReason } from '../../shared/vat.ts';
import { formatNumber } from '../../shared/format/numbers.ts';
import { formatRate } from '../../shared/vat-rate.ts';
import { m } from '../../shared/i18n/messages.ts';
import { storedSentenceIn } from '../i18n/stored-sentences.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import type { OrderCancellation, OrderEventText, OrderFailure } from '../../shared/orders/order-event-text.types.ts';

export type { OrderCancellation, OrderEventText, OrderFailure };

/** The English of the failure (the order's `failureReason` and its credit note say it so). */
export const UNDELIVERABLE = 'it could not be delivered after several attempts';

/** A failure's reason as the order and its credit note store it (English, or the refusal as given). */
export const failureReason = (failure: OrderFailure): string =>
  failure.key === 'refused' ? failure.reason : UNDELIVERABLE;

/** A rate with every decimal it has, as the reader writes numbers ("0.9234", "0,9234"). */
const rateText = (rate: number) => formatNumber(rate, { maximumFractionDigits: 10 });

/** The event in the language being written (the reader's, when read). */
export function orderEventText(text: OrderEventText): string {
  switch (text.key) {
    case 'created':
      return m.notice_order_event_created({ count: text.lines, currency: text.currency });
    case 'payment_started':
      return m.notice_order_event_payment_started();
    case 'requires_action':
      return m.notice_order_event_requires_action();
    case 'paid':
      return m.notice_order_event_paid({ method: printedWords(text.method) });
    case 'invoice_issued':
      return m.notice_order_event_invoice_issued({ number: text.number });
    case 'failed':
      return text.failure.key === 'refused'
        ? m.notice_order_event_failed({ reason: text.failure.reason })
        : m.notice_order_event_undeliverable();
    case 'refunded':
      return m.notice_order_event_refunded({ number: text.creditNote });
    case 'cancelled':
      return text.cancellation.key === 'by_customer'
        ? m.notice_order_event_cancelled_by_customer()
        : m.notice_order_event_cancelled_unpaid({ hours: text.cancellation.hours });
    case 'fulfilment_started':
      return m.notice_order_event_fulfilment_started();
    case 'delivered':
      return m.notice_order_event_delivered();
    case 'cluster_step':
      return eventText(text.event);
    case 'cluster_stopped':
      return m.notice_order_event_stopped({ reason: text.reason });
    case 'cluster_running':
      return m.notice_order_event_cluster_running({ name: text.name });
    case 'cluster_applied':
      return m.notice_order_event_cluster_applied();
    case 'vat_updated':
      return m.notice_order_vat_updated({
        reason: vatReason(text),
        from: formatRate(text.fromBp),
        to: formatRate(text.toBp),
      });
    case 'credits_used': {
      const money = (amount: number) => formatMinorUnits(amount, text.currency);
      return m.notice_order_event_credits_used({
        credits: money(text.credits),
        from: money(text.from),
        to: money(text.to),
      });
    }
    case 'rate_lock_ended':
      return m.notice_order_event_rate_lock_ended({
        rate: rateText(text.rate),
        currency: text.currency,
        from: formatMinorUnits(text.from, text.currency),
        to: formatMinorUnits(text.to, text.currency),
      });
  }
}

/** What an order's event stores: the English sentence (as it always was) and the data to say it again. */
export const storedOrderEvent = (text: OrderEventText): { message: string; text: OrderEventText } => ({
  message: withLocale('en', () => orderEventText(text)),
  text,
});

/** An event's sentence for its reader: said again in their language when it was stored as data. */
export function orderEventMessage(event: { message: string; text?: OrderEventText }): string {
  return event.text ? orderEventText(event.text) : storedSentenceIn(event.message, currentLocale());
}

// Why an attempt ended without payment, when we say it ourselves: stored in English (on the order
// and its timeline) and said again in the reader's language. A provider's words (a decline) are
// written in the language of the request that paid and shown as stored.
const OUR_FAILURES = {
  payment_method_required: m.notice_payment_choose_method,
  refunded: m.notice_payment_refunded_retry,
  payment_interrupted: m.notice_payment_interrupted,
  authentication_abandoned: m.notice_payment_3ds_abandoned,
} satisfies Record<string, () => string>;

/** The English words an attempt's failure is stored with. */
export const storedFailure = (code: keyof typeof OUR_FAILURES): string => withLocale('en', OUR_FAILURES[code]);

/** A failure's words for their reader: ours in their language, anything else as stored. */
export function failureWords(stored: string): string;
export function failureWords(stored: string | null): string | null;
export function failureWords(stored: string | null): string | null {
  if (!stored) return stored;
  for (const say of Object.values(OUR_FAILURES)) if (withLocale('en', say) === stored) return say();
  return stored;
}
