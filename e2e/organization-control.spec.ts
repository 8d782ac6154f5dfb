// An organization in control, in Chromium: an owner requires two-factor and a member is sent to
// set it up; the audit export downloaded from Settings and the `audit.event` webhook stream carry
// the same entries; with a monthly spending cap just above this month's spend, a scale-up is
// refused naming the cap, and the autoscaler holds at it (the cluster page says so).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { currentTotpCode } from '../src/server/mfa/totp.ts';
import { startReceiver } from '../test/api/webhook-receiver.ts';
import { testCard, testClusterSpec } from '../test/support/builders.ts';
import { EXPECT_MS, JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { hydrated } from './settle.ts';
import { joinAs, registerOwner } from './team-roles.ts';

test.setTimeout(JOURNEY_MS);

/** Turns on two-factor for the account signed in on `page`'s context, through the API. */
async function enableTwoFactor(page: Page): Promise<void> {
  const setup = (await (await page.request.post('/api/auth/mfa/setup')).json()) as { secret: string };
  const enabled = await page.request.post('/api/auth/mfa/enable', { data: { code: currentTotpCode(setup.secret) } });
  expect(enabled.status(), await enabled.text()).toBe(200);
}

test('an owner requires two-factor: a member without it is sent to set it up and can only read until then', async ({
  page,
  browser,
  baseURL,
}) => {
  await registerOwner(page);
  await enableTwoFactor(page);
  await page.goto('/settings');
  await hydrated(page);
  const requirement = page.getByRole('switch', { name: 'Require two-factor authentication for every member' });
  await requirement.click();
  await expect(
    page.getByText('Two-factor authentication is now required for every member', { exact: true }),
  ).toBeVisible({ timeout: EXPECT_MS });
  await expect(requirement).toBeChecked();

  const member = await joinAs(page, browser, baseURL ?? '', 'member');
  try {
    await member.page.goto('/dashboard');
    await expect(member.page).toHaveURL(/\/settings/, { timeout: EXPECT_MS });
    await expect(member.page.getByText('Your organization requires two-factor authentication')).toBeVisible();
    // Until then the server refuses any change, whatever the screen offers.
    const refused = await member.page.request.post('/api/tickets', {
      data: { subject: 'Need help', category: 'technical', priority: 'normal', message: 'Help with my cluster.' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('two_factor_required');

    await enableTwoFactor(member.page);
    await member.page.goto('/dashboard');
    await hydrated(member.page);
    await expect(member.page).toHaveURL(/\/dashboard$/);
    await expect(member.page.getByText('Your organization requires two-factor authentication')).toHaveCount(0);
  } finally {
    await member.context.close();
  }
});

type Exported = { id: string; action: string; requestId: string | null; hash: string | null };

test('the audit export downloaded from Settings and the audit.event webhook stream carry the same entries', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await registerOwner(page);
    await page.goto('/settings#webhooks');
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByLabel('Endpoint URL').fill(receiver.url);
    await section.getByRole('checkbox', { name: /audit\.event/ }).check();
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = section.getByTestId('secret-value');
    await expect(secret).toHaveText(/^whsec_/, { timeout: EXPECT_MS });
    receiver.useSecret((await secret.textContent()) ?? '');
    await section.getByRole('button', { name: 'I have copied it' }).click();

    // Security events after the endpoint exists: an API token created and revoked, an invitation.
    const token = await page.request.post('/api/tokens', {
      data: { name: 'siem', scopes: ['read'], expiresInDays: 7 },
      headers: { 'X-Request-Id': 'control-walk-token-created' },
    });
    expect(token.status(), await token.text()).toBe(201);
    const { id: tokenId } = (await token.json()) as { id: string };
    expect((await page.request.delete(`/api/tokens/${tokenId}`)).status()).toBe(204);
    expect(
      (
        await page.request.post('/api/organization/invitations', {
          data: { email: 'auditor@example.com', orgRole: 'viewer' },
        })
      ).status(),
    ).toBe(201);

    await page.goto('/settings#activity');
    await hydrated(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'JSON Lines' }).click();
    const exported = (await readFile((await (await download).path()) ?? '', 'utf8'))
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Exported);
    expect(exported.find((e) => e.requestId === 'control-walk-token-created')?.action).toMatch(/^token\./);

    // Every entry written since the endpoint was added reaches the stream, signed, as exported.
    const created = exported.findIndex((e) => e.action === 'webhook.created');
    expect(created).toBeGreaterThanOrEqual(0);
    const sinceEndpoint = exported.slice(created + 1);
    expect(sinceEndpoint.length).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => receiver.events.filter((e) => e.type === 'audit.event').length, { timeout: EXPECT_MS })
      .toBeGreaterThanOrEqual(sinceEndpoint.length);
    const streamed = new Map(
      receiver.events.filter((e) => e.type === 'audit.event').map((e) => [(e.data as Exported).id, e]),
    );
    for (const entry of sinceEndpoint) {
      const event = streamed.get(entry.id);
      expect(event?.verified, entry.action).toBe(true);
      expect(event?.data).toEqual(entry);
    }
  } finally {
    await receiver.close();
  }
});

test('with a cap just above this month’s spend, a scale-up is refused naming the cap, and the autoscaler holds', async ({
  page,
}) => {
  await registerOwner(page);
  const spec = testClusterSpec({
    name: 'capped',
    nodePools: [{ name: 'web', nodeSizeId: 'gp-16-64', count: 1, autoscale: { min: 1, max: 20 } }],
  });
  const order = await page.request.post('/api/orders', {
    data: { kind: 'cluster', cluster: spec, currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { id: orderId } = (await order.json()) as { id: string };
  // Paid with a card kept for later: a change is charged to it before it applies.
  const paid = await page.request.post(`/api/orders/${orderId}/pay`, { data: { card: testCard(), save: true } });
  expect(paid.status(), await paid.text()).toBe(200);
  let clusterId = '';
  await expect
    .poll(
      async () => {
        clusterId =
          ((await (await page.request.get(`/api/orders/${orderId}`)).json()) as { clusterId: string | null })
            .clusterId ?? '';
        return clusterId
          ? ((await (await page.request.get(`/api/clusters/${clusterId}`)).json()) as { status: string }).status
          : 'no cluster';
      },
      { timeout: PROVISIONING_MS, intervals: [500] },
    )
    .toBe('running');

  // The cap, set on /billing: one euro above what the month has spent so far.
  const { spent } = (await (await page.request.get('/api/billing/spending-cap')).json()) as { spent: number };
  const cap = spent + 100;
  const capText = `€${(cap / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  await page.goto('/billing#spending-cap');
  await hydrated(page);
  const card = page.getByRole('region', { name: 'Monthly spending cap' });
  await card.getByRole('button', { name: 'Set a cap' }).click();
  await card.getByLabel(/Cap per month, before VAT/).fill((cap / 100).toFixed(2));
  await card.getByRole('button', { name: 'Save cap' }).click();
  await expect(page.getByText('Spending cap saved', { exact: true })).toBeVisible({ timeout: EXPECT_MS });
  await expect(card).toContainText(capText);

  // A scale-up would pass it: the dialog names the cap before confirming and does not let it
  // through; the server refuses it too (402), and nothing changes.
  await page.goto(`/clusters/${clusterId}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Scale web' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scale web' });
  await dialog.getByLabel('Nodes').fill('3');
  await expect(dialog.getByTestId('new-monthly-price')).toHaveText(/€/);
  await expect(dialog.getByTestId('change-over-cap')).toContainText(capText, { timeout: EXPECT_MS });
  await expect(dialog.getByRole('button', { name: 'Confirm scaling' })).toBeDisabled();
  const refused = await page.request.patch(`/api/clusters/${clusterId}`, {
    data: { nodePools: [{ name: 'web', nodeSizeId: 'gp-16-64', count: 3, autoscale: { min: 1, max: 20 } }] },
  });
  expect(refused.status(), await refused.text()).toBe(402);
  expect(((await refused.json()) as { message: string }).message).toContain(capText);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const pools = (
    (await (await page.request.get(`/api/clusters/${clusterId}`)).json()) as {
      nodePools: { name: string; count: number }[];
    }
  ).nodePools;
  expect(pools.find((p) => p.name === 'web')?.count).toBe(1);

  // Pods pending on the pool: the autoscaler adds no node past the cap, and the page says why.
  const loaded = await page.request.put(`/api/clusters/${clusterId}/test-load`, {
    data: { pool: 'web', replicas: 60, cpuMillicores: 4000 },
  });
  expect(loaded.status(), await loaded.text()).toBe(200);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator('[data-autoscale-hold]').getAttribute('data-autoscale-hold', { timeout: 10_000 });
      },
      { timeout: PROVISIONING_MS, intervals: [1_000] },
    )
    .toBe('web');
  await expect(page.locator('[data-autoscale-hold]')).toContainText(capText);
  await expect(page.locator('[data-status="running"]').first()).toBeVisible();
});
