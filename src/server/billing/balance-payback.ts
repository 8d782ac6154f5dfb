import { randomUUID } from 'node:crypto';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { PaymentProvider, PaymentSource } from '../payments/payment-provider.ts';
import { describeMethod } from '../payments/payment-methods.service.ts';
import { printedWords } from '../invoices/printed-words.ts';
import type { Repositories } from '../store/repositories.ts';
import { AppError } from '../http/app-error.ts';
import { divideRounded, type Currency } from '../../shared/money.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { CreditEntryRecord, LedgerText } from '../../shared/billing/credits.schemas.ts';
import type { BalancePayback as Payback } from '../../shared/billing/payback.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { billingCurrencyOf } from './billing-currency.ts';
import { storedLedgerText } from './ledger-text.ts';
import { paybackMessage } from './payback-mail.ts';

// The credits balance is money the organization holds with us: it goes back to the payment
// method when the customer asks, or when the organization is erased. Exactly once, whatever
// crashes: the ledger entry that takes the money out of the balance, the owners' e-mail and the
// job that sends it are written in one transaction; the job (and the request, at once) asks the
// provider under the entry's id, which a retry cannot pay twice. A method that refuses the money
// gives it back to the balance, by an entry of its own.

/** The job that sends one payback to its payment method (queued with its ledger entry). */
export const BALANCE_PAYBACK_JOB = 'billing.balance-payback';

type PaybackJob = {
  organizationId: string;
  entryId: string;
  amount: number;
  currency: Currency;
  source: PaymentSource;
  /** The method as invoices name it (stored words). */
  method: string;
  /** The entry's US cents, given back with the money if the method refuses it. */
  amountUsdCents: number;
};

type Deps = {
  repositories: Repositories;
  provider: PaymentProvider;
  mailer: OutgoingMail;
  publicOrigin: string;
  now?: () => number;
};

const nothingToPayBack = () => new AppError(409, 'nothing_to_pay_back', m.error_nothing_to_pay_back());
const noMethod = () => new AppError(409, 'no_payment_method', m.error_payback_no_payment_method());

/** What an invoice still waits for: its total less what the balance paid, while it is due. */
const stillDue = (document: InvoiceRecord): number =>
  document.kind === 'invoice' && (document.paymentStatus === 'due' || document.paymentStatus === 'failed')
    ? document.total - (document.balancePaid ?? 0)
    : 0;

/** What a payback entry's text says of its method. */
const paidBackText = (method: string, leaving: boolean): LedgerText => ({ key: 'paid_back', method, leaving });

/** A ledger entry of a payback (negative) or of one refused and returned (positive); no document. */
function paybackEntry(
  id: string,
  organizationId: string,
  createdAt: string,
  text: LedgerText,
  money: { amount: number; amountUsdCents: number; currency: Currency },
): CreditEntryRecord {
  return {
    id,
    organizationId,
    createdAt,
    kind: 'payback',
    ...storedLedgerText(text),
    ...money,
    countsInBalance: true,
    orderId: null,
    invoiceId: null,
    clusterId: null,
  };
}

export class BalancePaybackService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /**
   * Pays back what the balance holds beyond what the organization still owes, to its default
   * payment method. `leaving`: the erasure pays back whatever is there and answers null when
   * there is nothing (or no method); asked by the customer, that is a 409.
   */
  async payBack(organizationId: string, options: { leaving: boolean }): Promise<Payback | null> {
    const { repositories, mailer } = this.#deps;
    const at = new Date(this.#now()).toISOString();
    const job = await repositories.transaction(async (tx) => {
      const organization = await tx.organizations.lock(organizationId);
      if (!organization) return null;
      // One after another: a transaction holds one connection.
      const ledger = await tx.credits.list(organizationId);
      const documents = await tx.invoices.listSince(organizationId, '');
      const methods = await tx.paymentMethods.list(organizationId);
      const counted = ledger.filter((e) => e.countsInBalance);
      const balance = counted.reduce((sum, e) => sum + (e.amount ?? 0), 0);
      const balanceUsdCents = counted.reduce((sum, e) => sum + e.amountUsdCents, 0);
      const due = documents.reduce((sum, document) => sum + stillDue(document), 0);
      const amount = balance - due;
      if (amount <= 0) {
        if (options.leaving) return null;
        throw nothingToPayBack();
      }
      const method = methods.find((candidate) => candidate.isDefault) ?? methods[0];
      if (!method) {
        if (options.leaving) return null;
        throw noMethod();
      }
      // Set by its first paid order; a balance without one is in its entries' currency.
      const currency = billingCurrencyOf(organization) ?? counted.find((e) => e.currency)?.currency ?? 'USD';
      const stored = describeMethod(method);
      const entryId = `payback-${randomUUID()}`;
      // Its share of the balance's US cents (all of them when all of the balance goes back).
      const amountUsdCents = divideRounded(amount * balanceUsdCents, balance);
      const entry = paybackEntry(entryId, organizationId, at, paidBackText(stored, options.leaving), {
        amount: -amount,
        amountUsdCents: -amountUsdCents,
        currency,
      });
      await tx.credits.add(entry);
      const payload: PaybackJob = {
        organizationId,
        entryId,
        amount,
        currency,
        source: { kind: method.kind, token: method.providerToken },
        method: stored,
        amountUsdCents,
      };
      await tx.jobs.enqueue({
        id: `${BALANCE_PAYBACK_JOB}:${entryId}`,
        kind: BALANCE_PAYBACK_JOB,
        payload,
        maxAttempts: 20,
      });
      for (const member of await tx.users.listByOrganization(organizationId)) {
        if (member.orgRole !== 'owner' || member.disabled) continue;
        await mailer.send(
          paybackMessage(member, {
            organization: organization.companyName,
            amount,
            currency,
            method: stored,
            leaving: options.leaving,
            link: `${this.#deps.publicOrigin}/billing`,
          }),
          tx,
        );
      }
      return payload;
    });
    if (!job) return null;
    // Sent at once; the job sends it again (the same payout) if this did not get through.
    await this.send(job).catch((error: Error) => console.warn('Payback not sent yet:', error.message));
    return { amount: job.amount, currency: job.currency, method: printedWords(job.method), at };
  }

  /** The job: asks the provider under the entry's id; a refusal puts the money back in the balance. */
  jobHandler(): JobHandler {
    return async (payload) => this.send(payload as PaybackJob);
  }

  async send(job: PaybackJob): Promise<'paid' | 'returned'> {
    const result = await this.#deps.provider.payout({
      amount: job.amount,
      currency: job.currency,
      source: job.source,
      idempotencyKey: job.entryId,
    });
    if (result.status === 'paid') return 'paid';
    const at = new Date(this.#now()).toISOString();
    const text: LedgerText = { key: 'payback_returned', method: job.method };
    await this.#deps.repositories.credits.add(
      paybackEntry(`${job.entryId}-returned`, job.organizationId, at, text, {
        amount: job.amount,
        amountUsdCents: job.amountUsdCents ?? 0,
        currency: job.currency,
      }),
    );
    return 'returned';
  }
}
