// Node pools and upgrades in the console: the wizard's pool editor (taints, the system-pool rule,
// scale to zero, the maintenance window), then a running cluster with a tainted `gpu` pool at a
// minimum of 0 that grows for a load tolerating its taint and returns to zero, a maintenance
// window set on the cluster page, and a minor upgrade through its pre-check, nodes replaced live.
import { expect, test, type Page } from '@playwright/test';
import { JOURNEY_MS } from './budgets.ts';
import { hydrated } from './settle.ts';
import { registerOwner, runningCluster } from './team-roles.ts';
import { testClusterSpec } from '../test/support/builders.ts';

const GPU_TAINT = { key: 'gpu', value: 'true', effect: 'NoSchedule' } as const;
const spec = testClusterSpec({
  name: 'trainer',
  kubernetesVersion: '1.36',
  nodePools: [
    { name: 'general', nodeSizeId: 'gp-2-4', count: 2 },
    {
      name: 'gpu',
      nodeSizeId: 'gp-4-16',
      count: 0,
      autoscale: { min: 0, max: 2 },
      labels: { accelerator: 'gpu' },
      taints: [GPU_TAINT],
    },
  ],
});

test('the wizard edits taints and scale to zero, refuses pools that leave no room for system pods, and sets the maintenance window', async ({
  page,
}) => {
  await registerOwner(page);
  await page.goto('/configure-cluster?tier=standard&provider=sovereign&region=fr-par-1&nodeSize=gp-2-4&nodes=2');
  await hydrated(page);
  await page.getByRole('button', { name: 'Next: Location' }).click();
  await page.getByRole('button', { name: 'Next: Version' }).click();
  await page.getByRole('button', { name: 'Next: Node pools' }).click();

  const pool = page.getByRole('group', { name: 'Node pool 1', exact: true });
  await pool.getByText('Advanced: labels and taints').click();
  await pool.getByRole('button', { name: 'Add a taint' }).click();
  const taints = pool.getByRole('group', { name: 'Taints' });
  await taints.getByLabel('Key').fill('gpu');
  await taints.getByLabel('Value').fill('true');
  await expect(taints.getByLabel('Effect')).toHaveValue('NoSchedule');
  await page.getByRole('button', { name: 'Next: Options' }).click();
  // The only pool is tainted: nothing could run CoreDNS and the add-ons, so the step says why and stays.
  await expect(page.getByText(/Keep at least one pool without a NoSchedule or NoExecute taint/)).toBeVisible();

  await pool.getByRole('button', { name: 'Remove taint gpu' }).click();
  await pool.getByRole('checkbox', { name: 'Autoscale' }).check();
  await pool.getByLabel('At least').fill('0');
  await expect(pool.getByTestId('scale-to-zero-hint')).toHaveText(
    'Scales to zero: no node, nothing billed in advance, while nothing needs it.',
  );
  await pool.getByLabel('At least').fill('1');
  await page.getByRole('button', { name: 'Next: Options' }).click();

  const maintenance = page.getByRole('group', { name: 'Maintenance window' });
  await expect(maintenance.getByLabel('Day')).toHaveValue('sun');
  await maintenance.getByLabel('Day').selectOption('wed');
  await maintenance.getByLabel('Starts at (UTC)').selectOption('22');
  await maintenance.getByRole('checkbox', { name: 'Upgrade patch versions automatically' }).check();
  const draft = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('clusterWizardDraft') ?? '{}') as { spec?: Record<string, unknown> }).spec ??
      {},
  );
  expect(draft.maintenanceWindow).toEqual({ day: 'wed', startHourUtc: 22, durationHours: 4 });
  expect(draft.autoUpgrade).toBe(true);
});

test('a tainted GPU pool grows from zero for a load that tolerates it and returns to zero; the window is set and a minor upgrade replaces nodes live', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_MS);
  await registerOwner(page);
  const { clusterId } = await runningCluster(page, spec);
  await page.goto(`/clusters/${clusterId}`);
  await hydrated(page);

  await expect(page.locator('[data-pool-scheduling="gpu"]')).toContainText('accelerator=gpu');
  await expect(page.locator('[data-pool-scheduling="gpu"]')).toContainText('gpu=true:NoSchedule');
  await expect(page.getByTestId('scale-to-zero-note')).toContainText('billed by the hour at month end');
  await expect(page.locator('[data-pool-nodes="gpu"]')).toHaveText('0');

  // Pods that tolerate the taint: the autoscaler starts a node in the pool that had none.
  const load = (replicas: number) =>
    page.request.put(`/api/clusters/${clusterId}/test-load`, {
      data: { pool: 'gpu', replicas, cpuMillicores: 1000, tolerations: [{ ...GPU_TAINT, operator: 'Equal' }] },
    });
  const started = await load(2);
  expect(started.status(), await started.text()).toBe(200);
  await expect(page.locator('[data-pool-nodes="gpu"]')).toHaveText(/^0 \+ [12] autoscaled$/, { timeout: 90_000 });
  // The load ends: once idle past the scale-down delay, the pool is back to no node.
  const stopped = await load(0);
  expect(stopped.status(), await stopped.text()).toBe(200);
  await expect(page.locator('[data-pool-nodes="gpu"]')).toHaveText('0', { timeout: 180_000 });

  // A label alone changes no price: the dialog says so, and the pool carries it once confirmed.
  await page.getByRole('button', { name: 'Scale gpu' }).click();
  const scale = page.getByRole('dialog', { name: 'Scale gpu' });
  const labels = scale.getByRole('group', { name: 'Node labels' });
  await labels.getByRole('button', { name: 'Add a label' }).click();
  await labels.getByLabel('Key').last().fill('team');
  await labels.getByLabel('Value').last().fill('ml');
  await expect(scale.getByTestId('no-charge')).toHaveText('No charge: labels and taints change no price.');
  await expect(scale.getByTestId('new-monthly-price')).toHaveText(
    (await scale.getByTestId('current-monthly-price').textContent()) ?? '',
  );
  await scale.getByRole('button', { name: 'Confirm scaling' }).click();
  await expect(scale).toBeHidden();
  await expect(page.locator('[data-pool-scheduling="gpu"]')).toContainText('team=ml');

  // The maintenance window, set on the page by the owner.
  const form = page.getByRole('form', { name: 'Change the maintenance window' });
  await form.getByLabel('Day').selectOption('wed');
  await form.getByLabel('Starts at (UTC)').selectOption('22');
  await form.getByLabel('Length').selectOption('2');
  await form.getByRole('checkbox', { name: 'Upgrade patch versions automatically' }).check();
  await form.getByRole('button', { name: 'Save the window' }).click();
  await expect(page.getByTestId('maintenance-window')).toContainText(
    'Maintenance window: Wednesday 22:00–00:00 UTC. Patch versions are upgraded automatically.',
  );
  await expect(page.getByTestId('next-maintenance')).toContainText('UTC');
  const saved = (await (await page.request.get(`/api/clusters/${clusterId}`)).json()) as Record<string, unknown>;
  expect(saved.maintenanceWindow).toEqual({ day: 'wed', startHourUtc: 22, durationHours: 2 });
  expect(saved.autoUpgrade).toBe(true);

  // The minor upgrade: the pre-check first, then nodes replaced one at a time, live.
  const upgrade = page.getByRole('button', { name: 'Upgrade to 1.37' });
  await expect(upgrade).toBeEnabled({ timeout: 60_000 });
  await upgrade.click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Kubernetes 1.37' });
  await expect(dialog.getByRole('region', { name: 'Pre-check' })).toContainText('OK');
  await expect(dialog.getByTestId('upgrade-check-verdict')).toHaveText('Nothing blocks this upgrade.');
  const confirm = dialog.getByRole('button', { name: 'Upgrade to 1.37' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('upgrade-progress')).toContainText(/Upgrading from 1\.36\.\d+ to 1\.37\.\d+/);
  await expect(page.getByTestId('upgrade-progress')).toContainText(/Pool general · \d of 2 nodes replaced/, {
    timeout: 120_000,
  });
  await expect(page.getByText(/Kubernetes 1\.37 \(1\.37\.\d+\), supported until/)).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('upgrade-progress')).toBeHidden();
});
