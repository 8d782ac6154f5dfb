// The marketplace as a new customer tries it: an add-on found by search, installed on a running
// cluster through an order, watched while it installs, seen with kubectl and removed; a product
// bought; a custom-solution request sent and answered from the officers' queue.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findOrInstall } from '../scripts/debian-package.ts';
import { account, saveBillingProfile } from './accounts.ts';
import { JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { countFetches, settled, hydrated } from './settle.ts';
import { testCard, testClusterSpec } from '../test/support/builders.ts';
import { axeViolations } from './signed-in.ts';

const kubectlPath = process.env.KUBECTL ?? findOrInstall('kubernetes-client', ['/usr/bin/kubectl']);
const CARD = { card: testCard('4242 4242 4242 4242') };

/** A new organization, signed in in this page's browser context, past the e-mail dialog. */
async function register(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  await countFetches(page);
  expect((await page.request.post('/api/register', { data: account() })).status()).toBe(201);
  await saveBillingProfile(page.request);
}

async function expectNoAxeViolations(page: Page) {
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
}

/** Pays an order through the API with the session of the page (the checkout screen is the orders' own). */
async function pay(request: APIRequestContext, orderId: string) {
  const paid = await request.post(`/api/orders/${orderId}/pay`, { data: CARD });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** Orders, pays and waits for a running Standard cluster; resolves with its id. */
async function runningCluster(request: APIRequestContext, name: string): Promise<string> {
  const cluster = testClusterSpec({ name, haControlPlane: true, addonIds: ['cert-manager'] });
  const created = await request.post('/api/orders', {
    data: { kind: 'cluster', cluster, currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as { id: string };
  await pay(request, order.id);
  let clusterId = '';
  await expect
    .poll(
      async () =>
        (clusterId =
          ((await (await request.get(`/api/orders/${order.id}`)).json()) as { clusterId: string | null }).clusterId ??
          ''),
    )
    .not.toBe('');
  await expect
    .poll(async () => ((await (await request.get(`/api/clusters/${clusterId}`)).json()) as { status: string }).status, {
      timeout: PROVISIONING_MS,
    })
    .toBe('running');
  return clusterId;
}

function kubectl(kubeconfig: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(kubectlPath, ['--kubeconfig', kubeconfig, '--request-timeout=10s', ...args], (error, stdout, stderr) =>
      error ? reject(new Error(stderr)) : resolve(stdout),
    );
  });
}

const orderIdFrom = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

test('finds an add-on by search, installs it on a running cluster through an order, sees its pods with kubectl, and uninstalls it', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_MS);
  await register(page);
  const clusterId = await runningCluster(page.request, 'gitops-e2e');

  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured' })).toBeVisible();
  await expectNoAxeViolations(page);
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('gitops');
  await expect(page.getByRole('status').filter({ hasText: /^1 of 27 items$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Details of Argo CD' }).click();
  const sheet = page.getByRole('dialog', { name: 'Argo CD' });
  await expect(sheet.getByText('argocd-server', { exact: true })).toBeVisible();
  await expect(sheet.getByText(/also offered: 3\.0\.12/)).toBeVisible();
  await expectNoAxeViolations(page);
  await sheet.getByLabel('Cluster').selectOption({ label: 'gitops-e2e (fr-par-1)' });
  await sheet.getByRole('button', { name: 'Add to cluster and pay' }).click();
  await expect(page).toHaveURL(/\/order-status\/[^/]+$/);
  const orderId = orderIdFrom(page);

  // Watch the install live on /add-ons while the payment goes through.
  await page.goto(`/add-ons?cluster=${clusterId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Installed on gitops-e2e' })).toBeVisible();
  await expectNoAxeViolations(page);
  await pay(page.request, orderId);
  const row = page.getByRole('row', { name: /Argo CD/ });
  await expect(row).toContainText('Installing…');
  await expect(row).toContainText('Installed', { timeout: PROVISIONING_MS });
  await expect(row).toContainText('3.1.0');
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // kubectl sees the add-on's pods in its namespace.
  const issued = (await (
    await page.request.post(`/api/clusters/${clusterId}/kubeconfigs`, { data: { ttlHours: 1 } })
  ).json()) as { kubeconfig: string };
  const file = join(await mkdtemp(join(tmpdir(), 'e2e-kubectl-')), 'kubeconfig');
  await writeFile(file, issued.kubeconfig, { mode: 0o600 });
  expect(await kubectl(file, ['get', 'pods', '-n', 'argocd', '--no-headers'])).toMatch(
    /argocd-server-\S+\s+1\/1\s+Running/,
  );

  // Uninstall, confirmed: the row goes and so do the pods.
  await hydrated(page);
  await row.getByRole('button', { name: 'Uninstall Argo CD' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Uninstall Argo CD?' });
  await expect(confirm).toContainText('stops being billed once it is removed');
  await confirm.getByRole('button', { name: 'Uninstall' }).click();
  await expect(page.getByRole('row', { name: /Argo CD/ })).toHaveCount(0, { timeout: PROVISIONING_MS });
  await expect(page.getByRole('button', { name: 'Install Argo CD' })).toBeVisible();
  expect((await kubectl(file, ['get', 'pods', '-n', 'argocd', '--no-headers'])).trim()).toBe('');
});

test('buys a product, follows it on its order page and cancels it at the end of the period', async ({ page }) => {
  test.setTimeout(JOURNEY_MS);
  await register(page);
  await page.goto('/marketplace');
  await hydrated(page);
  await page.getByLabel('Pricing unit').selectOption('flat');
  await page.getByRole('button', { name: 'Details of Harbor container registry' }).click();
  const sheet = page.getByRole('dialog', { name: 'Harbor container registry' });
  await expect(sheet).toContainText('One licence for your whole organization.');
  await sheet.getByRole('button', { name: 'Buy and pay' }).click();
  await expect(page).toHaveURL(/\/order-status\/[^/]+$/);
  const orderId = orderIdFrom(page);
  await pay(page.request, orderId);

  await page.goto(`/orders/products/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor container registry' })).toBeVisible();
  await expect(page.getByTestId('product-state')).toHaveText('Active');
  await expect(page.getByRole('link', { name: 'Download the invoice (PDF)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Harbor container registry activated');
  await expectNoAxeViolations(page);
  await hydrated(page);
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancel Harbor container registry?' })
    .getByRole('button', { name: 'Cancel at period end' })
    .click();
  await expect(page.getByTestId('product-state')).toHaveText(
    /^Active until \d{1,2} [A-Z][a-z]{2} \d{4}, then cancelled$/,
  );
  await expect(page.getByRole('button', { name: 'Keep it after all' })).toBeVisible();
});

test('sends a custom-solution request with a file; officers see it in their queue and the answer reaches the customer live', async ({
  page,
  browser,
}) => {
  test.setTimeout(JOURNEY_MS);
  await register(page);
  await page.goto('/custom-solutions');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom solutions' })).toBeVisible();
  await expectNoAxeViolations(page);
  const title = `HDS GPU platform ${Date.now().toString(36)}`;
  await hydrated(page);
  await page.getByLabel('What do you need, in a few words').fill(title);
  await page.getByRole('checkbox', { name: 'AI/ML training or inference (GPU)' }).check();
  await page.getByRole('checkbox', { name: 'Paris 1 (Paris, Sovereign Cloud)' }).check();
  await page.getByRole('checkbox', { name: /^HDS/ }).check();
  await page.getByLabel('Monthly budget').selectOption('5k-20k');
  await page
    .getByLabel('Describe the project')
    .fill('GPU training on patient data in France, with HDS hosting and a 99.95% SLA.');
  await page
    .getByLabel('Attachments (optional)')
    .setInputFiles({ name: 'requirements.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('requirements.pdf');
  await page.getByRole('button', { name: 'Send the request' }).click();
  const mine = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText('Status: Open.');
  await expect(mine.getByRole('link', { name: 'requirements.pdf' })).toBeVisible();

  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await officer.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  expect((await officer.request.post('/api/dev/login', { data: { as: 'officer' } })).status()).toBe(200);
  await officer.goto('/custom-solutions');
  const queued = officer
    .getByRole('list', { name: 'Requests from every organization' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(queued).toContainText('Inès Dupont');
  await hydrated(officer);
  await queued.getByLabel(/^Answer CS-/).fill('Could you share the GPU hours you expect per month?');
  await queued.getByRole('button', { name: 'Send the answer' }).click();
  await expect(queued).toContainText('Status: Waiting for your reply.');
  await officerContext.close();

  await expect(mine).toContainText('Status: Waiting for your reply.');
  await mine.getByText(/^Conversation/).click();
  await expect(mine).toContainText('Could you share the GPU hours you expect per month?');
});
