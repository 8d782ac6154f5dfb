// The provisioning page follows a cluster over /ws: each message refreshes what it shows without
// abandoning a request already under way (a cancelled request is wasted work and console noise).
import { expect, test } from './fixtures.ts';
import { JOURNEY_MS, PROVISIONING_MS } from './budgets.ts';
import { countFetches, settled } from './settle.ts';
import { clusterOrder, payOrder } from './team-roles.ts';

test('the provisioning page follows a cluster from payment to running without a cancelled or failed request', async ({
  page,
  owner: _owner,
}) => {
  test.setTimeout(JOURNEY_MS);
  const failed: string[] = [];
  page.on('requestfailed', (request) =>
    failed.push(`${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`),
  );
  const orderId = await clusterOrder(page, 'live-one');
  await countFetches(page);
  await page.goto(`/cluster-provisioning?order=${orderId}`);
  await expect(page.getByText(/waits for payment/)).toBeVisible();
  await settled(page);
  await payOrder(page, orderId);
  // Every phase arrives live, over /ws, on the page opened before the payment.
  await expect(page.getByRole('heading', { level: 2, name: 'live-one' })).toBeVisible();
  await expect(page.getByText(/^Running\. Took /)).toBeVisible({ timeout: PROVISIONING_MS });
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
  await settled(page);
  expect(failed).toEqual([]);
});
