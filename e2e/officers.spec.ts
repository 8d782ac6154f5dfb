// The Officers Panel in the browser: queues with their counts, a failing cluster that appears
// live (no reload) and is retried from the panel, and a 404 page for everyone else.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { account, saveBillingProfile } from './accounts.ts';
import { axeViolations } from './signed-in.ts';
import { JOURNEY_MS } from './budgets.ts';
import { testCard, testClusterSpec } from '../test/support/builders.ts';
import { hydrated } from './settle.ts';

test.setTimeout(JOURNEY_MS);

const CARD = testCard();

async function signedIn(browser: Browser, as: 'customer' | 'admin' | 'officer'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  expect((await page.request.post('/api/dev/login', { data: { as } })).status()).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  return page;
}

/** A new customer orders and pays a cluster whose name makes the simulated provider fail it once. */
async function orderFailingCluster(page: Page, name: string): Promise<string> {
  expect((await page.request.post('/api/register', { data: account() })).status()).toBe(201);
  await saveBillingProfile(page.request);
  const cluster = testClusterSpec({
    name,
    kubernetesVersion: '1.36',
    nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 2 }],
  });
  const order = await page.request.post('/api/orders', {
    data: { kind: 'cluster', cluster, currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: string };
  expect((await page.request.post(`/api/orders/${id}/pay`, { data: { card: CARD } })).status()).toBe(200);
  return id;
}

const queueCard = (page: Page, id: string) =>
  page.getByRole('navigation', { name: 'Queues' }).getByTestId(`queue-${id}`);

test('an officer sees the queues with counts; a failing cluster appears live and is retried from the panel', async ({
  browser,
}) => {
  const officer = await signedIn(browser, 'officer');
  await officer.goto('/officers/panel');
  await expect(officer.getByRole('heading', { level: 1, name: 'Officers panel' })).toBeVisible();
  for (const label of [
    'Support tickets',
    'Failed provisioning',
    'Failed payments and suspended organizations',
    'Custom-solution requests',
    'Pending registrations',
  ]) {
    await expect(
      officer.getByRole('navigation', { name: 'Queues' }).getByRole('link', { name: new RegExp(label) }),
    ).toBeVisible();
    await expect(officer.getByRole('heading', { level: 2, name: new RegExp(`^${label} \\(\\d+\\)$`) })).toBeVisible();
  }
  await expect(
    officer.getByRole('heading', { level: 2, name: 'Failed payments and suspended organizations (0)' }),
  ).toBeVisible();
  await expect(queueCard(officer, 'payments')).toContainText('Nothing waiting');
  expect(await axeViolations(officer)).toEqual([]);

  const name = `fail-panel-${Date.now().toString(36)}`;
  const customer = await (await browser.newContext()).newPage();
  await orderFailingCluster(customer, name);

  // No reload: the failure reaches the officer over /ws.
  const item = officer
    .getByRole('listitem')
    .filter({ has: officer.getByRole('heading', { level: 3, name: new RegExp(name) }) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Reason:');
  await expect(item).toContainText(/Creation failed .* ago · attempt 1/);
  await expect(queueCard(officer, 'provisioning')).toContainText(/Oldest waiting/);
  await expect(officer.getByRole('heading', { level: 2, name: /^Failed provisioning \([1-9]\d*\)$/ })).toBeVisible();
  await expect(queueCard(officer, 'provisioning')).toContainText(/[1-9]\d* waiting/);
  expect(await axeViolations(officer)).toEqual([]);

  await hydrated(officer);
  await item.getByRole('button', { name: `Escalate ${name}` }).click();
  const dialog = officer.getByRole('dialog', { name: `Escalate ${name}` });
  await dialog.getByLabel('Note').fill('Capacity in Paris 1 is exhausted; asking the provider.');
  expect(await axeViolations(officer)).toEqual([]);
  await dialog.getByRole('button', { name: 'Escalate' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText(
    'Escalated by Olivia Officer: Capacity in Paris 1 is exhausted; asking the provider.',
  );

  await item.getByRole('button', { name: `Retry ${name}` }).click();
  await expect(officer.getByText(`Retrying ${name}`, { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
  const clusters = (await (await customer.request.get('/api/clusters')).json()) as { name: string; status: string }[];
  expect(clusters.find((c) => c.name === name)?.status).toMatch(/^(provisioning|running)$/);
});

test('customers and admins without officers access get the not-found page at /officers/panel; visitors are asked to sign in', async ({
  browser,
  page,
}) => {
  await page.goto('/officers/panel');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fofficers%2Fpanel$/);
  expect((await page.request.get('/api/officers/queues')).status()).toBe(404);
  for (const as of ['customer', 'admin'] as const) {
    const page = await signedIn(browser, as);
    const response = await page.goto('/officers/panel');
    expect(response?.status(), as).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect((await page.request.get('/api/officers/queues')).status()).toBe(404);
    await page.context().close();
  }
});
