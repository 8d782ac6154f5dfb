// A cluster change whose charge the bank wants confirmed, in the browser: the change dialog opens
// the bank's 3-D Secure screen as checkout does; a failed check changes nothing and says so, an
// approved one applies the change with its invoice, for the amount the dialog showed.
import { expect, test, type Page } from '@playwright/test';
import { account, saveBillingProfile } from './accounts.ts';
import { JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { hydrated } from './settle.ts';
import { testCard, testClusterSpec } from '../test/support/builders.ts';

test.setTimeout(JOURNEY_MS);

const spec = testClusterSpec({ name: 'scale-3ds' });

/** A running cluster paid in EUR, and a default card that asks for 3-D Secure. */
async function runningClusterWithThreeDSecureCard(page: Page): Promise<string> {
  expect((await page.request.post('/api/register', { data: account() })).status()).toBe(201);
  await saveBillingProfile(page.request);
  await page.context().addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  const order = await page.request.post('/api/orders', {
    data: { kind: 'cluster', cluster: spec, currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id } = (await order.json()) as { id: string };
  expect((await page.request.post(`/api/orders/${id}/pay`, { data: { card: testCard() } })).status()).toBe(200);
  const saved = await page.request.post('/api/billing/payment-methods', {
    data: { kind: 'card', card: testCard('4000002760003184'), makeDefault: true },
  });
  expect(saved.status(), await saved.text()).toBe(201);
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
  return clusterId;
}

test('scaling up under 3-D Secure: a failed or cancelled check changes nothing, an approved one applies the change once', async ({
  page,
}) => {
  const clusterId = await runningClusterWithThreeDSecureCard(page);
  await page.goto(`/clusters/${clusterId}`);
  await hydrated(page);
  // The header switched to dollars: the cluster's figures stay in the euros it is billed in.
  await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect(page.getByTestId('cluster-monthly-cost')).toHaveText(/^€\d/);
  const changeInvoices = async () =>
    (
      (await (await page.request.get('/api/billing/invoices?kind=invoice')).json()) as {
        total: number;
        lines: { description: string }[];
      }[]
    ).filter((i) => i.lines.some((l) => l.description.includes('configuration raised')));

  const scale = async () => {
    await page.getByRole('button', { name: 'Scale web' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scale web' });
    await dialog.getByLabel('Nodes').fill('4');
    await expect(dialog.getByTestId('new-monthly-price')).toHaveText(/^€\d/);
    const chargedNow = (await dialog.getByTestId('change-charged-now').textContent()) ?? '';
    expect(chargedNow).toMatch(/^€\d/);
    await dialog.getByRole('button', { name: 'Confirm scaling' }).click();
    const bank = page.getByRole('dialog', { name: 'Confirm this payment' });
    await expect(bank).toContainText(chargedNow);
    return { dialog, bank, chargedNow };
  };

  // The bank's check fails: the dialog says why, nothing is charged or changed.
  const first = await scale();
  await first.bank.getByRole('button', { name: 'Fail' }).click();
  await expect(first.bank).toBeHidden();
  await expect(first.dialog.getByRole('alert')).toContainText('3-D Secure check failed');
  expect(await changeInvoices()).toEqual([]);
  await first.dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(((await (await page.request.get(`/api/clusters/${clusterId}`)).json()) as { status: string }).status).toBe(
    'running',
  );

  // Given up on the bank's screen: the payment is voided, nothing is charged or changed, and the dialog says so.
  const given = await scale();
  await given.bank.getByRole('button', { name: 'Cancel' }).click();
  await expect(given.bank).toBeHidden();
  await expect(given.dialog.getByText('Change cancelled: nothing was charged')).toBeVisible();
  expect(await changeInvoices()).toEqual([]);
  expect(
    ((await (await page.request.get(`/api/clusters/${clusterId}/subscription`)).json()) as { pendingChange: unknown })
      .pendingChange,
  ).toBeNull();
  await given.dialog.getByRole('button', { name: 'Cancel' }).click();

  // Approved: the change applies, and its invoice is the amount the dialog showed.
  const second = await scale();
  await second.bank.getByRole('button', { name: 'Approve' }).click();
  await expect(second.bank).toBeHidden();
  await expect(second.dialog).toBeHidden();
  const [invoice, ...others] = await changeInvoices();
  expect(others).toEqual([]);
  expect(`€${((invoice?.total ?? 0) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`).toBe(
    second.chargedNow,
  );
  await expect(page.getByRole('row', { name: /web/ }).getByRole('cell', { name: '4', exact: true })).toBeVisible({
    timeout: PROVISIONING_MS,
  });
});
