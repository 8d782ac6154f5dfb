// A new customer's whole path to a cluster in the browser: the wizard (prefilled from a link, with
// PARIS), the order, payment by card in the wizard, provisioning followed live, a kubeconfig that Debian's kubectl
// accepts, scaling with the price shown first, revocation (kubectl refused) and deletion.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { findOrInstall } from '../scripts/debian-package.ts';
import { account, saveBillingProfile } from './accounts.ts';
import { JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { hydrated } from './settle.ts';
import { axeViolations } from './signed-in.ts';

function kubectl(kubeconfig: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const path = process.env.KUBECTL ?? findOrInstall('kubernetes-client', ['/usr/bin/kubectl']);
  return new Promise((resolve) => {
    execFile(path, ['--kubeconfig', kubeconfig, '--request-timeout=10s', ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function newCustomer(page: Page) {
  expect((await page.request.post('/api/register', { data: account() })).status()).toBe(201);
  await saveBillingProfile(page.request);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.setTimeout(JOURNEY_MS);

test('from a prefilled wizard with PARIS to kubectl, scaling with the price shown, revocation and deletion', async ({
  page,
}) => {
  await newCustomer(page);
  await page.goto('/my-clusters');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'No clusters yet' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(
    '/configure-cluster?tier=standard&provider=sovereign&region=fr-par-2&nodeSize=gp-2-4&nodes=2&addons=monitoring',
  );
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Configure a cluster' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Standard \(Blue\)/ })).toBeChecked();
  const total = page.getByTestId('live-price-total');
  await expect(total).toHaveText(/€/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Next: Location' }).click();
  await expect(page.getByRole('radio', { name: /Paris 2/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next: Version' }).click();
  await expect(page.getByRole('radio', { name: /Kubernetes 1\.37/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next: Node pools' }).click();
  await expect(page.getByLabel('Nodes', { exact: true })).toHaveValue('2');
  const before = await total.textContent();
  await page.getByRole('button', { name: 'Add a node pool' }).click();
  await page.getByLabel('Pool name').nth(1).fill('batch');
  await page.getByLabel('Node size').nth(1).selectOption('cpu-4-8');
  await expect(total).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Next: Options' }).click();
  await expect(page.getByRole('checkbox', { name: /Prometheus/ })).toBeChecked();
  // Each add-on card says what it adds per month: the very amount of its line in the live price.
  const addonPrice = page.getByTestId('addon-price-monitoring');
  await expect(addonPrice).toHaveText(/^\+€[\d,]+\.\d{2} \/ month before VAT$/);
  const addonAmount = /€[\d,]+\.\d{2}/.exec(await addonPrice.innerText())?.[0] ?? '';
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Prometheus' }).filter({ hasText: addonAmount }),
  ).toBeVisible();
  await expect(page.getByTestId('addon-price-cert-manager')).toHaveText('Included at no charge');
  await page.getByRole('button', { name: 'Next: Review' }).click();
  await page.getByLabel('Cluster name').fill('shop-prod');
  const perMonth = (await total.textContent()) ?? '';
  await page.getByLabel(/Promo code/).fill('paris');
  await expect(page.getByText(/PARIS/).first()).toBeVisible();
  // PARIS takes 5 % off the first payment only: the price per month stays, the first payment is said under it.
  const firstPayment = page.getByTestId('live-price-first-payment');
  await expect(firstPayment).toHaveText(/^First payment, with PARIS: €[\d,]+\.\d{2}$/);
  await expect(total).toHaveText(perMonth);
  const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));
  // 5 % off before VAT, VAT then computed on what remains: within a cent of 95 % of the total.
  expect(Math.abs(cents((await firstPayment.textContent()) ?? '') - cents(perMonth) * 0.95)).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Order', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Pay the order' })).toBeVisible();
  const orderId = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('clusterWizardDraft') ?? '{}') as { orderId?: string }).orderId ?? '',
  );
  const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
  expect(order.promoCode).toBe('PARIS');
  expect(order.cluster.nodePools).toEqual([
    { name: 'pool-1', nodeSizeId: 'gp-2-4', count: 2 },
    { name: 'batch', nodeSizeId: 'cpu-4-8', count: 1 },
  ]);

  // Paid inside the slide layout with the test card; once paid it slides forward to provisioning.
  await expect(page.getByLabel('Card number')).toBeEnabled();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page
    .getByLabel('Expiry (MM/YY)')
    .fill(`12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on the card').fill('Inès Dupont');
  // Saved: renewals and changes are charged to the default method.
  await page.getByLabel(/Save this card/).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/cluster-provisioning\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cluster provisioning' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toBeVisible();
  await expect(page.locator('[data-phase="network"]')).toBeVisible();
  await expectNoAxeViolations(page);
  // Live, without a reload: the phases complete and the cluster runs.
  await expect(page.locator('[data-phase="health-check"][data-phase-status="done"]')).toBeVisible({
    timeout: PROVISIONING_MS,
  });
  await expect(page.getByText(/^Running\. Took/)).toBeVisible();
  await page.getByRole('link', { name: 'Open the cluster page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'shop-prod' })).toBeVisible();
  const clusterId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expectNoAxeViolations(page);

  // A kubeconfig for 1 hour, shown once; kubectl lists the pools' nodes with it.
  await page.getByLabel('Valid for').selectOption('1');
  await page.getByRole('button', { name: 'Create kubeconfig' }).click();
  const yaml = (await page.getByLabel('Kubeconfig YAML').textContent()) ?? '';
  expect(yaml).toContain(`/k8s/${clusterId}`);
  const file = join(await mkdtemp(join(tmpdir(), 'e2e-kubeconfig-')), 'kubeconfig');
  await writeFile(file, yaml, { mode: 0o600 });
  const nodes = await kubectl(file, ['get', 'nodes', '--no-headers']);
  expect(nodes.code, nodes.stderr).toBe(0);
  const names = nodes.stdout
    .trim()
    .split('\n')
    .map((line) => line.split(/\s+/)[0] ?? '');
  expect(names.filter((n) => n.includes('-pool-1-'))).toHaveLength(2);
  expect(names.filter((n) => n.includes('-batch-'))).toHaveLength(1);
  await expect(page.getByRole('table', { name: 'Kubeconfigs' }).getByRole('cell', { name: 'Active' })).toBeVisible();

  // Scale pool-1 to 4: the new monthly price and the prorated charge show before confirming.
  await page.getByRole('button', { name: 'Scale pool-1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scale pool-1' });
  await dialog.getByLabel('Nodes').fill('4');
  await expect(dialog.getByTestId('new-monthly-price')).toHaveText(/€/);
  await expect(dialog.getByText(/Prorated charge/)).toBeVisible();
  // The exact amount, VAT included, charged before the change applies: the invoice says the same.
  const chargedNow = (await dialog.getByTestId('change-charged-now').textContent()) ?? '';
  expect(chargedNow).toMatch(/^€\d/);
  await dialog.getByRole('button', { name: 'Confirm scaling' }).click();
  await expect(dialog).toBeHidden();
  const invoices = (await (await page.request.get('/api/billing/invoices?kind=invoice')).json()) as {
    total: number;
    lines: { description: string }[];
  }[];
  const change = invoices.find((invoice) =>
    invoice.lines.some((line) => line.description.includes('configuration raised')),
  );
  expect(change && `€${(change.total / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`).toBe(chargedNow);
  await expect(page.locator('h1 + p [data-status], [data-status]').first()).toHaveAttribute(
    'data-status',
    /updating|running/,
  );
  await expect(page.getByRole('row', { name: /pool-1/ }).getByRole('cell', { name: '4', exact: true })).toBeVisible({
    timeout: PROVISIONING_MS,
  });
  await expect(page.locator('[data-status="running"]').first()).toBeVisible({ timeout: PROVISIONING_MS });
  const scaled = await kubectl(file, ['get', 'nodes', '--no-headers']);
  expect(
    scaled.stdout
      .trim()
      .split('\n')
      .filter((line) => line.includes('-pool-1-')),
  ).toHaveLength(4);

  // The list and the dashboard home count it, with its state, tier, nodes and cost.
  await page.goto('/my-clusters');
  const row = page.getByRole('row', { name: /shop-prod/ });
  await expect(row).toContainText('Running');
  await expect(row).toContainText('Standard (Blue)');
  await expect(row).toContainText('Paris 2 (FR, EU)');
  await expect(row.getByRole('cell', { name: '5', exact: true })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Search').fill('nothing-like-it');
  await expect(page.getByText('0 of 1 clusters')).toBeVisible();
  await page.getByLabel('Search').fill('shop');
  await expectNoAxeViolations(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Clusters by state' })).toHaveText('1 running');
  await expect(page.getByRole('link', { name: 'Clusters (1)' })).toBeVisible();
  await page.goto(`/clusters/${clusterId}`);

  // Revoked: kubectl is refused at once.
  await hydrated(page);
  // Its age is live: written to the second in its first hour, it moves each second.
  const age = page.getByTestId('cluster-age');
  await expect(age).toHaveText(/^\d+ (s|min \d\d s)$/);
  await expect(age).not.toHaveText(await age.innerText(), { timeout: 5_000 });
  await page.getByRole('button', { name: /^Revoke the kubeconfig of/ }).click();
  // Asked first; then the revocation shows in the cluster's events too.
  const confirmRevoke = page.getByRole('dialog', { name: 'Revoke this kubeconfig?' });
  await confirmRevoke.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(confirmRevoke).toBeHidden();
  await expect(page.getByRole('list', { name: 'Events' }).getByText(/^1 kubeconfig revoked by /)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Kubeconfigs' }).getByText(/^Revoked/)).toBeVisible();
  const refused = await kubectl(file, ['get', 'nodes']);
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toMatch(/Unauthorized|must be logged in/i);

  // Deleted after typing the exact name.
  await page.getByRole('button', { name: 'Delete shop-prod' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete shop-prod?' });
  const remove = confirm.getByRole('button', { name: 'Delete permanently' });
  // Before confirming, the credit for the unused days, as the deletion's credit note will carry it.
  const credit = confirm.getByTestId('deletion-credit');
  await expect(credit).toContainText(/Credit note total|Nothing is credited/);
  const creditedNow =
    (await credit.getByTestId('change-credited-now').count()) > 0
      ? await credit.getByTestId('change-credited-now').innerText()
      : null;
  await confirm.getByLabel(/Type/).fill('shop-pro');
  await expect(remove).toBeDisabled();
  await confirm.getByLabel(/Type/).fill('shop-prod');
  await remove.click();
  await expect(page.locator('[data-status="deleting"], [data-status="deleted"]').first()).toBeVisible();
  await expect(page.locator('[data-status="deleted"]').first()).toBeVisible({ timeout: PROVISIONING_MS });
  const notes = (await (await page.request.get('/api/billing/invoices?kind=credit_note')).json()) as {
    total: number;
    cause?: unknown;
  }[];
  const deletionNote = notes.find((note) => (note.cause as { kind?: string } | undefined)?.kind === 'cluster_deleted');
  if (creditedNow === null) expect(deletionNote).toBeUndefined();
  else expect(Math.round(Number(creditedNow.replace(/[^\d.]/g, '')) * 100)).toBe(deletionNote?.total);

  await page.goto(`/clusters/${clusterId}/status`);
  await expect(page.getByRole('heading', { level: 1, name: 'shop-prod status' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Component health' })).toContainText('Stopped');
  await expectNoAxeViolations(page);
});

test('the wizard says why each invalid field is refused, and a reload keeps the draft', async ({ page }) => {
  await newCustomer(page);
  await page.goto('/configure-cluster?tier=economy');
  await hydrated(page);
  await page.getByRole('button', { name: '4. Node pools' }).click();
  const count = page.getByLabel('Nodes', { exact: true });
  await count.fill('0');
  await page.getByRole('button', { name: 'Next: Options' }).click();
  await expect(page.getByText('A cluster needs at least one node.')).toBeVisible();
  await count.fill('30');
  await expect(page.getByText('At most 20 nodes in Economy (Green); this has 30.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Autoscale' }).check();
  await page.getByLabel('At most').fill('25');
  await expect(page.getByText('At most 20 nodes in Economy (Green).')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Autoscale' }).uncheck();
  await count.fill('3');
  await expect(page.getByText(/At most 20 nodes/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next: Options' }).click();
  await page.getByRole('button', { name: 'Next: Review' }).click();
  await page.getByLabel('Cluster name').fill('Bad_Name');
  await page.getByLabel(/Promo code/).fill('NOPE');
  await expect(page.getByText('This promo code does not exist.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Order', exact: true }).click();
  await expect(
    page.getByText('Lower-case letters, digits and hyphens; start and end with a letter or digit.'),
  ).toBeVisible();
  await expect(page.getByLabel('Cluster name')).toBeFocused();
  await expect(page.getByLabel('Cluster name')).toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Step 6 of 6: Review' })).toBeVisible();
  await expect(page.getByLabel('Cluster name')).toHaveValue('Bad_Name');
  await expect(page.getByText(/Economy \(Green\)/).first()).toBeVisible();
  await expect(page.getByText(/pool-1: 3 ×/)).toBeVisible();
});
