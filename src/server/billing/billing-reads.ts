import type { Currency } from '../../shared/money.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { errors } from '../http/app-error.ts';
import { convertCents } from '../pricing/rounding.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UsageQueryService } from '../usage/usage-query.service.ts';
import { billingCurrencyOf, displayCurrencyOf } from './billing-currency.ts';
import { convertMinor } from '../pricing/rounding.ts';
import type { BillingSummary } from '../../shared/billing/billing.schemas.ts';
import { BudgetService } from './budgets.service.ts';
import type { CreditEntry, Credits } from '../../shared/billing/credits.schemas.ts';
import { ledgerDescription } from './ledger-text.ts';
import { usdShareOf } from './balance-ledger.ts';
import { printedWords as printedMethod } from '../invoices/printed-words.ts';
import type { MonthChargesService } from './month-charges.ts';
import { MS_PER_DAY, startOfUtcMonth } from '../../shared/time.ts';

/** The summary lists every renewal due within this many days. */
const UPCOMING_DAYS = 30;
import { m } from '../../shared/i18n/messages.ts';
import { localizeItem } from '../../shared/catalog-text.ts';
import { requestLocale } from '../i18n/request-locale.ts';

type Deps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  usage: UsageQueryService;
  budgets: BudgetService;
  rateOf: (currency: Currency) => Promise<number>;
  charges?: MonthChargesService;
  now?: () => number;
};

/** The billing page's reads: the summary of the period and the credits ledger, in the billing currency. */
export class BillingReads {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /**
   * The month at a glance in the organization's billing currency (`asked`, the header's, only
   * before its first paid order): spent so far and the forecast exactly as the budget counts
   * them, the part billed at month end, credits, the next charge and the plan.
   */
  async summary(organizationId: string, asked: Currency): Promise<BillingSummary> {
    const { repositories } = this.#deps;
    const now = (this.#deps.now ?? Date.now)();
    const start = new Date(startOfUtcMonth(now));
    const end = new Date(startOfUtcMonth(now, 1));
    const organization = await repositories.organizations.findById(organizationId);
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    const currency = displayCurrencyOf(organization, asked);
    const rate = await this.#deps.rateOf(currency);
    const month = this.#deps.charges
      ? await this.#deps.charges.of(organizationId, currency, rate, now)
      : { charged: 0, committed: 0, upcoming: [] };
    const [[report], credits, catalog, invoices] = await Promise.all([
      this.#deps.usage.reports(organizationId, this.#deps.budgets.monthQuery(), [currency], [month]),
      this.credits(organizationId, currency),
      this.#deps.catalog.shared(),
      repositories.invoices.list(organizationId, { kind: 'invoice' }, { limit: 100 }),
    ]);
    if (!report) throw new Error('The usage report answered no currency.');
    const budget = await this.#deps.budgets.status(organizationId, { organization, report });
    // The plan's name in the caller's language ('Pay as you go' is words, not a brand).
    const stored = catalog.billingPlans.find((p) => p.id === (organization.planId ?? 'pay-as-you-go'));
    const plan = stored && localizeItem('billingPlans', stored, requestLocale());
    const unpaid = invoices.filter((i) => i.paymentStatus === 'due' || i.paymentStatus === 'failed');
    const suspending = organization.ordersSuspendedBy
      ? await repositories.invoices.find(organizationId, organization.ordersSuspendedBy)
      : undefined;
    // The balance pays the renewals first, soonest first; the rest is collected from the default method.
    let held = Math.max(0, credits.balance);
    const afterBalance = month.upcoming.map((c) => {
      const fromBalance = Math.min(held, c.total);
      held -= fromBalance;
      return {
        description: c.description,
        at: c.at,
        amount: c.total,
        net: c.net,
        kind: c.kind,
        fromBalance,
        collected: c.total - fromBalance,
      };
    });
    const horizon = new Date(now + UPCOMING_DAYS * MS_PER_DAY).toISOString();
    const next = afterBalance[0];
    return {
      currency,
      billingCurrency: billingCurrencyOf(organization),
      period: { start: start.toISOString(), end: end.toISOString() },
      monthToDate: report.monthToDate.spent,
      chargedThisMonth: report.monthToDate.charged,
      forecast: report.forecast.monthEnd,
      billableToDate: report.monthToDate.billable,
      creditsBalance: credits.balance,
      creditsBalanceUsdCents: credits.balanceUsdCents,
      nextInvoiceDate: end.toISOString(),
      nextCharge: next ?? null,
      upcomingCharges: afterBalance.filter((c, k) => k === 0 || c.at <= horizon),
      plan: {
        id: plan?.id ?? 'pay-as-you-go',
        name: plan?.name ?? 'Pay as you go',
        discountPercent: plan?.discountPercent ?? 0,
      },
      unpaidInvoices: unpaid.map((i) => ({
        id: i.id,
        number: i.number,
        total: i.total,
        currency: i.currency,
        status: i.paymentStatus as 'due' | 'failed',
        nextAttemptAt: i.collection?.nextAttemptAt ?? null,
      })),
      ordersSuspendedBy: suspending ? { invoiceId: suspending.id, number: suspending.number } : null,
      budget,
    };
  }

  /**
   * The credits ledger, newest first, in the billing currency: PARIS on the first order and
   * refunds (settled on the order and the card; shown for the record), credit notes to the
   * balance and credits applied (the balance).
   */
  async credits(organizationId: string, asked: Currency = 'EUR'): Promise<Credits> {
    const { repositories } = this.#deps;
    const [organization, stored, creditNotes] = await Promise.all([
      repositories.organizations.findById(organizationId),
      repositories.credits.list(organizationId),
      repositories.invoices.list(organizationId, { kind: 'credit_note' }, { limit: 100 }),
    ]);
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    const currency = displayCurrencyOf(organization, asked);
    const rate = await this.#deps.rateOf(currency);
    const target = { currency, rate };
    const rateOfInvoice = new Map<string, { currency: Currency; rate: number }>();
    for (const id of new Set(stored.flatMap((e) => (e.invoiceId && !e.currency ? [e.invoiceId] : [])))) {
      const invoice = await repositories.invoices.find(organizationId, id);
      if (invoice) rateOfInvoice.set(id, { currency: invoice.currency, rate: invoice.rate });
    }
    const entries: CreditEntry[] = stored.map(({ organizationId: _owner, amount, currency: own, text, ...kept }) => {
      // Said in the reader's language when the entry keeps what it says as data.
      const entry = { ...kept, description: ledgerDescription({ description: kept.description, text }) };
      if (amount !== undefined && own === currency) return { ...entry, amount };
      // Entries kept in US cents only: at their invoice's rate when it is in the billing currency.
      const document = entry.invoiceId ? rateOfInvoice.get(entry.invoiceId) : undefined;
      return {
        ...entry,
        amount: convertCents(entry.amountUsdCents, document?.currency === currency ? document.rate : rate),
      };
    });
    const first = organization.firstPaidOrderId
      ? await repositories.orders.find(organizationId, organization.firstPaidOrderId)
      : undefined;
    const promo = first?.discounts.find((d) => d.kind === 'promo');
    if (first && promo) {
      entries.push({
        id: `promo-${first.id}`,
        createdAt: first.paidAt ?? first.createdAt,
        kind: 'promo',
        description: m.notice_ledger_paris_promo({ number: first.number }),
        amountUsdCents: -promo.amountUsdCents,
        amount: -convertMinor(promo.amount, { currency: first.currency, rate: first.rate }, target),
        countsInBalance: false,
        orderId: first.id,
        invoiceId: first.invoiceId ?? null,
        clusterId: null,
      });
    }
    // For the record: what a credit note sent back to the payment method rather than to the
    // balance (an order refunded); a note credited to the balance is its own ledger entry.
    for (const note of creditNotes) {
      const toMethod = note.total - (note.balanceCredited ?? (note.paymentStatus === 'credited' ? note.total : 0));
      if (toMethod <= 0) continue;
      entries.push({
        id: `refund-${note.id}`,
        createdAt: note.issuedAt,
        kind: 'refund',
        description: m.notice_ledger_refund({ method: printedMethod(note.paymentMethod), number: note.number }),
        amountUsdCents: usdShareOf(note, toMethod),
        amount: convertMinor(toMethod, { currency: note.currency, rate: note.rate }, target),
        countsInBalance: false,
        orderId: note.orderId,
        invoiceId: note.id,
        clusterId: null,
      });
    }
    entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const counted = entries.filter((e) => e.countsInBalance);
    return {
      currency,
      balance: counted.reduce((sum, e) => sum + e.amount, 0),
      balanceUsdCents: counted.reduce((sum, e) => sum + e.amountUsdCents, 0),
      entries,
    };
  }
}
