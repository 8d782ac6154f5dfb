import type { Currency } from '../../shared/money.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { errors } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import { convertMinor } from '../pricing/rounding.ts';
import { upcomingCharges, type UpcomingCharge } from './upcoming-charges.ts';
import { startOfUtcMonth } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

// What a month's documents say, in the organization's billing currency, before VAT: what was
// charged in advance this month (orders, renewals, changes charged at once) less the credit notes
// issued this month, and the renewals due before the month ends. The usage report adds the
// autoscaled overage to make the forecast; the budget and the billing summary read that report.

// Credits drawn from the balance are the allowances without a reason code (allowancesOf); older
// documents are told by their English reason, as it was always written.
const CREDITS_ALLOWANCE = /^Credits applied/;
const isCredits = (allowance: { reason: string; reasonCode?: string | null }) =>
  allowance.reasonCode === null || CREDITS_ALLOWANCE.test(allowance.reason);
const PAGE = 200;

/** An invoice's amount before VAT; credits drawn from the balance are a payment, not a reduction. */
export function netOf(document: Pick<InvoiceRecord, 'subtotal' | 'discount' | 'allowances'>): number {
  const credits = (document.allowances ?? []).filter(isCredits).reduce((sum, a) => sum + a.amount, 0);
  return document.subtotal - (document.discount - credits);
}

export type MonthChargesResult = { charged: number; committed: number; upcoming: UpcomingCharge[] };

type Deps = { repositories: Repositories; catalog: CatalogRepository; rateOf: (currency: Currency) => Promise<number> };

/** The month's charges and commitments of one organization (see the module comment). */
export class MonthChargesService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** For the calendar month holding `now`, in `currency` (the billing currency) at `rate`. */
  async of(organizationId: string, currency: Currency, rate: number, now: number): Promise<MonthChargesResult> {
    const { repositories } = this.#deps;
    const monthStart = new Date(startOfUtcMonth(now)).toISOString();
    const monthEnd = new Date(startOfUtcMonth(now, 1)).toISOString();
    const nowIso = new Date(now).toISOString();
    const [organization, documents, clusters, orders, products, clusterSubscriptions, catalog, support] =
      await Promise.all([
        repositories.organizations.findById(organizationId),
        this.#issuedSince(organizationId, monthStart),
        repositories.clusters.listForOrganization(organizationId),
        this.#paidOrders(organizationId),
        repositories.productSubscriptions.list(organizationId),
        repositories.clusterSubscriptions.list(organizationId),
        this.#deps.catalog.shared(),
        repositories.supportSubscriptions.find(organizationId),
      ]);
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    let charged = 0;
    for (const document of documents) {
      // A month-end invoice bills the previous month's overage: that month counted it as it accrued.
      if (document.issuedAt > nowIso || document.usagePeriod) continue;
      const amount = convertMinor(
        netOf(document),
        { currency: document.currency, rate: document.rate },
        { currency, rate },
      );
      charged += document.kind === 'credit_note' ? -amount : amount;
    }
    const upcoming = upcomingCharges({
      organization,
      catalog,
      clusters,
      orders,
      products,
      clusterSubscriptions,
      support,
      currency,
      rate,
      now,
    });
    const committed = upcoming.filter((c) => c.at < monthEnd).reduce((sum, c) => sum + c.net, 0);
    return { charged, committed, upcoming };
  }

  async #issuedSince(organizationId: string, since: string): Promise<InvoiceRecord[]> {
    const found: InvoiceRecord[] = [];
    let after: { issuedAt: string; id: string } | undefined;
    for (;;) {
      const page = await this.#deps.repositories.invoices.list(organizationId, {}, { limit: PAGE, after });
      for (const document of page) if (document.issuedAt >= since) found.push(document);
      const last = page.at(-1);
      if (!last || page.length < PAGE || last.issuedAt < since) return found;
      after = { issuedAt: last.issuedAt, id: last.id };
    }
  }

  async #paidOrders(organizationId: string) {
    const orders = [];
    for (const kind of ['cluster', 'addon', 'support'] as const) {
      let after: { createdAt: string; id: string } | undefined;
      for (;;) {
        const page = await this.#deps.repositories.orders.list(organizationId, { kind }, { limit: PAGE, after });
        orders.push(...page.filter((o) => o.paidAt));
        const last = page.at(-1);
        if (!last || page.length < PAGE) break;
        after = { createdAt: last.createdAt, id: last.id };
      }
    }
    return orders;
  }
}
