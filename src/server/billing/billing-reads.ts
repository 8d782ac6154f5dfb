import type { Currency } from '../../shared/money.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { errors } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UsageQueryService } from '../usage/usage-query.service.ts';
import type { BillingSummary } from './billing.schemas.ts';
import { BudgetService } from './budgets.service.ts';
import type { CreditEntry, Credits } from './credits.schemas.ts';

/** The billing page's reads: the summary of the period and the credits ledger. */
export class BillingReads {
  #deps: { repositories: Repositories; catalog: CatalogRepository; usage: UsageQueryService; budgets: BudgetService; now?: () => number };

  constructor(deps: { repositories: Repositories; catalog: CatalogRepository; usage: UsageQueryService; budgets: BudgetService; now?: () => number }) {
    this.#deps = deps;
  }

  async summary(organizationId: string, currency: Currency): Promise<BillingSummary> {
    const { repositories } = this.#deps;
    const now = (this.#deps.now ?? Date.now)();
    const date = new Date(now);
    const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
    const end = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
    const organization = await repositories.organizations.findById(organizationId);
    if (!organization) throw errors.notFound('Organization not found.');
    // The month's usage is read and added up once, for the page's currency and the budget's.
    const budgetCurrency = BudgetService.currencyOf(organization);
    const [[report, budgetReport], credits, catalog, invoices] = await Promise.all([
      this.#deps.usage.reports(organizationId, this.#deps.budgets.monthQuery(), [currency, budgetCurrency]),
      repositories.credits.balance(organizationId),
      this.#deps.catalog.shared(),
      repositories.invoices.list(organizationId, { kind: 'invoice' }, { limit: 100 }),
    ]);
    if (!report || !budgetReport) throw new Error('The usage report answered no currency.');
    const budget = await this.#deps.budgets.status(organizationId, { organization, report: budgetReport });
    const plan = catalog.billingPlans.find((p) => p.id === (organization.planId ?? 'pay-as-you-go'));
    const unpaid = invoices.filter((i) => i.paymentStatus === 'due' || i.paymentStatus === 'failed');
    const suspending = organization.ordersSuspendedBy ? await repositories.invoices.find(organizationId, organization.ordersSuspendedBy) : undefined;
    return {
      currency,
      period: { start: start.toISOString(), end: end.toISOString() },
      monthToDate: report.monthToDate.total,
      forecast: Math.max(report.monthToDate.total, report.forecast.monthEnd),
      billableToDate: Math.max(0, report.monthToDate.billable),
      creditsBalanceUsdCents: credits,
      nextInvoiceDate: end.toISOString(),
      plan: { id: plan?.id ?? 'pay-as-you-go', name: plan?.name ?? 'Pay as you go', discountPercent: plan?.discountPercent ?? 0 },
      unpaidInvoices: unpaid.map((i) => ({ id: i.id, number: i.number, total: i.total, currency: i.currency, status: i.paymentStatus as 'due' | 'failed', nextAttemptAt: i.collection?.nextAttemptAt ?? null })),
      ordersSuspendedBy: suspending ? { invoiceId: suspending.id, number: suspending.number } : null,
      budget,
    };
  }

  /**
   * The credits ledger, newest first: PARIS on the first order and refunds (settled on the order
   * and the card; shown for the record), prorations and credits applied (the balance).
   */
  async credits(organizationId: string): Promise<Credits> {
    const { repositories } = this.#deps;
    const [organization, stored, creditNotes] = await Promise.all([
      repositories.organizations.findById(organizationId),
      repositories.credits.list(organizationId),
      repositories.invoices.list(organizationId, { kind: 'credit_note' }, { limit: 100 }),
    ]);
    if (!organization) throw errors.notFound('Organization not found.');
    const entries: CreditEntry[] = stored.map(({ organizationId: _owner, ...entry }) => entry);
    const first = organization.firstPaidOrderId ? await repositories.orders.find(organizationId, organization.firstPaidOrderId) : undefined;
    const promo = first?.discounts.find((d) => d.kind === 'promo');
    if (first && promo) {
      entries.push({
        id: `promo-${first.id}`,
        createdAt: first.paidAt ?? first.createdAt,
        kind: 'promo',
        description: `PARIS: 5 % off your first purchase (order ${first.number})`,
        amountUsdCents: -promo.amountUsdCents,
        countsInBalance: false,
        orderId: first.id,
        invoiceId: first.invoiceId ?? null,
        clusterId: null,
      });
    }
    for (const note of creditNotes) {
      entries.push({
        id: `refund-${note.id}`,
        createdAt: note.issuedAt,
        kind: 'refund',
        description: `Refund to ${note.paymentMethod}: credit note ${note.number}`,
        amountUsdCents: note.totalUsdCents,
        countsInBalance: false,
        orderId: note.orderId,
        invoiceId: note.id,
        clusterId: null,
      });
    }
    entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { balanceUsdCents: entries.filter((e) => e.countsInBalance).reduce((sum, e) => sum + e.amountUsdCents, 0), entries };
  }
}
