import { expect, test } from '@playwright/test';
import { startReceiver } from '../test/api/webhook-receiver.ts';
import { EXPECT_MS, TEST_MS } from './budgets.ts';
import { axeViolations, registerCustomer } from './signed-in.ts';
import { hydrated } from './settle.ts';

// Settings → API tokens and Settings → Webhooks, as an owner uses them.

test('an owner creates a scoped token, copies it once, uses it, and revokes it', async ({ page, context }) => {
  test.setTimeout(TEST_MS);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerCustomer(page);
  await page.goto('/settings#api-tokens');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No API tokens yet.')).toBeVisible({ timeout: EXPECT_MS });

  await section.getByLabel('Name').fill('GitLab deploy');
  await section.getByRole('checkbox', { name: /clusters:write/ }).check();
  await section.getByLabel('Expires after').selectOption('90');
  await section.getByRole('button', { name: 'Create token' }).click();
  const secret = section.getByTestId('secret-value');
  await expect(secret).toHaveText(/^sk8s_[0-9A-Za-z]{36}$/, { timeout: EXPECT_MS });
  const token = (await secret.textContent()) ?? '';
  await section.getByRole('button', { name: 'Copy token' }).click();
  await expect(section.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  expect(await axeViolations(page)).toEqual([]);
  await section.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secret).toHaveCount(0);

  const row = section.getByTestId('api-token');
  await expect(row).toContainText('GitLab deploy');
  await expect(row).toContainText('read, clusters:write');
  await expect(row).toContainText('never used');
  await expect(row).not.toContainText(token);

  // The token works from anywhere, without the browser's cookie.
  const used = await page.request.get('/api/clusters', { headers: { Authorization: `Bearer ${token}`, Cookie: '' } });
  expect(used.status()).toBe(200);
  await page.reload();
  await hydrated(page);
  await expect(row).toContainText(/last used .* from .*127\.0\.0\.1/, { timeout: EXPECT_MS });

  await row.getByRole('button', { name: 'Revoke GitLab deploy' }).click();
  const revoking = page.getByRole('alertdialog', { name: 'Revoke GitLab deploy' });
  await expect(revoking).toContainText('Whatever uses it stops working at once.');
  await revoking.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('revoked', { timeout: EXPECT_MS });
  const refused = await page.request.get('/api/clusters', {
    headers: { Authorization: `Bearer ${token}`, Cookie: '' },
  });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('token_revoked');
});

test('an owner adds a webhook endpoint, sends a signed test event, sends it again, rotates the secret and removes it', async ({
  page,
}) => {
  test.setTimeout(TEST_MS);
  const receiver = await startReceiver();
  try {
    await registerCustomer(page);
    await page.goto('/settings#webhooks');
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section.getByText('No endpoints yet.')).toBeVisible({ timeout: EXPECT_MS });

    await section.getByLabel('Endpoint URL').fill(receiver.url);
    await section.getByRole('checkbox', { name: /ticket\.replied/ }).check();
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = section.getByTestId('secret-value');
    await expect(secret).toHaveText(/^whsec_/, { timeout: EXPECT_MS });
    receiver.useSecret((await secret.textContent()) ?? '');
    await section.getByRole('button', { name: 'I have copied it' }).click();
    const endpoint = section.getByTestId('webhook-endpoint');
    await expect(endpoint).toContainText('order.paid, cluster.running, ticket.replied');
    expect(await axeViolations(page)).toEqual([]);

    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    const delivery = endpoint.getByTestId('delivery');
    await expect(delivery).toContainText('webhook.test');
    await expect(delivery).toContainText('HTTP 204', { timeout: EXPECT_MS });
    await expect(delivery).toContainText('succeeded');
    expect(receiver.events).toEqual([expect.objectContaining({ type: 'webhook.test', verified: true })]);

    await delivery.getByRole('button', { name: 'Send again' }).click();
    await expect(delivery.getByRole('cell').nth(3)).toHaveText('2', { timeout: EXPECT_MS });
    expect(receiver.events.map((e) => e.id)).toEqual([receiver.events[0]?.id, receiver.events[0]?.id]);

    await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
    await expect(section.getByText(/Deliveries carry both signatures until/)).toBeVisible({ timeout: EXPECT_MS });
    await expect(secret).toHaveText(/^whsec_/);
    await section.getByRole('button', { name: 'I have copied it' }).click();

    await endpoint.getByRole('button', { name: 'Turn off' }).click();
    await expect(endpoint.getByRole('note')).toHaveText('Off: Disabled by a member.', { timeout: EXPECT_MS });
    await endpoint.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this endpoint' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(section.getByText('No endpoints yet.')).toBeVisible({ timeout: EXPECT_MS });
  } finally {
    await receiver.close();
  }
});
