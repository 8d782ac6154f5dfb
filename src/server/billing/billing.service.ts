import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import { errors } from '../http/app-error.ts';
import type { BillingProfile } from '../organizations/organizations.schemas.ts';
import type { OrganizationRepository } from '../organizations/organizations.repository.ts';

/** Default plan of an organization that never bought one. */
export const DEFAULT_PLAN_ID = 'pay-as-you-go';

/** An organization's billing identity and plan. */
export class BillingService {
  #organizations: OrganizationRepository;
  #catalog: CatalogRepository;

  constructor(deps: { organizations: OrganizationRepository; catalog: CatalogRepository }) {
    this.#organizations = deps.organizations;
    this.#catalog = deps.catalog;
  }

  async profile(organizationId: string): Promise<BillingProfile | null> {
    const organization = await this.#organizations.findById(organizationId);
    if (!organization) throw errors.notFound('Organization not found.');
    return organization.billingProfile ?? null;
  }

  /** Saves the legal identity printed on the next invoices (issued ones never change). */
  async updateProfile(organizationId: string, profile: BillingProfile): Promise<BillingProfile> {
    const updated = await this.#organizations.change(organizationId, () => ({ billingProfile: profile }));
    return updated.billingProfile ?? profile;
  }

  async plans(organizationId: string) {
    const [organization, plans] = await Promise.all([this.#organizations.findById(organizationId), this.#catalog.listBillingPlans()]);
    const currentPlanId = organization?.planId ?? DEFAULT_PLAN_ID;
    return { currentPlanId, plans: plans.map((plan) => ({ ...plan, current: plan.id === currentPlanId })) };
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
        throw errors.conflict(`Your organization is already on the ${plans.find((p) => p.id === planId)?.name ?? planId} plan`);
      }
      return { planId, planOrderId: orderId };
    });
  }
}
