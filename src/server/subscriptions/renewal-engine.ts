import type { BillingNotices } from '../billing/billing-notices.ts';
import { issueRenewalInvoices } from '../billing/renewal-invoice.ts';
import type { CatalogSeed } from '../../shared/catalog/catalog.schemas.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { InvoiceRecord, RenewalSubject } from '../../shared/invoices/invoices.schemas.ts';
import { forEachConcurrent } from '../jobs/concurrency.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { UsdLine } from '../../shared/price-lines.ts';
import { UniqueViolation } from '../store/db.ts';
import type { Repositories } from '../store/repositories.ts';
import type { Currency } from '../../shared/money.ts';
import type { SubscriptionEventText } from '../../shared/subscriptions/subscription-event-text.types.ts';
import { priceRenewal, renewedEvent, sweepDue, type PricedRenewal } from './renewal-pricing.ts';
import { storedSubscriptionEvent } from './subscription-event-text.ts';

// One renewal pipeline for every subscription kind (a cluster, a support plan, a product): the
// subscriptions due, those that end instead, the next period priced at list price, the period
// moved and its invoice issued in one transaction (each period invoiced and charged once), the
// customer told, the invoice collected. A kind plugs in only what differs: its records, its
// lines for one period, what it keeps of the new period, and how it ends.
// Renewals are never held by the organization's monthly spending cap (billing/spending-cap.service.ts):
// a renewal keeps what already runs running, and a running cluster never stops for the cap. The
// renewal's invoice counts in the month's spending like any other, so later orders see it.

/** What the engine reads and writes of a subscription record, whatever its kind. */
export type RenewableRecord = {
  id: string;
  organizationId: string;
  state: string;
  currency: Currency;
  billingCycle: 'monthly' | 'yearly';
  periodStart: string;
  periodEnd: string;
  /** The start of its first period, when the record keeps it: renewals count their dates from it. */
  periodAnchor?: string;
  invoiceId: string | null;
  events: { at: string; type: string; text?: SubscriptionEventText }[];
  updatedAt: string;
};

/** A kind's price step: one period's lines at list price, what the invoice renews, and what the record keeps of the new period. */
export type RenewalPrice<S> = {
  lines: UsdLine[];
  /** The organization's plan discount applies to what it buys, never to the plan itself. */
  planDiscount: boolean;
  renews: RenewalSubject;
  /** The kind's own fields of the record in the new period. */
  periodFields: (renewal: PricedRenewal, rate: number) => Partial<S>;
};

/** Everything a subscription kind tells the engine. */
export type RenewalKind<S extends RenewableRecord> = {
  /** In warnings: "cluster subscriptions", "support plan of organization …". */
  describe: (subscription: S) => string;
  /** Still renewing (not ended or cancelled): a period moves only while it is. */
  live: (subscription: S) => boolean;
  /** Whether a subscription must also have reached its period's end on the clock (a sweep's), or was scheduled for it (a job's). */
  waitsForClock: boolean;
  /** Moves many records in one transaction; `change` answers undefined to leave one as it is. */
  updateMany: (tx: Repositories, subscriptions: readonly S[], change: (current: S) => S | undefined) => Promise<S[]>;
  /** Those of `due` that end at their period's end instead of renewing, and the state and event they end with. */
  ending?: {
    pick: (repositories: Repositories, due: readonly S[]) => Promise<Set<string>>;
    state: S['state'];
    type: S['events'][number]['type'];
    text: SubscriptionEventText;
  };
  /** The invoice id of the period that ends at the subscription's `periodEnd`: one per period. */
  invoiceId: (subscription: S) => string;
  /** The price step; undefined when it cannot be priced (it stays due). */
  price: (subscription: S, catalog: Readonly<CatalogSeed>) => RenewalPrice<S> | undefined;
  /** False when the record changed since it was priced in a way that needs a new price (or waits for a charge being made). */
  unchanged: (current: S, priced: S, at: Date) => boolean;
  /** Work in the renewal's transaction once the periods moved (a product queues its next period's end). */
  afterMove?: (tx: Repositories, moved: readonly S[]) => Promise<void>;
  /** Renewals issued per transaction (the rest of a page waits for the next). */
  batch: number;
  /**
   * The kind's sweep, when it has one: the subscriptions due by `until`, oldest first, `page` at a
   * time, renewed `together` (a page's reads at once) or each alone (a failure kept to it).
   */
  sweep?: {
    listDue: (repositories: Repositories, until: string, limit: number) => Promise<S[]>;
    page: number;
    together: boolean;
  };
};

export type RenewalDeps = {
  repositories: Repositories;
  catalog: CatalogRepository;
  notices: BillingNotices;
  rateOf: (currency: Currency) => Promise<number>;
  /** One collection attempt of an invoice from the default method (retries on days 3, 7, 14, then new orders suspended). */
  collect: (invoiceId: string) => Promise<unknown>;
  /** One collection attempt of each of many invoices, their storage work shared (MonthlyInvoicing.collectMany). */
  collectMany?: (invoiceIds: string[]) => Promise<unknown>;
  now?: () => number;
};

type Prepared<S> = {
  subscription: S;
  organization: OrganizationRecord;
  renewal: PricedRenewal;
  price: RenewalPrice<S>;
  rate: number;
  at: Date;
};
/** Subscriptions readied for renewal: those priced, and how many ended instead (`ending` were found to end). */
type Readied<S> = { renewing: Prepared<S>[]; ended: number; ending: number };

/** What a renewal of some subscriptions did: the invoices issued and how many ended instead (`ending` were found to end). */
export type RenewalOutcome = { invoices: InvoiceRecord[]; ended: number; ending: number };

type Change<S> = (current: S) => S | undefined;

/** A kind's `updateMany` for a repository that moves one record at a time (in the caller's transaction). */
export const oneAtATime =
  <S>(update: (tx: Repositories, subscription: S, change: Change<S>) => Promise<S | undefined>) =>
  async (tx: Repositories, subscriptions: readonly S[], change: Change<S>): Promise<S[]> => {
    const moved: S[] = [];
    for (const subscription of subscriptions) {
      const updated = await update(tx, subscription, change);
      if (updated) moved.push(updated);
    }
    return moved;
  };

/** Subscriptions collected at once when no batch collection is given. */
const CONCURRENCY = 16;

/**
 * Renews the subscriptions of one kind at their period's end: at list price for the next period
 * (plan discount when the kind's price step says so, VAT, then the credits balance), on an invoice
 * collected from the default method with the month-end retries. The invoice id names the period
 * and the subscription moves in the same transaction: each period is invoiced and charged once.
 */
export class RenewalEngine<S extends RenewableRecord> {
  #kind: RenewalKind<S>;
  #deps: RenewalDeps;
  #now: () => number;

  constructor(kind: RenewalKind<S>, deps: RenewalDeps) {
    this.#kind = kind;
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /**
   * Renews (or ends) every subscription whose period ended by now, a page at a time: renewed
   * together (one read of each kind for the page, the invoices issued per batch, then collected;
   * the page's reads failing leave it due) or each alone (a failure kept to it). Each period is
   * tried once per sweep; one not renewed stays due for the next.
   */
  async renewDue(): Promise<{ renewed: number; ended: number }> {
    const { sweep } = this.#kind;
    if (!sweep) throw new Error('This kind of subscription is not renewed by a sweep.');
    const totals = { renewed: 0, ended: 0 };
    const at = new Date(this.#now());
    const rates = new Map<Currency, number>();
    const count = (outcome: RenewalOutcome) => {
      totals.renewed += outcome.invoices.length;
      totals.ended += outcome.ended;
    };
    await sweepDue(
      (until, limit) => sweep.listDue(this.#deps.repositories, until, limit),
      at,
      sweep.page,
      async (due) => {
        if (sweep.together)
          return count(
            await this.#issueAll(await this.#prepare(due, at, rates).catch((error: Error) => this.#failed(due, error))),
          );
        for (const subscription of due)
          count(
            await this.renew([subscription], at, rates).catch((error: Error) => this.#failed([subscription], error)),
          );
      },
    );
    return totals;
  }

  /** Ends or renews the period that ends at each subscription's `periodEnd` (those live and due), and collects the invoices issued. */
  async renew(
    subscriptions: readonly S[],
    at = new Date(this.#now()),
    rates = new Map<Currency, number>(),
  ): Promise<RenewalOutcome> {
    return this.#issueAll(await this.#prepare(subscriptions, at, rates));
  }

  /** The prepared renewals issued, `batch` per transaction, then collected. */
  async #issueAll(prepared: Readied<S>): Promise<RenewalOutcome> {
    const invoices: InvoiceRecord[] = [];
    const { batch } = this.#kind;
    for (let i = 0; i < prepared.renewing.length; i += batch)
      invoices.push(...(await this.#issue(prepared.renewing.slice(i, i + batch))));
    await this.#collect(invoices.filter((invoice) => invoice.paymentStatus === 'due'));
    return { invoices, ended: prepared.ended, ending: prepared.ending };
  }

  #failed(subscriptions: readonly S[], error: Error): Readied<S> & RenewalOutcome {
    const [first] = subscriptions;
    console.warn(
      `Renewal of ${subscriptions.length === 1 && first ? this.#kind.describe(first) : `a page of ${subscriptions.length} subscriptions`} failed:`,
      error.message,
    );
    return { renewing: [], invoices: [], ended: 0, ending: 0 };
  }

  /**
   * The renewals priced (not issued yet), with one read of each kind for them all; those that end
   * instead are ended. The credits balance an organization has is drawn on by its renewals in
   * turn, never twice.
   */
  async #prepare(subscriptions: readonly S[], at: Date, rates: Map<Currency, number>): Promise<Readied<S>> {
    const kind = this.#kind;
    const { repositories } = this.#deps;
    const due = subscriptions.filter(
      (s) => kind.live(s) && (!kind.waitsForClock || Date.parse(s.periodEnd) <= at.getTime()),
    );
    if (due.length === 0) return { renewing: [], ended: 0, ending: 0 };
    const ending = kind.ending ? await kind.ending.pick(repositories, due) : new Set<string>();
    const ended =
      ending.size === 0
        ? []
        : await this.#end(
            due.filter((s) => ending.has(s.id)),
            at,
          );
    const renewing = due.filter((s) => !ending.has(s.id));
    if (renewing.length === 0) return { renewing: [], ended: ended.length, ending: ending.size };
    const organizationIds = [...new Set(renewing.map((s) => s.organizationId))];
    const [organizations, balances, catalog] = await Promise.all([
      repositories.organizations.findMany(organizationIds),
      repositories.credits.balances(organizationIds),
      this.#deps.catalog.shared(),
    ]);
    for (const currency of new Set(renewing.map((s) => s.currency))) {
      if (!rates.has(currency)) rates.set(currency, currency === 'USD' ? 1 : await this.#deps.rateOf(currency));
    }
    const prepared: Prepared<S>[] = [];
    for (const subscription of renewing) {
      const organization = organizations.get(subscription.organizationId);
      const price = organization && kind.price(subscription, catalog);
      if (!organization || !price) continue;
      const rate = rates.get(subscription.currency) ?? 1;
      const { currency, billingCycle, periodEnd } = subscription;
      const renewal = priceRenewal({
        periodEnd,
        periodAnchor: subscription.periodAnchor,
        billingCycle,
        currency,
        rate,
        lines: price.lines,
        planDiscount: price.planDiscount,
        organization,
        catalog,
        balance: balances.get(organization.id) ?? 0,
      });
      balances.set(organization.id, (balances.get(organization.id) ?? 0) - renewal.priced.creditsApplied);
      prepared.push({ subscription, organization, renewal, price, rate, at });
    }
    return { renewing: prepared, ended: ended.length, ending: ending.size };
  }

  /** Ends the subscriptions at their period's end, with the kind's state and event (unless they moved meanwhile). */
  async #end(subscriptions: S[], at: Date): Promise<S[]> {
    const kind = this.#kind;
    const ending = kind.ending;
    if (!ending) return [];
    const byId = new Map(subscriptions.map((s) => [s.id, s]));
    return kind.updateMany(this.#deps.repositories, subscriptions, (current) =>
      !kind.live(current) || current.periodEnd !== byId.get(current.id)?.periodEnd
        ? undefined
        : {
            ...current,
            state: ending.state,
            events: [
              ...current.events,
              { at: at.toISOString(), type: ending.type, ...storedSubscriptionEvent(ending.text) },
            ],
            updatedAt: at.toISOString(),
          },
    );
  }

  /** Issues a batch in one transaction; if another instance renewed one of them, one by one. */
  async #issue(batch: Prepared<S>[]): Promise<InvoiceRecord[]> {
    try {
      return await this.#deps.repositories.transaction((tx) => this.#issueIn(tx, batch));
    } catch (error) {
      if (!(error instanceof UniqueViolation)) throw error;
      if (batch.length === 1) return [];
      const issued: InvoiceRecord[] = [];
      for (const prepared of batch) issued.push(...(await this.#issue([prepared])));
      return issued;
    }
  }

  /** The periods move and their invoices are issued in the same transaction: once per period. */
  async #issueIn(tx: Repositories, batch: Prepared<S>[]): Promise<InvoiceRecord[]> {
    const kind = this.#kind;
    const byId = new Map(batch.map((prepared) => [prepared.subscription.id, prepared]));
    const moved = await kind.updateMany(
      tx,
      batch.map((prepared) => prepared.subscription),
      (current) => {
        const prepared = byId.get(current.id);
        if (!prepared) return undefined;
        const { subscription, at, renewal, price, rate } = prepared;
        if (
          !kind.live(current) ||
          current.periodEnd !== subscription.periodEnd ||
          !kind.unchanged(current, subscription, at)
        )
          return undefined;
        const { periodStart, periodEnd } = renewal;
        return {
          ...current,
          periodStart: periodStart.toISOString(),
          periodEnd: periodEnd.toISOString(),
          invoiceId: kind.invoiceId(subscription),
          ...price.periodFields(renewal, rate),
          events: [...current.events, renewedEvent(at, periodEnd)],
          updatedAt: at.toISOString(),
        };
      },
    );
    const movedIds = new Set(moved.map((s) => s.id));
    // In the batch's order, so the numbers follow it.
    const renewed = batch.filter((prepared) => movedIds.has(prepared.subscription.id));
    if (renewed.length === 0) return [];
    const invoices = await issueRenewalInvoices(
      tx,
      renewed.map(({ subscription, organization, renewal, price, at }) => ({
        id: kind.invoiceId(subscription),
        organization,
        priced: renewal.priced,
        issuedAt: at,
        periodStart: renewal.periodStart,
        periodEnd: renewal.periodEnd,
        subscriptionId: subscription.id,
        renews: price.renews,
      })),
    );
    await kind.afterMove?.(tx, moved);
    await this.#deps.notices.invoiceEvents(tx, invoices, 'renewed');
    return invoices;
  }

  async #collect(invoices: InvoiceRecord[]): Promise<void> {
    if (invoices.length === 0) return;
    const { collect, collectMany } = this.#deps;
    const warn = (error: Error) => console.warn('Collection of renewal invoices failed:', error.message);
    if (collectMany) await collectMany(invoices.map((invoice) => invoice.id)).catch(warn);
    else await forEachConcurrent(invoices, CONCURRENCY, (invoice) => collect(invoice.id).then(() => undefined, warn));
  }
}
