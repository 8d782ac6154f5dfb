import type { AuditService } from '../audit/audit.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import type { MonthlyInvoicing } from '../billing/monthly-invoicing.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { OfficerFeed } from './officer-feed.ts';
import type { FailedPayment, OfficerNote, RefundedCharge } from '../../shared/officers/officers.schemas.ts';
import { UNMATCHED_CHARGE_ACTION } from '../orders/payment-recovery.ts';
import { m } from '../../shared/i18n/messages.ts';

type Deps = {
  repositories: Repositories;
  invoicing: Pick<MonthlyInvoicing, 'collect'>;
  audit: Pick<AuditService, 'record'>;
  feed: Pick<OfficerFeed, 'changed'>;
  now?: () => number;
};

/** How many failed invoices the queue reads at most (the count is exact). */
const LIMIT = 200;

/**
 * The officers' failed-payments queue: month-end invoices whose collection failed, with their
 * retry state and whether they hold the organization's new orders. Officers retry the
 * collection now (the same charge of the default payment method the schedule makes), note a
 * contact, or lift a suspension. Nothing here changes an amount or marks anything paid.
 */
export class PaymentsQueue {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async summary(): Promise<{ count: number; oldestAt: string | null }> {
    const { invoices } = this.#deps.repositories;
    const [count, [oldest]] = await Promise.all([invoices.countFailed(), invoices.listFailed(1)]);
    return { count, oldestAt: oldest?.issuedAt ?? null };
  }

  /** Invoices whose collection failed, oldest first. */
  async list(): Promise<FailedPayment[]> {
    const invoices = await this.#deps.repositories.invoices.listFailed(LIMIT);
    const organizations = new Map<string, OrganizationRecord | undefined>();
    for (const id of new Set(invoices.map((i) => i.organizationId)))
      organizations.set(id, await this.#deps.repositories.organizations.findById(id));
    return invoices.map((invoice) => itemOf(invoice, organizations.get(invoice.organizationId)));
  }

  /** The latest charges reconciliation refunded because no paid order held them, newest first. */
  async refundedCharges(): Promise<RefundedCharge[]> {
    const events = await this.#deps.repositories.audit.listRecent(LIMIT, { action: UNMATCHED_CHARGE_ACTION });
    const names = new Map<string, string>();
    for (const id of new Set(events.flatMap((e) => (e.organizationId ? [e.organizationId] : [])))) {
      names.set(id, (await this.#deps.repositories.organizations.findById(id))?.companyName ?? 'Unknown organization');
    }
    return events.map((event) => ({
      id: event.id,
      at: event.at,
      organizationId: event.organizationId ?? null,
      companyName: (event.organizationId && names.get(event.organizationId)) || 'Unknown organization',
      orderId: event.targetId ?? null,
      detail: event.detail,
    }));
  }

  /** One collection attempt now, through the month-end collection itself. */
  async retry(
    officer: UserRecord,
    invoiceId: string,
    meta: RequestMeta,
  ): Promise<{ outcome: 'paid' | 'failed'; invoice: FailedPayment }> {
    const before = await this.#deps.repositories.invoices.findAny(invoiceId);
    if (!before) throw errors.notFound(m.error_no_such_invoice());
    if (before.paymentStatus !== 'failed')
      throw new AppError(409, 'not_failed', m.error_invoice_not_awaiting_retry({ number: before.number }));
    const after = (await this.#deps.invoicing.collect(invoiceId)) ?? before;
    const outcome = after.paymentStatus === 'paid' ? 'paid' : 'failed';
    await this.#deps.audit.record(meta, {
      action: 'officer.payment.retried',
      result: 'success',
      actorId: officer.id,
      detail: `invoice ${before.number}: ${outcome === 'paid' ? 'collected' : `declined (${after.collection?.lastError ?? 'no reason'})`}`,
    });
    this.#deps.feed.changed('payments');
    return {
      outcome,
      invoice: itemOf(after, await this.#deps.repositories.organizations.findById(after.organizationId)),
    };
  }

  /** Records that an officer contacted the organization (the latest note shows in the queue). */
  async noteContact(
    officer: UserRecord,
    organizationId: string,
    note: string,
    meta: RequestMeta,
  ): Promise<OfficerNote> {
    const collectionNote: OfficerNote = {
      note,
      byId: officer.id,
      byName: officer.name,
      at: new Date(this.#now()).toISOString(),
    };
    await this.#mustFind(organizationId);
    await this.#deps.repositories.organizations.change(organizationId, () => ({ collectionNote }));
    await this.#deps.audit.record(meta, {
      action: 'officer.payment.contact_noted',
      result: 'success',
      actorId: officer.id,
      detail: `organization ${organizationId}: ${note}`,
    });
    this.#deps.feed.changed('payments');
    return collectionNote;
  }

  /** Lets the organization order again while its invoice stays unpaid (and in this queue). */
  async liftSuspension(officer: UserRecord, organizationId: string, meta: RequestMeta): Promise<void> {
    const organization = await this.#mustFind(organizationId);
    const invoiceId = organization.ordersSuspendedBy;
    if (!invoiceId) throw new AppError(409, 'not_suspended', m.error_organizations_new_orders_not_suspended());
    await this.#deps.repositories.organizations.change(organizationId, (current) =>
      current.ordersSuspendedBy === invoiceId ? { ordersSuspendedBy: null } : {},
    );
    await this.#deps.audit.record(meta, {
      action: 'officer.payment.suspension_lifted',
      result: 'success',
      actorId: officer.id,
      detail: `organization ${organization.companyName} (${organizationId}), invoice ${invoiceId} still unpaid`,
    });
    this.#deps.feed.changed('payments');
  }

  async #mustFind(organizationId: string): Promise<OrganizationRecord> {
    const organization = await this.#deps.repositories.organizations.findById(organizationId);
    if (!organization) throw errors.notFound(m.error_no_such_organization());
    return organization;
  }

  #now() {
    return (this.#deps.now ?? Date.now)();
  }
}

function itemOf(invoice: InvoiceRecord, organization: OrganizationRecord | undefined): FailedPayment {
  return {
    invoiceId: invoice.id,
    number: invoice.number,
    organizationId: invoice.organizationId,
    companyName: organization?.companyName ?? 'Unknown organization',
    total: invoice.total,
    currency: invoice.currency,
    issuedAt: invoice.issuedAt,
    attempts: invoice.collection?.attempts ?? 0,
    nextAttemptAt: invoice.collection?.nextAttemptAt ?? null,
    lastError: invoice.collection?.lastError ?? null,
    ordersSuspended: organization?.ordersSuspendedBy === invoice.id,
    contactNote: organization?.collectionNote ?? null,
  };
}
