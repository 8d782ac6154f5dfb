import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './signed-in.ts';
import { JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { testClusterSpec } from '../test/support/builders.ts';
import { hydrated } from './settle.ts';

/** A test cluster (no order) of 12 nodes in one pool and 2 in another, through the GKE test API. */
async function createCluster(page: Page, name: string) {
  const created = await page.request.post('/api/gcp-clusters', {
    data: testClusterSpec({
      name,
      providerId: 'gcp',
      regionId: 'europe-west9',
      kubernetesVersion: '1.36',
      haControlPlane: true,
      nodePools: [
        { name: 'web', nodeSizeId: 'gp-4-16', count: 12 },
        { name: 'jobs', nodeSizeId: 'gp-2-8', count: 2 },
      ],
      addonIds: ['monitoring'],
    }),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('a cluster’s topology draws its parts live, focusable and named, with the full list beside it', async ({
  page,
  customer: _customer,
}) => {
  test.setTimeout(JOURNEY_MS);
  const id = await createCluster(page, 'topo');
  await page.goto(`/clusters/${id}/topology`);
  await expect(page.getByRole('heading', { level: 1, name: 'Topology of topo' })).toBeVisible();
  const drawing = page.getByRole('region', { name: 'Drawing of topo' });
  await expect(drawing).toBeVisible();
  // Live over /ws: the cluster reaches running without a reload.
  await expect(drawing.getByRole('group', { name: /^Cluster topo: running\. Healthy\.$/ })).toBeVisible({
    timeout: PROVISIONING_MS,
  });
  await expect(drawing.getByRole('group', { name: /^Node topo-/ })).toHaveCount(8 + 2);
  await expect(drawing.getByRole('group', { name: /4 more nodes/ })).toBeVisible();
  const pool = drawing.getByRole('group', { name: /^Node pool web: 12 ×/ });
  // Drawn at a readable size (a pool's box is laid out 220 px wide), not shrunk to fit the page.
  expect((await pool.boundingBox())?.width).toBeGreaterThanOrEqual(0.8 * 220 - 1);
  await pool.focus();
  await expect(pool).toBeFocused();
  await hydrated(page);
  await page.keyboard.press('Tab');
  // The next box is reached from the keyboard too.
  await expect(drawing.locator(':focus')).toHaveAttribute('aria-roledescription', 'node');
  await expect(pool).not.toBeFocused();
  const nodes = page.getByRole('list', { name: 'Nodes of web' }).getByRole('listitem');
  await expect(nodes).toHaveCount(12);
  await expect(nodes.last()).toHaveText('topo-web-11');
  expect(await axeViolations(page)).toEqual([]);
});

test('/cluster-topology groups the clusters by provider and region and links to each', async ({
  page,
  customer: _customer,
}) => {
  const id = await createCluster(page, 'overview-one');
  await page.goto('/cluster-topology');
  await expect(page.getByRole('heading', { level: 1, name: 'Cluster topology' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Drawing of your clusters by provider and region' })
      .getByRole('group', { name: /^Provider Google Cloud/ }),
  ).toBeVisible();
  const link = page.getByRole('link', { name: 'overview-one' });
  await expect(link).toHaveAttribute('href', `/clusters/${id}/topology`);
  expect(await axeViolations(page)).toEqual([]);
  await hydrated(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Topology of overview-one' })).toBeVisible();
});
