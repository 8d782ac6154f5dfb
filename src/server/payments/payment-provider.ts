import type { Currency } from '../../shared/money.ts';
import type { TokenizedCard } from '../../shared/payments/tokenized-card.ts';

export type { TokenizedCard };

/** What a charge is paid with: a provider token of a card or of a SEPA Direct Debit mandate. */
export type PaymentSource = { kind: 'card' | 'sepa_debit'; token: string };

/** The outcome of a charge. */
export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'requires_action'; challengeId: string; expiresAt: string }
  | {
      status: 'declined';
      code: 'card_declined' | 'insufficient_funds' | 'expired_card' | 'authentication_failed';
      message: string;
    };

/**
 * What the provider knows of an attempt: its outcome (a charge that took the money says whether
 * it was refunded since), or `none` when nothing was ever charged under its key.
 */
export type AttemptOutcome =
  | Exclude<ChargeResult, { status: 'succeeded' }>
  | { status: 'succeeded'; chargeId: string; refunded: boolean }
  | { status: 'none' };

/**
 * What a charge pays, as the provider keeps it beside the charge (a real PSP's metadata): the
 * order or the invoice. Reconciliation reads it back to find the record a charge belongs to.
 */
export type ChargeReference = { kind: 'order' | 'invoice'; id: string };

/** A charge that took the money, as listed for reconciliation. */
export type SucceededCharge = {
  chargeId: string;
  /** The attempt's idempotency key, as given to `charge`. */
  idempotencyKey: string;
  reference: ChargeReference | null;
  amount: number;
  currency: string;
  /** When the money was taken (for a 3-D Secure charge, when the customer confirmed). */
  succeededAt: string;
  /** True once it was refunded in full. */
  refunded: boolean;
};

/** The outcome of a payout: sent, or refused by the source (its money stays with us). */
export type PayoutResult = { status: 'paid'; payoutId: string } | { status: 'declined'; message: string };

/** A payout that was sent, as listed for reconciliation. */
export type SentPayout = {
  payoutId: string;
  idempotencyKey: string;
  amount: number;
  currency: string;
  paidAt: string;
};

/**
 * A payment service provider. The built-in test provider (test-provider.ts) follows the test cards
 * of /documentation/test-payments; a real one (a PSP's API) plugs in behind the same interface.
 * Everything here is what real providers offer, because a crash between their answer and our commit
 * must be repairable from their side: an idempotency key per attempt, a lookup of an attempt's
 * outcome by that key, a list of the charges that succeeded, and idempotent refunds.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Checks and vaults a card; throws an AppError with a field message when it cannot be used. */
  tokenizeCard(card: {
    number: string;
    expMonth: number;
    expYear: number;
    cvc: string;
    name: string;
  }): Promise<TokenizedCard>;
  /** Registers a SEPA Direct Debit mandate for an IBAN already checked (ISO 13616). */
  createMandate(input: {
    iban: string;
    name: string;
    organizationId: string;
  }): Promise<{ token: string; mandateReference: string; last4: string; country: string }>;
  /** Charges `amount` minor units once per `idempotencyKey`: a retry returns the first result. */
  charge(input: {
    amount: number;
    currency: Currency;
    source: PaymentSource;
    idempotencyKey: string;
    description: string;
    reference: ChargeReference;
  }): Promise<ChargeResult>;
  /**
   * The outcome of the attempt made under `idempotencyKey`, without charging: `none` when the
   * provider never received it. A 3-D Secure attempt whose challenge expired reads as declined.
   */
  lookup(idempotencyKey: string): Promise<AttemptOutcome>;
  /**
   * Charges whose money was taken between `from` (inclusive) and `to` (exclusive), refunded ones
   * included, in pages of at most `limit`: `cursor` is the previous page's `nextCursor`.
   */
  listSucceededCharges(query: {
    from: string;
    to: string;
    limit: number;
    cursor?: string;
  }): Promise<{ charges: SucceededCharge[]; nextCursor: string | null }>;
  /** The customer's answer to a 3-D Secure challenge. */
  completeChallenge(challengeId: string, outcome: 'approve' | 'fail'): Promise<ChargeResult>;
  /**
   * Voids a payment waiting for its 3-D Secure check (the customer gave up): it can no longer be
   * approved or charged. Answers the payment's final result: succeeded when the approval came first.
   */
  cancelChallenge(challengeId: string): Promise<ChargeResult>;
  /**
   * Sends `amount` minor units to a payment source without a charge to refund (a payout, or an
   * unreferenced refund), once per `idempotencyKey`: a retry answers the first result. Used to
   * pay a credits balance back to the customer's card or bank account.
   */
  payout(input: {
    amount: number;
    currency: Currency;
    source: PaymentSource;
    idempotencyKey: string;
  }): Promise<PayoutResult>;
  /** Payouts sent between `from` (inclusive) and `to` (exclusive), oldest first, for reconciliation. */
  listPayouts(query: { from: string; to: string; limit: number; cursor?: string }): Promise<{
    payouts: SentPayout[];
    nextCursor: string | null;
  }>;
  /** Gives `amount` minor units of a charge back, once per `idempotencyKey`. */
  refund(input: { chargeId: string; amount: number; idempotencyKey: string }): Promise<{ refundId: string }>;
}

/**
 * The idempotency key of a full refund of a charge: every path that gives a charge back (a
 * failed fulfilment, a lost PARIS race, reconciliation) uses it, so a charge is refunded once
 * however many of them meet it.
 */
export const fullRefundKey = (chargeId: string) => `refund-${chargeId}`;
