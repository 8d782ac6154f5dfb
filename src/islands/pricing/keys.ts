/** Query keys of prices; one key per endpoint, the API path first. */
export const pricingKeys = {
  /** POST /api/pricing/quote for one input (the wizard's live price, plan switches, suggestions). */
  quote: (...input: readonly unknown[]) => ['/api/pricing/quote', ...input] as const,
  /** POST /api/pricing/estimate for the estimator's items. */
  estimate: (input: unknown) => ['/api/pricing/estimate', input] as const,
};
