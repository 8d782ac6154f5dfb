// The autoscaler on the cluster page: a test load leaves pods pending on an autoscaled pool, and
// the page shows the nodes it added (overview and pool table), the event, and this month's
// autoscaled overage to be billed at month end, the same figure as the cluster's row on /usage.
import { expect, test } from '@playwright/test';
import { account, saveBillingProfile } from './accounts.ts';
import { JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { hydrated } from './settle.ts';
import { testCard, testClusterSpec } from '../test/support/builders.ts';

test.setTimeout(JOURNEY_MS);

const card = testCard();
const spec = testClusterSpec({
  name: 'burst',
  nodePools: [{ name: 'web', nodeSizeId: 'gp-16-64', count: 1, autoscale: { min: 1, max: 20 } }],
});

test('the cluster page shows the nodes the autoscaler added and the overage to be billed at month end', async ({
  page,
}) => {
  expect((await page.request.post('/api/register', { data: account() })).status()).toBe(201);
  await saveBillingProfile(page.request);
  await page.context().addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  const order = await page.request.post('/api/orders', {
    data: { kind: 'cluster', cluster: spec, currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id } = (await order.json()) as { id: string };
  expect((await page.request.post(`/api/orders/${id}/pay`, { data: { card } })).status()).toBe(200);
  let clusterId = '';
  await expect
    .poll(
      async () => {
        clusterId =
          ((await (await page.request.get(`/api/orders/${id}`)).json()) as { clusterId: string | null }).clusterId ??
          '';
        return clusterId
          ? ((await (await page.request.get(`/api/clusters/${clusterId}`)).json()) as { status: string }).status
          : 'no cluster';
      },
      { timeout: PROVISIONING_MS, intervals: [500] },
    )
    .toBe('running');

  const loaded = await page.request.put(`/api/clusters/${clusterId}/test-load`, {
    data: { pool: 'web', replicas: 60, cpuMillicores: 4000 },
  });
  expect(loaded.status(), await loaded.text()).toBe(200);
  await page.goto(`/clusters/${clusterId}`);
  await hydrated(page);
  await expect(page.getByText('20 (1 configured + 19 added by the autoscaler)')).toBeVisible();
  await expect(page.locator('[data-pool-nodes="web"]')).toHaveText('1 + 19 autoscaled');
  await expect(page.getByText('Autoscaler added 19 nodes to pool web (57 pending pods).')).toBeVisible();
  // 19 nodes at $0.3836 an hour: a cent or more within seconds; the page reads it from /api/usage.
  await expect
    .poll(
      async () => {
        await page.reload();
        return Number(
          (await page.locator('[data-cluster-overage]').getAttribute('data-cluster-overage', { timeout: 10_000 })) ?? 0,
        );
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  await expect(page.locator('[data-cluster-overage]')).toContainText('to be billed at month end');
});
