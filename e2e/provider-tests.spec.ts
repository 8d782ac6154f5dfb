import { expect, test } from './fixtures.ts';
import { axeViolations } from './signed-in.ts';
import { JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { hydrated } from './settle.ts';

test('the GKE test page maps machine types, dry-runs a cluster and shows the create request', async ({
  page,
  customer: _customer,
}) => {
  await page.goto('/gcp-cluster-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Google Cloud GKE: driver test' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Real GKE credentials are not configured');
  const types = page.getByRole('region', { name: 'Our node sizes and GKE instance types' });
  await expect(types.getByRole('row', { name: /gp-4-16/ })).toContainText('e2-standard-4');
  await expect(types.getByRole('row', { name: /gpu-l40s-1/ })).toContainText('Not offered');
  await expect(page.getByRole('region', { name: 'GKE regions' })).toContainText('europe-west9');

  await hydrated(page);
  await page.getByLabel('Cluster name').fill('shop-test');
  await page.getByRole('button', { name: 'Run the dry run' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'GKE would accept this cluster' })).toBeVisible();
  await expect(
    page.getByText('POST https://container.googleapis.com/v1/projects/{projectId}/locations/'),
  ).toBeVisible();
  await expect(page.getByLabel('Request body 1')).toContainText('"machineType": "e2-standard-4"');
  expect(await axeViolations(page)).toEqual([]);
});

test('the AKS test page lists every field AKS would refuse', async ({ page, customer: _customer }) => {
  await page.goto('/azure-aks-test');
  await hydrated(page);
  await page.getByLabel('Node pool name').fill('web-pool');
  await page.getByLabel('Kubernetes version', { exact: true }).selectOption('1.37');
  await page.getByRole('button', { name: 'Run the dry run' }).click();
  const refusals = page.getByRole('alert').filter({ hasText: 'AKS would refuse this cluster' });
  await expect(refusals).toContainText('Pool name: AKS pool names: Lower-case letters and digits only (no hyphen)');
  await expect(refusals).toContainText('Kubernetes version: AKS offers Kubernetes 1.36 at the newest.');
  await expect(page.getByLabel('Node pool name')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
});

test('a DOKS test cluster is created on the simulated driver, runs, and is deleted', async ({
  page,
  customer: _customer,
}) => {
  test.setTimeout(JOURNEY_MS);
  await page.goto('/digitalocean-doks-test');
  await hydrated(page);
  await page.getByLabel('Cluster name').fill('doks-try');
  await page.getByLabel('Kubernetes version', { exact: true }).selectOption('1.36');
  await page.getByRole('button', { name: 'Create test cluster' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test cluster doks-try is being created' })).toBeVisible();
  const list = page.getByRole('list', { name: 'DOKS test clusters' });
  await expect(list.getByRole('listitem').filter({ hasText: 'doks-try' })).toContainText('running', {
    timeout: PROVISIONING_MS,
  });
  await list.getByRole('button', { name: 'Delete doks-try' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(0, { timeout: PROVISIONING_MS });
  await expect(page.getByText('No test cluster yet')).toBeVisible();
});

test('every provider test page opens with its own provider', async ({ page, customer: _customer }) => {
  for (const [path, heading] of [
    ['/aws-eks-test', 'Amazon Web Services EKS: driver test'],
    ['/ibm-iks-test', /IKS: driver test/],
    ['/huawei-cce-test', /CCE: driver test/],
    ['/alibaba-ack-test', /ACK: driver test/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
