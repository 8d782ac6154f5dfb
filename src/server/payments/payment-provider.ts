import type { Currency } from '../../shared/money.ts';

/** What a charge is paid with: a provider token of a card or of a SEPA Direct Debit mandate. */
export type PaymentSource = { kind: 'card' | 'sepa_debit'; token: string };

/** A card as the provider keeps it: the number stays with the provider. */
export type TokenizedCard = { token: string; brand: string; last4: string; expMonth: number; expYear: number };

/** The outcome of a charge. */
export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'requires_action'; challengeId: string; expiresAt: string }
  | { status: 'declined'; code: 'card_declined' | 'insufficient_funds' | 'expired_card' | 'authentication_failed'; message: string };

/**
 * A payment service provider. The built-in test provider (test-provider.ts) follows DESIGN.md's
 * test cards; a real one (a PSP's API) plugs in behind the same interface.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Checks and vaults a card; throws an AppError with a field message when it cannot be used. */
  tokenizeCard(card: { number: string; expMonth: number; expYear: number; cvc: string; name: string }): Promise<TokenizedCard>;
  /** Registers a SEPA Direct Debit mandate for an IBAN already checked (ISO 13616). */
  createMandate(input: { iban: string; name: string; organizationId: string }): Promise<{ token: string; mandateReference: string; last4: string; country: string }>;
  /** Charges `amount` minor units once per `idempotencyKey`: a retry returns the first result. */
  charge(input: { amount: number; currency: Currency; source: PaymentSource; idempotencyKey: string; description: string }): Promise<ChargeResult>;
  /** The customer's answer to a 3-D Secure challenge. */
  completeChallenge(challengeId: string, outcome: 'approve' | 'fail'): Promise<ChargeResult>;
  /** Gives `amount` minor units of a charge back. */
  refund(input: { chargeId: string; amount: number; idempotencyKey: string }): Promise<{ refundId: string }>;
}
