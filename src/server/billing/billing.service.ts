import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { errors } from '../http/app-error.ts';
import { repricePendingOrders } from '../orders/order-vat.ts';
import type { BillingProfile, StoredBillingProfile } from '../../shared/organizations/organizations.schemas.ts';
import type { OrganizationRepository } from '../organizations/organizations.repository.ts';
import type { Repositories } from '../store/repositories.ts';
import { m } from '../../shared/i18n/messages.ts';
import { localizeCatalog } from '../../shared/catalog-text.ts';
import { requestLocale } from '../i18n/request-locale.ts';

/** Default plan of an organization that never bought one. */
export const DEFAULT_PLAN_ID = 'pay-as-you-go';

/** An organization's billing identity and plan. */
export class BillingService {
  #organizations: OrganizationRepository;
  #catalog: CatalogRepository;
  #repositories: Repositories;
  #now: () => number;

  constructor(deps: { repositories: Repositories; now?: () => number }) {
    this.#repositories = deps.repositories;
    this.#organizations = deps.repositories.organizations;
    this.#catalog = deps.repositories.catalog;
    this.#now = deps.now ?? Date.now;
  }

  async profile(organizationId: string): Promise<StoredBillingProfile | null> {
    const organization = await this.#organizations.findById(organizationId);
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    return organization.billingProfile ?? null;
  }

  /**
   * Saves the legal identity printed on the next invoices (issued ones never change, each keeps
   * the copy it was issued with), and re-prices the VAT of unpaid orders to follow it.
   */
  async updateProfile(organizationId: string, profile: BillingProfile): Promise<StoredBillingProfile> {
    const updated = await this.#organizations.change(organizationId, () => ({ billingProfile: profile }));
    await repricePendingOrders(this.#repositories, organizationId, new Date(this.#now()));
    return updated.billingProfile ?? profile;
  }

  async plans(organizationId: string) {
    const [organization, plans] = await Promise.all([
      this.#organizations.findById(organizationId),
      this.#catalog.listBillingPlans(),
    ]);
    const currentPlanId = organization?.planId ?? DEFAULT_PLAN_ID;
    // Their words in the caller's language, as the catalog's.
    const localized = localizeCatalog({ billingPlans: plans }, requestLocale()).billingPlans;
    return { currentPlanId, plans: localized.map((plan) => ({ ...plan, current: plan.id === currentPlanId })) };
  }

  /**
   * Fulfilment of a support order: the plan takes effect once paid. Two orders for the same plan,
   * both paid: the first switches, the other is refused here (and so refunded), checked with the
   * organization's row locked since the check when ordering cannot see an order paid meanwhile.
   */
  async switchPlan(organizationId: string, planId: string, orderId: string): Promise<void> {
    const plans = await this.#catalog.listBillingPlans();
    await this.#organizations.change(organizationId, (current) => {
      if (current.planOrderId === orderId) return {};
      if ((current.planId ?? DEFAULT_PLAN_ID) === planId) {
        throw errors.conflict(m.error_already_on_plan({ plan: plans.find((p) => p.id === planId)?.name ?? planId }));
      }
      return { planId, planOrderId: orderId };
    });
  }
}
