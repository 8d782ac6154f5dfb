import type { Migration } from './snapshot.ts';
import { isRenewingCluster } from '../../../shared/cluster-lifecycle.ts';

// Versions 1–4 built one JSON document with an array per collection; version 5 moved every
// collection into `tables` (named like the PostgreSQL tables) for the journal to address rows.
const TABLE_OF: Record<string, string> = {
  organizations: 'organizations',
  users: 'users',
  sessions: 'sessions',
  emailTokens: 'email_tokens',
  pendingRegistrations: 'pending_registrations',
  auditEvents: 'audit_events',
  notifications: 'notifications',
  leads: 'leads',
  newsletterSubscriptions: 'newsletter_subscriptions',
  tickets: 'tickets',
};

const PAID_ORDER = new Set(['paid', 'fulfilling', 'completed']);

/** A customer's cluster that renews (still running, or failed after it ran) whose order was paid. */
function isPaidLiveCluster(cluster: Record<string, unknown>, order: Record<string, unknown>): boolean {
  if (!order.paidAt || !PAID_ORDER.has(String(order.status))) return false;
  if ((cluster.purpose ?? 'customer') !== 'customer') return false;
  return isRenewingCluster({
    status: String(cluster.status),
    runningSince: (cluster.runningSince as string | null | undefined) ?? null,
  });
}

/**
 * The period under way at `at` of a subscription paid at `paidAt`: period after period from the
 * payment, so nothing past is charged again. Counted as periods were when versions 10 and 11
 * were released (31 January + 1 month = 3 March), as PostgreSQL migrations 016 and 018 count
 * them: a released migration keeps its result. Periods since follow addBillingPeriods
 * (billing/billing-period.ts), from the end these ones stored.
 */
function periodUnderWay(
  paidAt: string,
  cycle: 'monthly' | 'yearly',
  at: string,
): { periodStart: string; periodEnd: string } {
  const nextEnd = (start: Date) => {
    const end = new Date(start);
    if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
    else end.setUTCMonth(end.getUTCMonth() + 1);
    return end;
  };
  let start = new Date(paidAt);
  let end = nextEnd(start);
  while (end.toISOString() <= at) [start, end] = [end, nextEnd(end)];
  return { periodStart: start.toISOString(), periodEnd: end.toISOString() };
}

/** Ordered schema migrations of the embedded store; append, never edit a released one. */
export const embeddedMigrations: readonly Migration[] = [
  {
    version: 1,
    description: 'catalog, organizations and users',
    up(doc) {
      doc.catalog ??= null;
      doc.organizations ??= [];
      doc.users ??= [];
    },
  },
  {
    version: 2,
    description: 'identity: sessions, e-mail tokens, pending registrations, audit log; MFA and preferences on users',
    up(doc) {
      doc.sessions ??= [];
      doc.emailTokens ??= [];
      doc.pendingRegistrations ??= [];
      doc.auditEvents ??= [];
      for (const user of doc.users as Record<string, unknown>[]) {
        user.mfa ??= null;
        user.mfaPending ??= null;
        user.preferences ??= { currency: 'EUR', billingCycle: 'monthly', theme: 'system' };
      }
    },
  },
  {
    version: 3,
    description: 'leads, newsletter and visitor tickets',
    up(doc) {
      doc.leads ??= [];
      doc.newsletterSubscriptions ??= [];
      doc.tickets ??= [];
    },
  },
  {
    version: 4,
    description: 'notifications',
    up(doc) {
      doc.notifications ??= [];
    },
  },
  {
    version: 5,
    description: 'tables addressed by id, for the journal',
    up(doc) {
      const tables: Record<string, unknown[]> = {};
      for (const [key, table] of Object.entries(TABLE_OF)) {
        tables[table] = (doc[key] as unknown[] | undefined) ?? [];
        delete doc[key];
      }
      const catalog = doc.catalog as (Record<string, unknown> & { seededAt: string }) | null;
      if (catalog) {
        const { seededAt, ...seed } = catalog;
        tables.catalog = [{ id: 'current', seededAt, seed }];
      }
      delete doc.catalog;
      doc.tables = tables;
      doc.journalSeq = 0;
    },
  },
  {
    version: 6,
    description: 'clusters: purpose (customer or provider-test); existing clusters were bought by customers',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      for (const cluster of tables.clusters ?? []) cluster.purpose ??= 'customer';
    },
  },
  {
    version: 7,
    description:
      'organization roles: every existing user owns their organization; audit events name their organization',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      const orgOf = new Map<unknown, unknown>();
      for (const user of tables.users ?? []) {
        user.orgRole ??= 'owner';
        orgOf.set(user.id, user.organizationId);
      }
      for (const event of tables.audit_events ?? []) {
        event.organizationId ??= (event.actorId && orgOf.get(event.actorId)) || null;
        event.targetType ??= null;
        event.targetId ??= null;
      }
    },
  },
  {
    version: 8,
    description: 'test provider: charges that took the money say when (reconciliation lists them by it)',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      for (const record of tables.test_provider_records ?? []) {
        if (record.kind === 'charge' && record.status === 'succeeded') record.succeededAt ??= record.createdAt;
      }
    },
  },
  {
    version: 9,
    description: 'one billing currency per organization: the currency of its first paid order',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      const currencyOf = new Map((tables.orders ?? []).map((order) => [order.id, order.currency]));
      for (const organization of tables.organizations ?? []) {
        const first = organization.firstPaidOrderId;
        if (organization.billingCurrency || !first) continue;
        const currency = currencyOf.get(first);
        if (currency) organization.billingCurrency = currency;
      }
    },
  },
  {
    version: 10,
    description:
      'a subscription for each paid, live cluster ordered before subscriptions existed (PostgreSQL migration 016)',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      const orders = new Map((tables.orders ?? []).map((order) => [order.id, order]));
      const subscriptions = (tables.cluster_subscriptions ??= []);
      const subscribed = new Set(subscriptions.map((s) => s.id));
      const at = new Date().toISOString();
      for (const cluster of tables.clusters ?? []) {
        const order = orders.get(cluster.orderId);
        if (!order || subscribed.has(cluster.id) || !isPaidLiveCluster(cluster, order)) continue;
        const cycle = order.billingCycle === 'yearly' ? 'yearly' : 'monthly';
        const { periodStart, periodEnd } = periodUnderWay(String(order.paidAt), cycle, at);
        const { name, tierId, providerId, regionId, kubernetesVersion, haControlPlane, nodePools, addonIds } = cluster;
        subscriptions.push({
          id: cluster.id,
          organizationId: cluster.organizationId,
          clusterId: cluster.id,
          clusterName: name,
          orderId: order.id,
          billingCycle: cycle,
          currency: order.currency,
          rate: order.currency === 'USD' ? 1 : order.rate,
          state: 'active',
          periodStart,
          periodEnd,
          chargedSpec: { name, tierId, providerId, regionId, kubernetesVersion, haControlPlane, nodePools, addonIds },
          periodPriceUsdCents: order.subtotalUsdCents,
          invoiceId: order.invoiceId ?? null,
          events: [
            {
              at,
              type: 'activated',
              message: `Carried over from order ${String(order.number)} (placed before subscriptions): this period runs until ${periodEnd.slice(0, 10)}, then renews ${cycle}.`,
            },
          ],
          createdAt: at,
          updatedAt: at,
          changeClaim: null,
        });
        subscribed.add(cluster.id);
      }
    },
  },
  {
    version: 11,
    description:
      'a subscription for each paid support plan ordered before support subscriptions existed (PostgreSQL migration 018)',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      const catalog = (tables.catalog ?? []).find((row) => row.id === 'current') as
        | { seed?: { billingPlans?: { id: string; name: string; monthlyCommitUsdCents: number }[] } }
        | undefined;
      const plans = new Map((catalog?.seed?.billingPlans ?? []).map((plan) => [plan.id, plan]));
      const orders = new Map((tables.orders ?? []).map((order) => [order.id, order]));
      const subscriptions = (tables.support_subscriptions ??= []);
      const subscribed = new Set(subscriptions.map((s) => s.id));
      const at = new Date().toISOString();
      for (const organization of tables.organizations ?? []) {
        const order = orders.get(organization.planOrderId);
        const plan = plans.get(String(organization.planId));
        const support = order?.support as { planId?: string } | null | undefined;
        if (!order || !plan || plan.monthlyCommitUsdCents <= 0 || subscribed.has(String(organization.id))) continue;
        if (
          !order.paidAt ||
          !PAID_ORDER.has(String(order.status)) ||
          order.kind !== 'support' ||
          support?.planId !== plan.id
        )
          continue;
        const cycle = order.billingCycle === 'yearly' ? 'yearly' : 'monthly';
        const { periodStart, periodEnd } = periodUnderWay(String(order.paidAt), cycle, at);
        subscriptions.push({
          id: organization.id,
          organizationId: organization.id,
          planId: plan.id,
          planName: plan.name,
          orderId: order.id,
          billingCycle: cycle,
          currency: order.currency,
          rate: order.currency === 'USD' ? 1 : order.rate,
          state: 'active',
          periodStart,
          periodEnd,
          periodPriceUsdCents: plan.monthlyCommitUsdCents * (cycle === 'yearly' ? 12 : 1),
          invoiceId: order.invoiceId ?? null,
          events: [
            {
              at,
              type: 'activated',
              message: `Carried over from order ${String(order.number)} (placed before subscriptions): ${plan.name} runs until ${periodEnd.slice(0, 10)}, then renews ${cycle}.`,
            },
          ],
          createdAt: at,
          updatedAt: at,
        });
        subscribed.add(String(organization.id));
      }
    },
  },
  {
    version: 12,
    description: 'the credits balance holds money VAT included, in the billing currency (PostgreSQL migration 020)',
    up(doc) {
      const tables = (doc.tables ?? {}) as Record<string, Record<string, unknown>[]>;
      const organizations = new Map((tables.organizations ?? []).map((o) => [o.id, o]));
      const invoices = new Map((tables.invoices ?? []).map((i) => [i.id, i]));
      const orders = new Map((tables.orders ?? []).map((o) => [o.id, o]));
      const entries = (tables.credit_entries ??= []);
      // Half away from zero, as the server's divideRounded and PostgreSQL's round(numeric).
      const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
      // 1. Entries kept in US cents only: their amount in the billing currency.
      for (const entry of entries) {
        const organization = organizations.get(entry.organizationId);
        const currency = organization?.billingCurrency as string | undefined;
        if ('amount' in entry || !organization || !currency) continue;
        const invoice = invoices.get(entry.invoiceId);
        const first = orders.get(organization.firstPaidOrderId);
        const rate =
          invoice?.currency === currency ? Number(invoice.rate) : currency === 'USD' ? 1 : Number(first?.rate ?? 1);
        entry.amount = round(Number(entry.amountUsdCents) * rate);
        entry.currency = currency;
      }
      // 2. A balance held before VAT gets the VAT on what remains, in one correcting entry.
      const at = new Date().toISOString();
      const symbol: Record<string, string> = { EUR: '€', GBP: '£', USD: '$' };
      for (const organization of organizations.values()) {
        const currency = organization.billingCurrency as string | undefined;
        const id = `vat-correction-${String(organization.id)}`;
        if (!currency || entries.some((e) => e.id === id)) continue;
        const own = entries.filter(
          (e) => e.organizationId === organization.id && e.countsInBalance === true && 'amount' in e,
        );
        const held = own.reduce((sum, e) => sum + Number(e.amount), 0);
        const heldUsd = own.reduce((sum, e) => sum + Number(e.amountUsdCents), 0);
        const documents = [...invoices.values()].filter((d) => d.organizationId === organization.id);
        const latest = documents.sort(
          (a, b) =>
            Number(b.kind === 'credit_note') - Number(a.kind === 'credit_note') ||
            String(b.issuedAt).localeCompare(String(a.issuedAt)),
        )[0];
        const rateBp = Number(latest?.vatRateBp ?? 0);
        const amount = round((held * rateBp) / 10_000);
        if (held <= 0 || rateBp <= 0 || amount <= 0) continue;
        const shown = `${symbol[currency] ?? '$'}${(held / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
        entries.push({
          id,
          organizationId: organization.id,
          createdAt: at,
          kind: 'correction',
          description: `VAT (${rateBp / 100} %) on the ${shown} held before VAT: the balance now holds money VAT included, as every credit note credits it`,
          text: { key: 'vat_correction', rateBp, held, currency },
          amountUsdCents: round((heldUsd * rateBp) / 10_000),
          amount,
          currency,
          countsInBalance: true,
          orderId: null,
          invoiceId: null,
          clusterId: null,
        });
      }
    },
  },
];
