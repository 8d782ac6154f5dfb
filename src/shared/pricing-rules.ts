// The few prices and rules that are not in the catalog seed. Client-safe constants.

/** A highly available control plane on a tier that does not include one: per month. */
export const HA_CONTROL_PLANE_MONTHLY_USD_CENTS = 4900;

/** Tiers where a highly available control plane cannot be added (single-node, free). */
export const TIERS_WITHOUT_HA = ['sandbox'];

/** The promotion of the banner, code PARIS: 5 % off an organization's first paid order. */
export const PARIS = { code: 'PARIS', percentBp: 500 } as const;

/** How long an order's exchange rate stays locked before payment re-prices it. */
export const RATE_LOCK_MINUTES = 30;

/** Unpaid orders are cancelled after this long. */
export const UNPAID_ORDER_LIFETIME_HOURS = 24;
