import { withLocale } from '../i18n/request-locale.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import { printedDay } from '../invoices/printed-words.ts';
import type { ProductSubscription } from '../../shared/products/product-subscriptions.schemas.ts';
import type { SubscriptionEventText } from '../../shared/subscriptions/subscription-event-text.types.ts';
import { m } from '../../shared/i18n/messages.ts';
import { storedSentenceIn } from '../i18n/stored-sentences.ts';

export type { SubscriptionEventText };

type PricingUnit = ProductSubscription['pricingUnit'];

/** "3 nodes", "250 GB", "1 cluster", "one organization-wide licence", in the language being written. */
export function describeQuantity(quantity: number, unit: PricingUnit): string {
  if (unit === 'flat') return m.notice_quantity_organization_licence();
  if (unit === 'per GB') return `${quantity} GB`;
  return unit === 'per node'
    ? m.notice_quantity_nodes({ count: quantity })
    : m.notice_quantity_clusters({ count: quantity });
}

/** The event in the language being written (the reader's, when read), its days written by `day`. */
export function subscriptionEventText(text: SubscriptionEventText, day: (iso: string) => string = printedDay): string {
  switch (text.key) {
    case 'cluster_activated': {
      const inputs = { until: day(text.until), number: text.order };
      return text.cycle === 'yearly'
        ? m.notice_subscription_event_cluster_activated_yearly(inputs)
        : m.notice_subscription_event_cluster_activated_monthly(inputs);
    }
    case 'addon_added':
      return m.notice_subscription_event_addon_added({ addon: text.addon, until: day(text.until) });
    case 'raise_charged':
      return m.notice_subscription_event_raise_charged({ remaining: text.remaining, period: text.period });
    case 'cluster_deleted':
      return m.notice_subscription_event_cluster_deleted();
    case 'cluster_gone':
      return m.notice_subscription_event_cluster_gone();
    case 'support_activated': {
      const inputs = { plan: text.plan, until: day(text.until), number: text.order };
      return text.cycle === 'yearly'
        ? m.notice_subscription_event_support_activated_yearly(inputs)
        : m.notice_subscription_event_support_activated_monthly(inputs);
    }
    case 'support_changed': {
      const inputs = { from: text.from, to: text.to, number: text.order, date: day(text.renews) };
      return text.cycle === 'yearly'
        ? m.notice_subscription_event_support_changed_yearly(inputs)
        : m.notice_subscription_event_support_changed_monthly(inputs);
    }
    case 'support_cancelled':
      return m.notice_subscription_event_support_cancelled({ number: text.order, plan: text.plan });
    case 'product_activated': {
      const quantity = describeQuantity(text.quantity, text.unit);
      return text.cluster
        ? m.notice_subscription_event_product_activated_on({ product: text.product, cluster: text.cluster, quantity })
        : m.notice_subscription_event_product_activated({ product: text.product, quantity });
    }
    case 'cancel_requested':
      return m.notice_subscription_event_cancel_requested({ until: day(text.until) });
    case 'cancel_withdrawn':
      return m.notice_subscription_event_cancel_withdrawn();
    case 'period_ended':
      return m.notice_subscription_event_period_ended();
    case 'renewed':
      return m.notice_subscription_event_renewed({ until: day(text.until) });
    case 'credited':
      return m.notice_subscription_event_credited({
        number: text.number,
        remaining: text.remaining,
        period: text.period,
      });
  }
}

/** What a subscription's event stores: the English sentence (as it always was) and the data to say it again. */
export const storedSubscriptionEvent = (
  text: SubscriptionEventText,
): { message: string; text: SubscriptionEventText } => ({
  // The stored sentence keeps its ISO days, as it always did: it is read back to say it again.
  message: withLocale('en', () => subscriptionEventText(text, (iso) => iso.slice(0, 10))),
  text,
});

/** An event's sentence for its reader: said again in their language when it was stored as data. */
export function subscriptionEventMessage(event: { message: string; text?: SubscriptionEventText }): string {
  return event.text ? subscriptionEventText(event.text) : storedSentenceIn(event.message, currentLocale());
}

/** A subscription's history as the API answers it: each event in the reader's language, without its data. */
export function historyForReader<E extends { message: string; text?: SubscriptionEventText }>(
  events: readonly E[],
): Omit<E, 'text'>[] {
  return events.map(({ text, ...event }) => ({
    ...event,
    message: subscriptionEventMessage({ message: event.message, text }),
  }));
}
