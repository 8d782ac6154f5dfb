import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { clusterLines } from '../../shared/price-lines.ts';
import type { ClusterSubscriptionRecord } from '../../shared/subscriptions/cluster-subscriptions.schemas.ts';
import { periodPriceUsdCents } from './proration.ts';
import { RenewalEngine, type RenewalDeps, type RenewalKind } from './renewal-engine.ts';
import { MS_PER_HOUR } from '../../shared/time.ts';
import { isRenewingCluster } from '../../shared/cluster-lifecycle.ts';

/** The sweep that renews every cluster subscription whose period ended (scheduled; safe at any time). */
export const CLUSTER_RENEWALS_JOB = 'subscriptions.renew-clusters';

const gone = (cluster: ClusterRecord | undefined) => !cluster || !isRenewingCluster(cluster);

/**
 * A cluster subscription renews the configuration paid for (with the changes charged meanwhile)
 * for one more period at list price with the plan discount; it ends with its cluster. Thousands
 * renew at each period's end, so a page is renewed together, 100 invoices per transaction.
 */
export const clusterRenewal: RenewalKind<ClusterSubscriptionRecord> = {
  describe: (subscription) => `the subscription of cluster ${subscription.clusterName}`,
  // A closing organization's clusters run on to the erasure without a new period (reopening resumes it).
  live: (subscription) => subscription.state === 'active' && !subscription.heldForClosing,
  waitsForClock: true,
  updateMany: (tx, subscriptions, change) =>
    tx.clusterSubscriptions.updateMany(
      subscriptions.map((s) => s.id),
      change,
    ),
  ending: {
    pick: async (repositories, due) => {
      const clusters = await repositories.clusters.findMany(due.map((s) => s.clusterId));
      return new Set(due.filter((s) => gone(clusters.get(s.clusterId))).map((s) => s.id));
    },
    state: 'ended',
    type: 'ended',
    text: { key: 'cluster_gone' },
  },
  invoiceId: (subscription) => `renewal-${subscription.id}-${subscription.periodEnd}`,
  price: ({ chargedSpec, billingCycle, clusterName }, catalog) => ({
    lines: clusterLines(chargedSpec, catalog, billingCycle),
    planDiscount: true,
    renews: { kind: 'cluster', name: clusterName },
    periodFields: (_renewal, rate) => ({
      rate,
      periodPriceUsdCents: periodPriceUsdCents(chargedSpec, catalog, billingCycle),
    }),
  }),
  unchanged: (current, priced, at) => {
    if (JSON.stringify(current.chargedSpec) !== JSON.stringify(priced.chargedSpec)) return false;
    // A change being charged finishes first; the next sweep renews.
    if (current.changeClaim && Date.parse(current.changeClaim.until) > at.getTime()) return false;
    // One whose request died is settled by its job at the claim's end (an hour's grace): the renewal then charges what it left.
    return !(current.changeClaim?.pending && Date.parse(current.changeClaim.until) > at.getTime() - MS_PER_HOUR);
  },
  batch: 100,
  sweep: {
    listDue: (repositories, until, limit) => repositories.clusterSubscriptions.listDue(until, limit),
    page: 500,
    together: true,
  },
};

/** The end of a cluster subscription's period (renewal-engine.ts): renewed, or ended with its cluster. */
export class ClusterRenewals {
  #engine: RenewalEngine<ClusterSubscriptionRecord>;

  constructor(deps: RenewalDeps) {
    this.#engine = new RenewalEngine(clusterRenewal, deps);
  }

  jobHandler(): JobHandler {
    return async () => {
      await this.renewDue();
      return undefined;
    };
  }

  /** Renews (or ends) every subscription whose period ended by now; counts each outcome. */
  renewDue(): Promise<{ renewed: number; ended: number }> {
    return this.#engine.renewDue();
  }

  /** Renews the period that ends at the subscription's `periodEnd`, or ends it with its cluster. */
  async endPeriod(subscription: ClusterSubscriptionRecord): Promise<'renewed' | 'ended' | 'skipped'> {
    const { invoices, ended } = await this.#engine.renew([subscription]);
    return ended > 0 ? 'ended' : invoices.length > 0 ? 'renewed' : 'skipped';
  }
}
