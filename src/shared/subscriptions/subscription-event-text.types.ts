import type { ProductSubscription } from '../products/product-subscriptions.schemas.ts';

/** How often a subscription renews. */
type Cycle = 'monthly' | 'yearly';
type PricingUnit = ProductSubscription['pricingUnit'];

/**
 * What a subscription's history says (a cluster's, a support plan's, a product's), as data: said
 * in the language of whoever reads it. The record keeps the English sentence as well (`message`),
 * as it always did; older events have only that. Days are ISO days ('2026-11-27').
 */
export type SubscriptionEventText =
  | { key: 'cluster_activated'; until: string; order: string; cycle: Cycle }
  | { key: 'addon_added'; addon: string; until: string }
  | { key: 'raise_charged'; remaining: number; period: number }
  | { key: 'cluster_deleted' }
  | { key: 'cluster_gone' }
  | { key: 'support_activated'; plan: string; until: string; order: string; cycle: Cycle }
  | { key: 'support_changed'; from: string; to: string; order: string; cycle: Cycle; renews: string }
  | { key: 'support_cancelled'; order: string; plan: string }
  | { key: 'product_activated'; product: string; cluster: string | null; quantity: number; unit: PricingUnit }
  | { key: 'cancel_requested'; until: string }
  | { key: 'cancel_withdrawn' }
  | { key: 'period_ended' }
  | { key: 'renewed'; until: string }
  | { key: 'credited'; number: string; remaining: number; period: number };
