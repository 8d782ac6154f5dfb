import { randomUUID } from 'node:crypto';
import { errors } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { PaymentProvider, PaymentSource, TokenizedCard } from './payment-provider.ts';
import type { NewPaymentMethod, PaymentMethod, PaymentMethodRecord } from '../../shared/payments/payments.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

// A method's name is stored on invoices in English, as issued (invoices/printed-words.ts prints it
// in the reader's language).
const STORED = { locale: 'en' } as const;

/** A saved method as the API shows it: no token. */
export function toPaymentMethod(record: PaymentMethodRecord): PaymentMethod {
  const { organizationId: _o, providerToken: _t, createdBy: _c, ...method } = record;
  return method;
}

/** How an invoice names what paid it. */
export function describeMethod(method: Pick<PaymentMethod, 'kind' | 'brand' | 'last4' | 'mandateReference'>): string {
  const { last4, mandateReference: mandate } = method;
  if (method.kind === 'sepa_debit')
    return mandate
      ? m.invoice_method_sepa_mandate({ last4, mandate }, STORED)
      : m.invoice_method_sepa({ last4 }, STORED);
  if (!method.brand) return m.invoice_method_card({ last4 }, STORED);
  return `${method.brand[0]?.toUpperCase()}${method.brand.slice(1)} •••• ${last4}`;
}

/** How an invoice names the method recorded on an order (cards; SEPA without its mandate). */
export function describeOrderPayment(
  method: { kind: 'card' | 'sepa_debit' | 'none'; brand: string | null; last4: string | null } | null,
): string {
  if (!method || method.kind === 'none') return m.invoice_method_nothing({}, STORED);
  return describeMethod({ kind: method.kind, brand: method.brand, last4: method.last4 ?? '', mandateReference: null });
}

/**
 * An organization's saved cards and SEPA Direct Debit mandates. Details go to the provider,
 * which keeps them; we keep its token, the brand, the last 4 digits and the expiry.
 */
export class PaymentMethodService {
  #repositories: Repositories;
  #provider: PaymentProvider;

  constructor(deps: { repositories: Repositories; provider: PaymentProvider }) {
    this.#repositories = deps.repositories;
    this.#provider = deps.provider;
  }

  async list(organizationId: string): Promise<PaymentMethod[]> {
    return (await this.#repositories.paymentMethods.list(organizationId)).map(toPaymentMethod);
  }

  /** Vaults a card or registers a mandate; the organization's first method becomes its default. */
  async add(user: UserRecord, input: NewPaymentMethod): Promise<PaymentMethod> {
    const existing = await this.#repositories.paymentMethods.list(user.organizationId);
    const base = {
      id: randomUUID(),
      organizationId: user.organizationId,
      createdBy: user.id,
      createdAt: new Date().toISOString(),
      isDefault: existing.length === 0,
    };
    let record: PaymentMethodRecord;
    if (input.kind === 'card') {
      const card = await this.#provider.tokenizeCard(input.card);
      record = cardRecord(base, card, input.card.name);
    } else {
      const mandate = await this.#provider.createMandate({
        iban: input.sepa.iban,
        name: input.sepa.name,
        organizationId: user.organizationId,
      });
      record = {
        ...base,
        kind: 'sepa_debit',
        brand: null,
        last4: mandate.last4,
        expMonth: null,
        expYear: null,
        holderName: input.sepa.name,
        mandateReference: mandate.mandateReference,
        country: mandate.country,
        providerToken: mandate.token,
      };
    }
    const stored = await this.#repositories.paymentMethods.create(record);
    if (input.makeDefault && !stored.isDefault)
      await this.#repositories.paymentMethods.setDefault(user.organizationId, stored.id);
    return toPaymentMethod((await this.#repositories.paymentMethods.find(user.organizationId, stored.id)) ?? stored);
  }

  /**
   * Saves a card already vaulted by the provider (the checkout's "save this card"), once the
   * charge it was typed for has succeeded: a declined card is never kept.
   */
  async saveVaultedCard(
    user: Pick<UserRecord, 'id' | 'organizationId'>,
    card: TokenizedCard,
    holderName: string,
  ): Promise<PaymentMethod> {
    const existing = await this.#repositories.paymentMethods.list(user.organizationId);
    const same = existing.find((method) => method.providerToken === card.token);
    if (same) return toPaymentMethod(same);
    const base = {
      id: randomUUID(),
      organizationId: user.organizationId,
      createdBy: user.id,
      createdAt: new Date().toISOString(),
      isDefault: existing.length === 0,
    };
    return toPaymentMethod(await this.#repositories.paymentMethods.create(cardRecord(base, card, holderName)));
  }

  async setDefault(organizationId: string, id: string): Promise<PaymentMethod> {
    await this.#mustFind(organizationId, id);
    await this.#repositories.paymentMethods.setDefault(organizationId, id);
    return toPaymentMethod(await this.#mustFind(organizationId, id));
  }

  /** Removes a method; the default passes to the oldest remaining one. */
  async remove(organizationId: string, id: string): Promise<void> {
    const method = await this.#mustFind(organizationId, id);
    const others = (await this.#repositories.paymentMethods.list(organizationId)).filter((m) => m.id !== id);
    if (others.length === 0 && (await this.#repositories.clusters.listLive(organizationId)).length > 0) {
      throw errors.conflict(m.error_last_payment_method_you_have_clusters());
    }
    await this.#repositories.paymentMethods.delete(organizationId, id);
    const [next] = await this.#repositories.paymentMethods.list(organizationId);
    if (method.isDefault && next) await this.#repositories.paymentMethods.setDefault(organizationId, next.id);
  }

  /** A saved method as a charge source, with its description for the invoice. */
  async source(organizationId: string, id: string): Promise<{ source: PaymentSource; method: PaymentMethodRecord }> {
    const method = await this.#repositories.paymentMethods.find(organizationId, id);
    if (!method)
      throw errors.badRequest(m.error_payment_method_does_not_exist(), {
        paymentMethodId: m.field_choose_one_payment_methods(),
      });
    return { source: { kind: method.kind, token: method.providerToken }, method };
  }

  async #mustFind(organizationId: string, id: string): Promise<PaymentMethodRecord> {
    const method = await this.#repositories.paymentMethods.find(organizationId, id);
    if (!method) throw errors.notFound(m.error_no_such_payment_method());
    return method;
  }
}

type MethodBase = Pick<PaymentMethodRecord, 'id' | 'organizationId' | 'createdBy' | 'createdAt' | 'isDefault'>;

function cardRecord(base: MethodBase, card: TokenizedCard, holderName: string): PaymentMethodRecord {
  return {
    ...base,
    kind: 'card',
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    holderName,
    mandateReference: null,
    country: null,
    providerToken: card.token,
  };
}
