// Billing, usage and the price estimator as a new customer sees them, on the real API.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { account, saveBillingProfile } from './accounts.ts';
import { JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { hydrated } from './settle.ts';
import { testCard, testClusterSpec } from '../test/support/builders.ts';
import { axeViolations } from './signed-in.ts';

test.setTimeout(JOURNEY_MS);

const CARD = testCard();

const spec = (name: string) =>
  testClusterSpec({ name, kubernetesVersion: '1.36', haControlPlane: true, addonIds: ['monitoring'] });

const eur = (minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' }).format(
    minor / 100,
  );
/** '€1,234.56' → 123456. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function newCustomer(page: Page) {
  expect((await page.request.post('/api/register', { data: account() })).status()).toBe(201);
  await saveBillingProfile(page.request);
  await page.context().addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
}

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Orders and pays a cluster through the API, and waits until it runs. */
async function runningCluster(page: Page, name: string) {
  const order = await page.request.post('/api/orders', {
    data: { kind: 'cluster', cluster: spec(name), currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id, number } = (await order.json()) as { id: string; number: string };
  expect((await page.request.post(`/api/orders/${id}/pay`, { data: { card: CARD } })).status()).toBe(200);
  await expect
    .poll(
      async () => {
        const current = (await (await page.request.get(`/api/orders/${id}`)).json()) as { clusterId: string | null };
        if (!current.clusterId) return 'no cluster';
        return ((await (await page.request.get(`/api/clusters/${current.clusterId}`)).json()) as { status: string })
          .status;
      },
      { timeout: PROVISIONING_MS, intervals: [500] },
    )
    .toBe('running');
  return { orderNumber: number };
}

test('usage and billing of a running cluster: table, chart, CSV, invoice PDF, budget and cards', async ({ page }) => {
  await newCustomer(page);
  const { orderNumber } = await runningCluster(page, 'shop-prod');

  await page.goto('/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  const row = page.locator('[data-usage-row="shop-prod"]');
  await expect(row).toBeVisible();
  await expect(row.getByRole('rowheader')).toContainText('shop-prod');
  await expect(page.getByRole('list', { name: 'Legend' }).getByText('shop-prod')).toBeVisible();
  await expect(page.locator('[data-usage-chart] canvas').first()).toBeVisible();
  await hydrated(page);
  await noAxeViolations(page);

  const pageTotal = minorOf((await page.locator('[data-usage-total]').textContent()) ?? '');
  const footerTotal = minorOf((await page.locator('[data-usage-table] tfoot td').nth(2).textContent()) ?? '');
  expect(footerTotal).toBe(pageTotal);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).trim().split(/\r\n/);
  expect(csv[0]).toBe('bucket_start,cluster_id,cluster_name,amount_eur,charged_in_advance_eur,billed_at_month_end_eur');
  const totalLine = csv.at(-1) ?? '';
  expect(totalLine.startsWith('total,,,')).toBe(true);
  expect(Math.round(Number(totalLine.split(',')[3]) * 100)).toBe(pageTotal);
  // Ordered and paid, no autoscaling: all of it was charged in advance, nothing waits for month end.
  expect(totalLine.split(',')[5]).toBe('0.00');
  await expect(page.locator('[data-usage-split]')).toContainText('to be billed at month end €0.00');
  const usageSpent = minorOf((await page.locator('[data-usage-month-to-date]').textContent()) ?? '');
  expect(usageSpent).toBeGreaterThan(10_000);

  // A range the server refuses: its message is shown on the granularity.
  await page.getByLabel('Range', { exact: true }).selectOption('custom');
  await page.getByLabel('From').fill('2025-01-01');
  await page.getByLabel('To (inclusive)').fill('2026-03-01');
  await page.getByLabel('Granularity').selectOption('hour');
  await expect(page.getByRole('alert')).toContainText('Too many points');
  await expect(page.getByLabel('Granularity')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const invoiceRow = invoices.getByRole('row').filter({ hasText: `Order ${orderNumber}` });
  await expect(invoiceRow).toContainText('Paid');
  const pdfLink = invoiceRow.getByRole('link', { name: /^PDF/ });
  const pdf = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect((await readFile((await pdfDownload.path()) ?? '')).subarray(0, 4).toString()).toBe('%PDF');
  await expect(page.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/orders/support');
  // The same month as /usage, the next charge named, the currency said.
  expect(
    minorOf((await page.locator('[data-summary="month-to-date"]').textContent())?.split('Before VAT')[0] ?? ''),
  ).toBe(usageSpent);
  await expect(page.locator('[data-next-charge]')).toContainText('Next charge:');
  await expect(page.locator('[data-next-charge]')).toContainText('shop-prod');
  await expect(page.locator('[data-billing-currency="EUR"]').first()).toContainText('Billed in EUR');
  await hydrated(page);
  await noAxeViolations(page);

  // A budget, in the billing currency (the only one offered), then its status.
  const budget = page.getByRole('region', { name: 'Monthly budget' });
  await budget.getByRole('button', { name: 'Set a budget' }).click();
  await budget.getByRole('textbox', { name: 'Monthly budget' }).fill('0.5');
  await budget.getByRole('button', { name: 'Save budget' }).click();
  await expect(budget.getByText('At least 1.00.')).toBeVisible();
  await budget.getByRole('textbox', { name: 'Monthly budget' }).fill('500');
  await expect(budget.getByLabel('Currency').locator('option')).toHaveText(['EUR']);
  await budget.getByRole('button', { name: 'Save budget' }).click();
  await expect(budget).toContainText('€500.00');
  await expect(budget.getByRole('progressbar', { name: /Spent so far/ })).toBeVisible();
  // Spent so far counts the order paid this month, as /usage and the summary do.
  expect(minorOf((await budget.locator('[data-budget-figure="actual"]').textContent())?.split('·')[0] ?? '')).toBe(
    usageSpent,
  );
  await expect(budget.getByRole('list', { name: 'Alert thresholds' })).toContainText('80%');

  // Two cards: the first is the default, then the second is made the default.
  const methods = page.getByRole('region', { name: 'Payment methods' });
  for (const number of ['4242424242424242', '5555555555554444']) {
    await methods.getByRole('button', { name: 'Add a payment method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
    await dialog.getByLabel('Name on the card').fill('Inès Dupont');
    await dialog.getByLabel('Card number').fill(number);
    await dialog.getByLabel('Month').fill('12');
    await dialog.getByLabel('Year').fill(String(new Date().getUTCFullYear() + 3));
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog).toBeHidden();
    await expect(methods.locator(`[data-payment-method="${number.slice(-4)}"]`)).toBeVisible();
  }
  await expect(methods.locator('[data-payment-method="4242"]')).toContainText('Default');
  await methods.getByRole('button', { name: /^Make .*4444.* the default$/ }).click();
  await expect(methods.locator('[data-payment-method="4444"]')).toContainText('Default');
  await expect(methods.locator('[data-payment-method="4242"]')).not.toContainText('Default');

  // The dashboard home shows the same budget; with pounds in the header, billing stays in euros.
  await page.goto('/dashboard');
  const spend = page.getByRole('region', { name: 'Spend and credits this month' });
  await expect(spend).toContainText('€500.00');
  await hydrated(page);
  await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
  await expect(spend.locator('[data-billing-currency="EUR"]')).toBeVisible();
  expect(minorOf((await spend.locator('[data-home-spend="month-to-date"]').textContent()) ?? '')).toBe(usageSpent);
  await expect(spend).not.toContainText('£');
  await expect(spend).not.toContainText('$');
});

test('the price estimator prices a cluster as its order, and its link restores it', async ({ page }) => {
  await newCustomer(page);
  await page.goto('/price-estimator');
  await expect(page.getByRole('heading', { level: 1, name: 'Price estimator' })).toBeVisible();
  await hydrated(page);
  const wanted = spec('estimated');
  await page.getByLabel('Cluster type').selectOption(wanted.tierId);
  await page.getByLabel('Provider').selectOption(wanted.providerId);
  await page.getByLabel('Region').selectOption(wanted.regionId);
  await page.getByLabel('Kubernetes version').selectOption(wanted.kubernetesVersion);
  await page.getByLabel('Pool 1 node size').selectOption('gp-2-4');
  await page.getByLabel('Pool 1 nodes').fill('3');
  await page.getByLabel('Highly available control plane').check();
  const addons = page.getByRole('group', { name: 'Add-ons' }).getByRole('checkbox');
  for (let i = 0; i < (await addons.count()); i += 1) await addons.nth(i).uncheck();
  await page.getByRole('checkbox', { name: 'Monitoring' }).check();

  const order = await page.request.post('/api/orders', {
    data: { kind: 'cluster', cluster: wanted, currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(order.status()).toBe(201);
  const orderTotal = ((await order.json()) as { total: number }).total;
  const monthly = page.locator('[data-estimate-total="monthly"]');
  await expect(monthly).toHaveText(eur(orderTotal));
  await expect(page.locator('[data-estimate-total="yearly"]')).toBeVisible();
  await expect(page.locator('[data-estimate-saving]')).toContainText('Paying yearly saves');
  await noAxeViolations(page);

  // A bad count shows the server's message on that input.
  await page.getByLabel('Pool 1 nodes').fill('900');
  await expect(page.getByText('At most 500 nodes.')).toBeVisible();
  await expect(page.getByLabel('Pool 1 nodes')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Pool 1 nodes').fill('3');
  await expect(monthly).toHaveText(eur(orderTotal));

  const link = await page.locator('[data-estimate-link]').getAttribute('href');
  expect(link).toMatch(/^\/price-estimator\?e=[\w-]+$/);
  const shared = await page.context().newPage();
  await shared.goto(link ?? '');
  await hydrated(shared);
  await expect(shared.locator('[data-estimate-total="monthly"]')).toHaveText(eur(orderTotal));
  await expect(shared.getByLabel('Pool 1 nodes')).toHaveValue('3');
  await expect(shared.getByLabel('Region')).toHaveValue(wanted.regionId);
  await expect(shared.getByRole('link', { name: 'Order this cluster' })).toHaveAttribute(
    'href',
    '/configure-cluster?tier=standard&provider=sovereign&region=fr-par-1&nodeSize=gp-2-4&nodes=3&addons=monitoring',
  );
});
