import type { Currency } from '../../shared/money.ts';
import { MS_PER_DAY } from '../../shared/time.ts';
import { seller } from '../invoices/seller.ts';
import type { Repositories } from '../store/repositories.ts';
import type { SalesJournalQuery } from '../../shared/accounting/accounting.schemas.ts';
import {
  fecCsv,
  fecFileName,
  fecText,
  journalEntries,
  settlementDays,
  type JournalDocument,
  type JournalPayback,
  type SaleKind,
} from './sales-journal.ts';

/**
 * How far before the period documents are read for their settlements: an invoice collected
 * later (a month-end or renewal invoice, retried on days 3, 7 and 14, or paid at an officer's
 * retry) is paid in the period its money came in, not the one it was issued in.
 */
export const SETTLEMENT_LOOKBACK_DAYS = 366;

export type SalesJournalDeps = {
  repositories: Pick<Repositories, 'invoices' | 'orders' | 'clusterSubscriptions' | 'credits' | 'organizations'>;
  /** How much one US dollar is worth in a currency now (the exchange-rates service). */
  rateOf: (currency: Currency) => Promise<number>;
  now?: () => number;
  /** Documents read at a time (500). */
  pageSize?: number;
};

/** A file to download: its bytes, type and name. */
export type JournalFile = { body: string; contentType: string; filename: string };

/**
 * The sales journal of every organization over a period, as the FEC (art. A47 A-1 LPF) or the
 * same rows as CSV: each document's entry on its issue day, each settlement on the day its
 * money moved (sales-journal.ts).
 */
export class SalesJournalService {
  readonly #deps: SalesJournalDeps;
  readonly #now: () => number;

  constructor(deps: SalesJournalDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  async export(query: Pick<SalesJournalQuery, 'from' | 'to' | 'format'>): Promise<JournalFile> {
    const documents = await this.#documents(query.from, query.to);
    const paybacks = await this.#paybacks(query.from, query.to);
    const foreign =
      documents.some(({ document }) => document.currency !== 'EUR') || paybacks.some((p) => p.currency !== 'EUR');
    const eurRate = foreign ? await this.#deps.rateOf('EUR') : undefined;
    const entries = journalEntries(documents, query, eurRate, paybacks);
    const validDate = new Date(this.#now()).toISOString().slice(0, 10);
    const siren = seller().siren;
    return query.format === 'csv'
      ? {
          body: fecCsv(entries, validDate),
          contentType: 'text/csv; charset=utf-8',
          filename: fecFileName(siren, query.to, 'csv'),
        }
      : {
          body: fecText(entries, validDate),
          contentType: 'text/plain; charset=utf-8',
          filename: fecFileName(siren, query.to, 'txt'),
        };
  }

  /** The credits balances paid back (or returned) in the period, each with its buyer's legal name. */
  async #paybacks(from: string, to: string): Promise<JournalPayback[]> {
    const { credits, organizations } = this.#deps.repositories;
    const entries = await credits.listPaybacks(`${from}T00:00:00.000Z`, `${to}T23:59:59.999Z`);
    if (entries.length === 0) return [];
    const owners = await organizations.findMany([...new Set(entries.map((e) => e.organizationId))]);
    return entries.map((entry) => {
      const owner = owners.get(entry.organizationId);
      return {
        id: entry.id,
        createdAt: entry.createdAt,
        amount: entry.amount ?? entry.amountUsdCents,
        amountUsdCents: entry.amountUsdCents,
        currency: entry.currency ?? 'USD',
        description: entry.description,
        buyer: owner?.billingProfile?.legalName ?? owner?.companyName ?? entry.organizationId,
      };
    });
  }

  /**
   * The documents issued in the period, each with how it was sold, and those issued in the year
   * before it whose money moved in it (their settlements only: `saleKind` null), oldest first,
   * read a page at a time.
   */
  async #documents(from: string, to: string): Promise<{ document: JournalDocument; saleKind: SaleKind | null }[]> {
    const periodStart = `${from}T00:00:00.000Z`;
    const periodEnd = `${to}T23:59:59.999Z`;
    const readFrom = new Date(Date.parse(periodStart) - SETTLEMENT_LOOKBACK_DAYS * MS_PER_DAY).toISOString();
    const kinds = new SaleKinds(this.#deps.repositories);
    const found: { document: JournalDocument; saleKind: SaleKind | null }[] = [];
    const pageSize = this.#deps.pageSize ?? 500;
    let after = { issuedAt: readFrom, id: '' };
    for (;;) {
      const page: JournalDocument[] = await this.#deps.repositories.invoices.listIssuedPage(pageSize, after);
      for (const document of page) {
        if (document.issuedAt > periodEnd) return found;
        if (document.issuedAt >= periodStart) found.push({ document, saleKind: await kinds.of(document) });
        else if (settlementDays(document).some((day) => day >= from && day <= to))
          found.push({ document, saleKind: null });
      }
      const last = page.at(-1);
      if (!last || page.length < pageSize) return found;
      after = { issuedAt: last.issuedAt, id: last.id };
    }
  }
}

/**
 * What a document sold, from what it refers to: a month's usage; the order it bills (cluster,
 * add-on, product, support plan); the subscription it renews or changes (a support plan's is
 * the organization's, a product's the order that bought it, a cluster's the cluster); a credit
 * note, what the invoice it corrects sold. Anything else: 706000. Each lookup once per export.
 */
class SaleKinds {
  readonly #repositories: SalesJournalDeps['repositories'];
  readonly #orders = new Map<string, Promise<SaleKind | null>>();
  readonly #subscriptions = new Map<string, Promise<SaleKind | null>>();
  readonly #invoices = new Map<string, Promise<JournalDocument | undefined>>();

  constructor(repositories: SalesJournalDeps['repositories']) {
    this.#repositories = repositories;
  }

  async of(document: JournalDocument): Promise<SaleKind> {
    const corrected =
      document.kind === 'credit_note' ? (document.creditsInvoiceId ?? document.correctedInvoice?.id ?? null) : null;
    const invoice = corrected ? await this.#invoice(corrected) : undefined;
    return this.#ownKind(invoice?.kind === 'invoice' ? invoice : document);
  }

  async #ownKind(document: JournalDocument): Promise<SaleKind> {
    if (document.usagePeriod) return 'usage';
    if (document.orderId) {
      const kind = await this.#orderKind(document.orderId);
      if (kind) return kind;
    }
    const subscription = document.renewsSubscriptionId;
    if (subscription) {
      if (subscription === document.organizationId) return 'support';
      const kind = await this.#subscriptionKind(subscription);
      if (kind) return kind;
    }
    return 'other';
  }

  #invoice(id: string): Promise<JournalDocument | undefined> {
    let invoice = this.#invoices.get(id);
    if (!invoice) this.#invoices.set(id, (invoice = this.#repositories.invoices.findAny(id)));
    return invoice;
  }

  #orderKind(orderId: string): Promise<SaleKind | null> {
    let kind = this.#orders.get(orderId);
    if (!kind) {
      kind = this.#repositories.orders.findAny(orderId).then((order) => order?.kind ?? null);
      this.#orders.set(orderId, kind);
    }
    return kind;
  }

  #subscriptionKind(id: string): Promise<SaleKind | null> {
    let kind = this.#subscriptions.get(id);
    if (!kind) {
      kind = (async () => {
        // A product subscription is named after the order that bought it; a cluster's after the cluster.
        const order = await this.#orderKind(id);
        if (order) return order;
        return (await this.#repositories.clusterSubscriptions.findAny(id)) ? 'cluster' : null;
      })();
      this.#subscriptions.set(id, kind);
    }
    return kind;
  }
}
