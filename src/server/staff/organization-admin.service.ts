import type { AuditService } from '../audit/audit.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError, errors } from '../http/app-error.ts';
import { decodeCursor, encodeCursor, type Page } from '../platform/pagination.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { AdminOrganization } from '../../shared/staff/staff.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import type { Currency } from '../../shared/money.ts';
import { billingCurrencyOf } from '../billing/billing-currency.ts';
import { convertMinor } from '../pricing/rounding.ts';
import { netOf } from '../billing/month-charges.ts';
import { inEachLanguage } from '../notifications/said-in-each-language.ts';

type Deps = {
  repositories: Repositories;
  audit: AuditService;
  notifications: Pick<NotificationService, 'notify'>;
  /** Today's rate of a currency (units per US dollar): for documents issued in another currency. */
  rateOf: (currency: Currency) => Promise<number>;
};

const SCAN_CHUNK = 100;
const SCAN_LIMIT = 3000;
const DOCUMENT_PAGE = 500;

/**
 * /admin/organization-users: organizations with their members, billing identity and currency,
 * plan, clusters and what they were billed (before VAT, in their billing currency); suspension. A suspended organization's members still sign in and read
 * (billing, invoices, support tickets: what they need to sort it out), but cannot create or pay
 * orders: 403 `organization_suspended` (OrderService.create and CheckoutService.pay).
 */
export class OrganizationAdminService {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async list(query: { q?: string; cursor?: string; limit: number }): Promise<Page<AdminOrganization>> {
    const { organizations } = this.#deps.repositories;
    const needle = query.q?.toLowerCase();
    const plans = new Map((await this.#deps.repositories.catalog.listBillingPlans()).map((p) => [p.id, p.name]));
    const items: AdminOrganization[] = [];
    let after = query.cursor ? decodeCursor(query.cursor) : undefined;
    let scanned = 0;
    for (;;) {
      const chunk = await organizations.listPage(SCAN_CHUNK, after);
      for (const organization of chunk) {
        after = { createdAt: organization.createdAt, id: organization.id };
        scanned += 1;
        const members = await this.#deps.repositories.users.listByOrganization(organization.id);
        if (needle && !matches(organization, members, needle)) continue;
        items.push(await this.#present(organization, members, plans));
        if (items.length === query.limit) return { items, nextCursor: encodeCursor(after) };
      }
      if (chunk.length < SCAN_CHUNK) return { items, nextCursor: null };
      if (scanned >= SCAN_LIMIT) return { items, nextCursor: encodeCursor(after as NonNullable<typeof after>) };
    }
  }

  async suspend(actor: UserRecord, id: string, reason: string, meta: RequestMeta): Promise<AdminOrganization> {
    const organization = await this.#mustFind(id);
    if (organization.id === actor.organizationId) {
      throw new AppError(400, 'own_organization', m.error_you_cannot_suspend_own_organization_ask());
    }
    if (organization.suspension)
      throw new AppError(
        409,
        'already_suspended',
        m.error_organization_already_suspended({ name: organization.companyName }),
      );
    const updated = await this.#deps.repositories.organizations.change(id, () => ({
      suspension: { at: new Date().toISOString(), by: actor.id, reason },
    }));
    await this.#tellMembers(id, 'error', () => m.notice_organization_suspended({ reason }));
    await this.#deps.audit.record(meta, {
      action: 'admin.organization_suspended',
      result: 'success',
      actorId: actor.id,
      detail: `${updated.companyId}: ${reason}`,
    });
    return this.#present(updated);
  }

  async unsuspend(actor: UserRecord, id: string, meta: RequestMeta): Promise<AdminOrganization> {
    const organization = await this.#mustFind(id);
    if (!organization.suspension)
      throw new AppError(409, 'not_suspended', m.error_organization_not_suspended({ name: organization.companyName }));
    const updated = await this.#deps.repositories.organizations.change(id, () => ({ suspension: null }));
    await this.#tellMembers(id, 'success', () => m.notice_organization_unsuspended());
    await this.#deps.audit.record(meta, {
      action: 'admin.organization_unsuspended',
      result: 'success',
      actorId: actor.id,
      detail: updated.companyId,
    });
    return this.#present(updated);
  }

  async #present(
    organization: OrganizationRecord,
    known?: UserRecord[],
    knownPlans?: Map<string, string>,
  ): Promise<AdminOrganization> {
    const { repositories } = this.#deps;
    const members = known ?? (await repositories.users.listByOrganization(organization.id));
    const plans = knownPlans ?? new Map((await repositories.catalog.listBillingPlans()).map((p) => [p.id, p.name]));
    const planId = organization.planId ?? 'pay-as-you-go';
    const profile = organization.billingProfile;
    return {
      id: organization.id,
      companyName: organization.companyName,
      companyId: organization.companyId,
      createdAt: organization.createdAt,
      billingProfile: profile
        ? { legalName: profile.legalName, city: profile.city, country: profile.country, vatNumber: profile.vatNumber }
        : null,
      plan: { id: planId, name: plans.get(planId) ?? planId },
      clusterCount: await repositories.clusters.countLive(organization.id),
      billingCurrency: billingCurrencyOf(organization),
      billedBeforeVat: await this.#billed(organization),
      suspension: organization.suspension
        ? { at: organization.suspension.at, reason: organization.suspension.reason }
        : null,
      members: members.map((m) => ({
        id: m.id,
        name: m.name,
        username: m.username,
        email: m.email,
        role: m.role,
        disabled: m.disabled,
      })),
    };
  }

  /**
   * What the organization was billed before VAT, in its billing currency (integer sums only):
   * every invoice, whatever its cause (an order, a change, a renewal, the month end), less every
   * credit note, each at its amount before VAT (credits drawn from the balance are a payment, not
   * a reduction: month-charges.ts `netOf`, as the budget counts them). A document issued in
   * another currency, before the billing currency was fixed, is converted from its own rate.
   * Before any billing currency, the currency of its first document; null without one.
   */
  async #billed(organization: OrganizationRecord): Promise<AdminOrganization['billedBeforeVat']> {
    const documents = await this.#documents(organization.id);
    const currency = billingCurrencyOf(organization) ?? documents.at(-1)?.currency ?? null;
    if (!currency) return null;
    const foreign = documents.some((d) => d.currency !== currency);
    // Today's rate is asked only when a document needs converting.
    const target = { currency, rate: foreign ? await this.#deps.rateOf(currency) : 1 };
    let amount = 0;
    for (const document of documents) {
      const net = convertMinor(netOf(document), { currency: document.currency, rate: document.rate }, target);
      amount += document.kind === 'credit_note' ? -net : net;
    }
    return { amount, currency };
  }

  /** Every invoice and credit note of the organization, newest first. */
  async #documents(organizationId: string): Promise<InvoiceRecord[]> {
    const documents: InvoiceRecord[] = [];
    let after: { issuedAt: string; id: string } | undefined;
    for (;;) {
      const page = await this.#deps.repositories.invoices.list(organizationId, {}, { limit: DOCUMENT_PAGE, after });
      documents.push(...page);
      const last = page.at(-1);
      if (!last || page.length < DOCUMENT_PAGE) return documents;
      after = { issuedAt: last.issuedAt, id: last.id };
    }
  }

  /** `message` is written in each member's language. */
  async #tellMembers(organizationId: string, type: 'error' | 'success', message: () => string) {
    for (const member of await this.#deps.repositories.users.listByOrganization(organizationId)) {
      await this.#deps.notifications
        .notify(member.id, { type, ...inEachLanguage(member, message) })
        .catch((error: Error) => {
          console.warn('Could not store a notification:', error.message);
        });
    }
  }

  async #mustFind(id: string): Promise<OrganizationRecord> {
    const organization = await this.#deps.repositories.organizations.findById(id);
    if (!organization) throw errors.notFound(m.error_no_such_organization());
    return organization;
  }
}

/** The refusal of an order or a payment by a suspended organization. */
export const organizationSuspended = () =>
  new AppError(403, 'organization_suspended', m.error_organization_suspended_new_orders_payments_refused());

function matches(organization: OrganizationRecord, members: UserRecord[], needle: string): boolean {
  const fields = [
    organization.companyName,
    organization.companyId,
    organization.billingProfile?.legalName ?? '',
    organization.billingProfile?.vatNumber ?? '',
  ];
  for (const m of members) fields.push(m.name, m.email, m.username);
  return fields.some((f) => f.toLowerCase().includes(needle));
}
