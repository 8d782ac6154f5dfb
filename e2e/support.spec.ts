// Customer support in the console: a ticket about a cluster with a consented snapshot, answered by
// an officer from the Officers Panel, followed live, e-mailed, and rated.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mailTo } from './accounts.ts';
import { axeViolations } from './signed-in.ts';
import { JOURNEY_MS } from './budgets.ts';
import { testClusterSpec } from '../test/support/builders.ts';
import { hydrated } from './settle.ts';

/** A provider test cluster of the customer's organization (no order to pay). */
async function createCluster(page: Page, name: string) {
  const created = await page.request.post('/api/gcp-clusters', {
    data: testClusterSpec({
      name,
      providerId: 'gcp',
      regionId: 'europe-west9',
      kubernetesVersion: '1.36',
      haControlPlane: true,
      nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 3 }],
      addonIds: ['monitoring'],
    }),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('a customer opens a ticket with a cluster snapshot, sees the officer’s reply live and by e-mail, and rates it', async ({
  page,
  browser,
  customer,
}) => {
  test.setTimeout(JOURNEY_MS);
  const clusterId = await createCluster(page, 'shop-prod');
  const subject = `Ingress answers 502 ${Date.now().toString(36)}`;

  await page.goto('/orders/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your organization’s tickets' })).toBeVisible();
  await expect(page.getByText('No ticket yet.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await hydrated(page);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Priority').selectOption('high');
  await page.getByLabel('About a cluster (optional)').selectOption(clusterId);
  await page.getByLabel('Share a snapshot of this cluster with support').check();
  const preview = page.getByRole('region', { name: 'Preview of the snapshot' });
  await expect(preview).toContainText('shop-prod (gcp, europe-west9)');
  await expect(preview).toContainText('no secret is shared');
  await page
    .getByLabel('Describe the problem')
    .fill('Since the upgrade every request through the ingress answers 502.');
  await page.getByLabel('Attachments (optional)').setInputFiles({
    name: 'ingress.log',
    mimeType: 'text/plain',
    buffer: Buffer.from('10:00:01 502 upstream reset\n'),
  });
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('ingress.log');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open the ticket' }).click();

  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/support\/[\w-]+$/);
  await expect(page.getByText(/Response due/)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Snapshot of/ })).toContainText('shop-prod');
  await expect(
    page.getByRole('list', { name: 'Conversation' }).getByRole('link', { name: 'ingress.log' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The officer works the ticket from the Officers Panel: the consented snapshot, take it, an
  // internal note, the reply.
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  expect((await officer.request.post('/api/dev/login', { data: { as: 'officer' } })).status()).toBe(200);
  await officer.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  await officer.goto('/officers/panel');
  await expect(officer.getByRole('heading', { level: 2, name: /^Support tickets \([1-9]\d*\)$/ })).toBeVisible();
  const item = officer
    .getByRole('list', { name: 'Tickets being worked' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await hydrated(officer);
  await item.getByRole('button', { name: `Open ${subject}` }).click();
  await expect(item.getByRole('region', { name: /snapshot/i }).first()).toContainText('shop-prod');
  await item.getByRole('button', { name: 'Take this ticket' }).click();
  await expect(item.getByRole('button', { name: 'Take this ticket' })).toHaveCount(0);
  await item.getByLabel('Internal note').fill('Internal: known issue after the 1.36 upgrade.');
  await item.getByRole('button', { name: 'Add the note' }).click();
  await expect(item.getByRole('region', { name: 'Internal notes' })).toContainText('known issue');
  const reply = 'Your ingress controller lost its upstream: please restart it with kubectl rollout restart.';
  await item.getByLabel('Reply to the customer').fill(reply);
  await item.getByRole('button', { name: 'Send the reply' }).click();
  await expect(item).toContainText(reply);
  expect(await axeViolations(officer)).toEqual([]);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Live, without reloading: the reply and the new state; never the internal note.
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText(reply);
  await expect(page.getByText('Waiting for your reply', { exact: true })).toBeVisible();
  await expect(page.getByText('Internal: known issue')).toHaveCount(0);
  const mail = await mailTo(
    page.request,
    customer.email,
    (m) => m.subject.includes('New reply') && m.subject.includes(subject),
  );
  expect(mail.text).toContain(reply);
  expect(mail.text).toContain(`/orders/support/${id}`);

  await item.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(item.getByRole('button', { name: 'Mark resolved' })).toHaveCount(0);
  await officerContext.close();
  await expect(page.getByRole('group', { name: 'How satisfied are you with the answer?' })).toBeVisible();
  await page.getByLabel('5 (excellent)').check();
  await page.getByLabel('Comment (optional)').fill('Fixed in two minutes, thank you.');
  await page.getByRole('button', { name: 'Send the rating' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'you rated this answer 5 out of 5' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a signed-in visitor of /technical-support opens a ticket in their organization directly', async ({
  page,
  customer: _customer,
}) => {
  test.setTimeout(JOURNEY_MS);
  await page.goto('/technical-support');
  await expect(page.getByText('You are signed in: this ticket opens in your organization’s tickets')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await hydrated(page);
  await page.getByLabel('Subject').fill('Node pool stuck while scaling');
  await page.getByLabel('Describe the problem').fill('The web pool has been scaling from 3 to 5 nodes for an hour.');
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByRole('heading', { name: 'Your ticket is open' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Open the ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Node pool stuck while scaling' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText(
    'The web pool has been scaling from 3 to 5 nodes for an hour.',
  );
});
