// A cluster ordered and paid on a test clock through the billing services (billing-walk-world.ts),
// running, its card saved as the default method: the start of the change and crash walks.
import type { ClusterSpec } from '../../src/shared/clusters/clusters.schemas.ts';
import { organizationWithOwner } from './billing-fixtures.ts';
import { finishOperation, type wireBilling } from './billing-walk-world.ts';
import { testCard, testClusterSpec } from './builders.ts';

type World = Awaited<ReturnType<typeof wireBilling>>;

/** A standard cluster of `count` nodes in the `web` pool (3 are in the tier's price). */
export const walkSpec = (count: number, name = 'walk'): ClusterSpec =>
  testClusterSpec({ name, nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count }] });
export const walkPools = (count: number) => ({ nodePools: walkSpec(count).nodePools });

/** Orders and pays a 3-node cluster in `currency` at the clock's time, saving the card; the cluster runs. */
export async function subscribedCluster(w: World, clock: { now: number }, currency: 'EUR' | 'USD' | 'GBP' = 'EUR') {
  const { organization, user } = await organizationWithOwner(w.repositories);
  const order = await w.commerce.orders.create(user, {
    kind: 'cluster',
    cluster: walkSpec(3),
    currency,
    billingCycle: 'monthly',
    promoCode: undefined,
  });
  const card = testCard();
  const paid = await w.commerce.checkout.pay(user, order.id, { card, save: true });
  if (paid.kind !== 'paid') throw new Error('the order was not paid');
  const stored = await w.repositories.orders.findAny(order.id);
  if (!stored) throw new Error('order not stored');
  await w.clusters.createFromOrder(stored);
  const clusterId = (await w.repositories.orders.findAny(order.id))?.clusterId ?? '';
  await finishOperation(w.repositories, clusterId, clock.now + 60_000);
  return { organization, user, order: stored, clusterId };
}
