import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { forEachConcurrent } from '../jobs/concurrency.ts';
import type { PaymentMethodRecord } from '../../shared/payments/payments.schemas.ts';
import { describeMethod } from '../payments/payment-methods.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { Repositories } from '../store/repositories.ts';
import type { BillingNotices } from './billing-notices.ts';

type Deps = {
  repositories: Repositories;
  provider: PaymentProvider;
  notices: BillingNotices;
  now: () => number;
  /** The one-invoice collection, which also records declines and schedules retries. */
  collectOne: (invoiceId: string) => Promise<unknown>;
};

type Paid = { invoice: InvoiceRecord; method: PaymentMethodRecord; attempts: number };

/** An organization's default method, as a single collection picks it: the default, else the oldest. */
function defaultMethods(methods: readonly PaymentMethodRecord[]): Map<string, PaymentMethodRecord> {
  const sorted = [...methods].sort((a, b) =>
    a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
  );
  const chosen = new Map<string, PaymentMethodRecord>();
  for (const method of sorted) {
    const current = chosen.get(method.organizationId);
    if (!current || (method.isDefault && !current.isDefault)) chosen.set(method.organizationId, method);
  }
  return chosen;
}

/**
 * One collection attempt for each of many due invoices, as `collectOne` makes it, with the
 * storage work shared: the invoices and the organizations' methods read at once, the charges
 * made with at most `concurrency` in flight (the provider's idempotency key is the one a single
 * attempt uses, so a crash or a second instance charges nothing twice), and every success
 * recorded in one transaction. A charge that does not succeed (declined, 3-D Secure, no method)
 * goes through `collectOne`, which asks the provider again under the same key (the same
 * outcome, no new charge) and records the failure and its retry as a single collection does.
 */
export async function collectBatch(deps: Deps, invoiceIds: readonly string[], concurrency: number): Promise<void> {
  const { repositories, provider } = deps;
  const invoices = [...(await repositories.invoices.findMany(invoiceIds)).values()].filter(
    (i) => i.paymentStatus === 'due' || i.paymentStatus === 'failed',
  );
  if (invoices.length === 0) return;
  const methods = defaultMethods(
    await repositories.paymentMethods.listForOrganizations([...new Set(invoices.map((i) => i.organizationId))]),
  );
  const paid: Paid[] = [];
  const others: string[] = [];
  await forEachConcurrent(invoices, concurrency, async (invoice) => {
    const method = methods.get(invoice.organizationId);
    if (!method) return void others.push(invoice.id);
    const attempts = (invoice.collection?.attempts ?? 0) + 1;
    const result = await provider
      .charge({
        amount: invoice.amountDue ?? invoice.total,
        currency: invoice.currency,
        source: { kind: method.kind, token: method.providerToken },
        idempotencyKey: `${invoice.id}-${attempts}`,
        description: `Invoice ${invoice.number}`,
        reference: { kind: 'invoice', id: invoice.id },
      })
      .catch(() => undefined);
    if (result?.status === 'succeeded') paid.push({ invoice, method, attempts });
    else others.push(invoice.id);
  });
  if (paid.length > 0) await recordPaid(deps, paid);
  await forEachConcurrent(others, concurrency, (id) =>
    deps.collectOne(id).then(
      () => undefined,
      (error: Error) => console.warn(`Collection of invoice ${id} failed:`, error.message),
    ),
  );
}

/** The successes of a batch in one transaction: invoices paid, suspensions they caused lifted, notices. */
async function recordPaid(deps: Deps, paid: readonly Paid[]): Promise<void> {
  const paidAt = new Date(deps.now()).toISOString();
  await deps.repositories.transaction(async (tx) => {
    const changes = new Map(
      paid.map(({ invoice, method, attempts }) => [
        invoice.id,
        {
          paymentStatus: 'paid' as const,
          paymentMethod: describeMethod(method),
          collection: { attempts, nextAttemptAt: null, lastError: null, paidAt },
        },
      ]),
    );
    const changed = await tx.invoices.setCollections(changes);
    const paidIds = new Set(changed.map((i) => i.id));
    const organizations = await tx.organizations.findMany([...new Set(changed.map((i) => i.organizationId))]);
    for (const organization of organizations.values()) {
      if (organization.ordersSuspendedBy && paidIds.has(organization.ordersSuspendedBy))
        await tx.organizations.change(organization.id, () => ({ ordersSuspendedBy: null }));
    }
    await deps.notices.invoiceEvents(tx, changed, 'paid');
  });
}
