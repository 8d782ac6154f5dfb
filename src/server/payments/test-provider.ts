import { randomBytes, randomUUID } from 'node:crypto';
import { errors } from '../http/app-error.ts';
import type { Db } from '../store/db.ts';
import { cardBrand, digitsOf, isExpired, passesLuhn } from '../../shared/payments/card-checks.ts';
import type {
  AttemptOutcome,
  ChargeReference,
  ChargeResult,
  PaymentProvider,
  PayoutResult,
  SentPayout,
  SucceededCharge,
} from './payment-provider.ts';
import { testProviderVault, type TestProviderRecord } from './test-provider.repository.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

/** The test cards (/documentation/test-payments); any other Luhn-valid number succeeds. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
} as const;

const CHALLENGE_TTL_MS = 15 * MS_PER_MINUTE;

const behaviourOf = (digits: string): NonNullable<TestProviderRecord['behaviour']> =>
  digits === TEST_CARDS.declined
    ? 'decline'
    : digits === TEST_CARDS.insufficientFunds
      ? 'insufficient_funds'
      : digits === TEST_CARDS.threeDSecure
        ? 'three_d_secure'
        : 'succeed';

/** The test provider names a charge after the attempt's key, so a retry finds the first one. */
const chargeIdOf = (idempotencyKey: string) => `ch_${idempotencyKey}`;

function referenceOf(text: string | null | undefined): ChargeReference | null {
  const [kind, id] = (text ?? '').split(/:(.*)/s);
  return (kind === 'order' || kind === 'invoice') && id ? { kind, id } : null;
}

const encodeCursor = (cursor: { order: string; id: string }) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');
const decodeCursor = (text: string): { order: string; id: string } =>
  JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as { order: string; id: string };

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const cardError = (field: string, message: string) => errors.badRequest(message, { [`card.${field}`]: message });

/**
 * The built-in test provider: checks cards as a PSP would (Luhn, expiry, CVC), vaults
 * them, and charges them by their test number: 4242… succeeds, …0002 is declined, …9995 has
 * insufficient funds, …3184 asks for 3-D Secure. SEPA Direct Debit mandates settle at once. Its
 * records live in the store so that every instance sees the same charges and challenges: they
 * play the provider's side, which a crash of ours never rolls back (each write commits on its
 * own, outside the caller's transaction, as a call to a real PSP would).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  #db: Db;
  #now: () => number;

  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  async tokenizeCard(card: { number: string; expMonth: number; expYear: number; cvc: string; name: string }) {
    const digits = digitsOf(card.number);
    if (!passesLuhn(digits)) throw cardError('number', m.field_card_number_not_valid());
    if (isExpired(card.expMonth, card.expYear, new Date(this.#now())))
      throw cardError('expYear', m.field_card_expired());
    const brand = cardBrand(digits);
    if (!/^\d{3,4}$/.test(card.cvc) || (brand === 'amex') !== (card.cvc.length === 4)) {
      throw cardError('cvc', brand === 'amex' ? m.field_cvc_front() : m.field_cvc_back());
    }
    const id = token('card');
    await testProviderVault(this.#db).insert({
      id,
      kind: 'card',
      createdAt: this.#iso(),
      behaviour: behaviourOf(digits),
    });
    return {
      token: id,
      brand,
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
    };
  }

  async createMandate(input: { iban: string; name: string; organizationId: string }) {
    const iban = input.iban.toUpperCase().replace(/\s/g, '');
    const id = token('mandate');
    await testProviderVault(this.#db).insert({ id, kind: 'mandate', createdAt: this.#iso(), behaviour: 'succeed' });
    const mandateReference = `MNDT-${randomBytes(5).toString('hex').toUpperCase()}`;
    return { token: id, mandateReference, last4: iban.slice(-4), country: iban.slice(0, 2) };
  }

  async charge(input: Parameters<PaymentProvider['charge']>[0]): Promise<ChargeResult> {
    const vault = testProviderVault(this.#db);
    const chargeId = chargeIdOf(input.idempotencyKey);
    // The earlier attempt under this key and the payment method, read together.
    const found = await vault.getMany([chargeId, input.source.token]);
    const earlier = found.find((row) => row.id === chargeId);
    if (earlier) return this.#resultOf(earlier);
    const source = found.find((row) => row.id === input.source.token);
    if (!source) throw errors.badRequest(m.error_payment_method_can_no_longer_used());
    const record: TestProviderRecord = {
      id: chargeId,
      kind: 'charge',
      createdAt: this.#iso(),
      amount: input.amount,
      currency: input.currency,
      status: 'succeeded',
      idempotencyKey: input.idempotencyKey,
      reference: `${input.reference.kind}:${input.reference.id}`,
      succeededAt: null,
      refundedAt: null,
    };
    if (source.behaviour === 'decline') record.status = 'declined';
    if (source.behaviour === 'insufficient_funds') record.status = 'failed';
    if (source.behaviour === 'three_d_secure') {
      const challengeId = `3ds_${randomUUID()}`;
      const expiresAt = new Date(this.#now() + CHALLENGE_TTL_MS).toISOString();
      record.status = 'requires_action';
      record.chargeId = challengeId;
      await vault.insert({
        id: challengeId,
        kind: 'challenge',
        createdAt: this.#iso(),
        status: 'requires_action',
        chargeId,
        expiresAt,
        amount: input.amount,
      });
      record.expiresAt = expiresAt;
    }
    if (record.status === 'succeeded') record.succeededAt = record.createdAt;
    // insertIfAbsent: two identical calls at once both get the first one's result.
    if (!(await vault.insertIfAbsent(record))) return this.#resultOf((await vault.get(chargeId)) ?? record);
    return this.#resultOf(record);
  }

  async lookup(idempotencyKey: string): Promise<AttemptOutcome> {
    const charge = await testProviderVault(this.#db).get(chargeIdOf(idempotencyKey));
    if (!charge) return { status: 'none' };
    // A challenge nobody answered in time can no longer succeed: the attempt is over.
    if (charge.status === 'requires_action' && Date.parse(charge.expiresAt ?? '') <= this.#now()) {
      return { status: 'declined', code: 'authentication_failed', message: m.error_3ds_not_completed_in_time() };
    }
    const result = this.#resultOf(charge);
    return result.status === 'succeeded' ? { ...result, refunded: Boolean(charge.refundedAt) } : result;
  }

  async listSucceededCharges(query: { from: string; to: string; limit: number; cursor?: string }) {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await testProviderVault(this.#db).list({
      where: { succeeded: { gte: query.from, lt: query.to } },
      direction: 'asc',
      limit: query.limit,
      after,
    });
    const charges: SucceededCharge[] = rows.map((row) => ({
      chargeId: row.id,
      idempotencyKey: row.idempotencyKey ?? row.id.slice('ch_'.length),
      reference: referenceOf(row.reference),
      amount: row.amount ?? 0,
      currency: row.currency ?? '',
      succeededAt: row.succeededAt ?? row.createdAt,
      refunded: Boolean(row.refundedAt),
    }));
    const last = rows.at(-1);
    return {
      charges,
      nextCursor: last && rows.length === query.limit ? encodeCursor({ order: last.createdAt, id: last.id }) : null,
    };
  }

  async completeChallenge(challengeId: string, outcome: 'approve' | 'fail'): Promise<ChargeResult> {
    return this.#answerChallenge(challengeId, outcome);
  }

  async cancelChallenge(challengeId: string): Promise<ChargeResult> {
    return this.#answerChallenge(challengeId, 'cancel');
  }

  /** Approved in time: the charge succeeds; failed, cancelled or too late: it fails; answered before: its result. */
  async #answerChallenge(challengeId: string, outcome: 'approve' | 'fail' | 'cancel'): Promise<ChargeResult> {
    let result: ChargeResult | undefined;
    await this.#db.transaction(async (tx) => {
      const own = testProviderVault(tx);
      const challenge = await own.get(challengeId);
      if (!challenge || challenge.kind !== 'challenge' || !challenge.chargeId)
        throw errors.notFound(m.error_no_such_3_d_secure_challenge());
      if (challenge.status !== 'requires_action') {
        const charge = await own.get(challenge.chargeId);
        result = charge ? this.#resultOf(charge) : undefined;
        return;
      }
      const expired = Date.parse(challenge.expiresAt ?? '') <= this.#now();
      const status = outcome === 'approve' && !expired ? 'succeeded' : 'failed';
      await own.update(challengeId, (c) => ({ ...c, status }));
      const charge = await own.update(challenge.chargeId, (c) => ({
        ...c,
        status,
        succeededAt: status === 'succeeded' ? this.#iso() : null,
      }));
      result = charge && this.#resultOf(charge);
    });
    return result ?? { status: 'declined', code: 'authentication_failed', message: m.error_3ds_check_failed() };
  }

  /** A card that declines charges (…0002) declines payouts too; any other card or mandate is paid. */
  async payout(input: Parameters<PaymentProvider['payout']>[0]): Promise<PayoutResult> {
    const vault = testProviderVault(this.#db);
    const id = `po_${input.idempotencyKey}`;
    const found = await vault.getMany([id, input.source.token]);
    const earlier = found.find((row) => row.id === id);
    const source = found.find((row) => row.id === input.source.token);
    const record: TestProviderRecord = earlier ?? {
      id,
      kind: 'payout',
      createdAt: this.#iso(),
      amount: input.amount,
      currency: input.currency,
      status: source && source.behaviour !== 'decline' ? 'paid' : 'declined',
      idempotencyKey: input.idempotencyKey,
    };
    if (!earlier && !(await vault.insertIfAbsent(record))) return this.payout(input);
    return record.status === 'paid'
      ? { status: 'paid', payoutId: id }
      : { status: 'declined', message: m.error_card_declined() };
  }

  async listPayouts(query: { from: string; to: string; limit: number; cursor?: string }) {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await testProviderVault(this.#db).list({
      where: { kind: 'payout' },
      direction: 'asc',
      limit: query.limit,
      after,
    });
    const payouts: SentPayout[] = rows
      .filter((row) => row.status === 'paid' && row.createdAt >= query.from && row.createdAt < query.to)
      .map((row) => ({
        payoutId: row.id,
        idempotencyKey: row.idempotencyKey ?? row.id.slice('po_'.length),
        amount: row.amount ?? 0,
        currency: row.currency ?? '',
        paidAt: row.createdAt,
      }));
    const last = rows.at(-1);
    return {
      payouts,
      nextCursor: last && rows.length === query.limit ? encodeCursor({ order: last.createdAt, id: last.id }) : null,
    };
  }

  async refund(input: { chargeId: string; amount: number; idempotencyKey: string }) {
    const id = `re_${input.idempotencyKey}`;
    await this.#db.transaction(async (tx) => {
      const own = testProviderVault(tx);
      if (
        !(await own.insertIfAbsent({
          id,
          kind: 'refund',
          createdAt: this.#iso(),
          amount: input.amount,
          chargeId: input.chargeId,
          status: 'refunded',
        }))
      )
        return;
      await own.update(input.chargeId, (charge) =>
        charge.kind === 'charge' ? { ...charge, refundedAt: charge.refundedAt ?? this.#iso() } : undefined,
      );
    });
    return { refundId: id };
  }

  #resultOf(record: TestProviderRecord): ChargeResult {
    switch (record.status) {
      case 'succeeded':
        return { status: 'succeeded', chargeId: record.id };
      case 'requires_action':
        return {
          status: 'requires_action',
          challengeId: record.chargeId ?? '',
          expiresAt: record.expiresAt ?? this.#iso(),
        };
      case 'declined':
        return { status: 'declined', code: 'card_declined', message: m.error_card_declined() };
      default:
        return record.kind === 'charge' && record.expiresAt
          ? { status: 'declined', code: 'authentication_failed', message: m.error_3ds_failed_no_payment() }
          : { status: 'declined', code: 'insufficient_funds', message: m.error_insufficient_funds() };
    }
  }

  #iso() {
    return new Date(this.#now()).toISOString();
  }
}
