import type { JobHandler } from '../jobs/job-runner.ts';
import { supportPlanLines } from '../../shared/price-lines.ts';
import type { SupportSubscriptionRecord } from '../../shared/subscriptions/support-subscriptions.schemas.ts';
import { planPeriodUsdCents } from './support-subscriptions.service.ts';
import { oneAtATime, RenewalEngine, type RenewalDeps, type RenewalKind } from './renewal-engine.ts';

/** The sweep that renews every support-plan subscription whose period ended (scheduled; safe at any time). */
export const SUPPORT_RENEWALS_JOB = 'subscriptions.renew-support';

/**
 * A support plan renews at its list price with VAT (the plan's discount applies to what is
 * bought, never to the plan itself); one per organization, each renewed on its own.
 */
export const supportRenewal: RenewalKind<SupportSubscriptionRecord> = {
  describe: (subscription) => `the support plan of organization ${subscription.organizationId}`,
  live: (subscription) => subscription.state === 'active',
  waitsForClock: true,
  updateMany: oneAtATime((tx, subscription, change) =>
    tx.supportSubscriptions.update(subscription.organizationId, change),
  ),
  // A closing organization's plan ends with its period instead of renewing.
  ending: {
    pick: async (repositories, due) => {
      const organizations = await repositories.organizations.findMany(due.map((s) => s.organizationId));
      return new Set(due.filter((s) => organizations.get(s.organizationId)?.closure).map((s) => s.id));
    },
    state: 'ended',
    type: 'ended',
    text: { key: 'period_ended' },
  },
  invoiceId: (subscription) => `renewal-support-${subscription.organizationId}-${subscription.periodEnd}`,
  price: ({ planId, billingCycle }, catalog) => {
    const plan = catalog.billingPlans.find((p) => p.id === planId);
    if (!plan) return undefined;
    return {
      lines: supportPlanLines(plan.id, catalog, billingCycle),
      planDiscount: false,
      renews: { kind: 'support_plan', plan: plan.name },
      periodFields: (_renewal, rate) => ({ rate, periodPriceUsdCents: planPeriodUsdCents(plan, billingCycle) }),
    };
  },
  unchanged: (current, priced) => current.planId === priced.planId,
  batch: 1,
  sweep: {
    listDue: (repositories, until, limit) => repositories.supportSubscriptions.listDue(until, limit),
    page: 200,
    together: false,
  },
};

/** The end of a support plan's period (renewal-engine.ts): renewed for one more. */
export class SupportRenewals {
  #engine: RenewalEngine<SupportSubscriptionRecord>;

  constructor(deps: RenewalDeps) {
    this.#engine = new RenewalEngine(supportRenewal, deps);
  }

  jobHandler(): JobHandler {
    return async () => {
      await this.renewDue();
      return undefined;
    };
  }

  /** Renews every subscription whose period ended by now; answers how many. */
  async renewDue(): Promise<{ renewed: number }> {
    const { renewed } = await this.#engine.renewDue();
    return { renewed };
  }
}
