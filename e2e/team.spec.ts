import { expect, test } from './fixtures.ts';
import { account, linkFromMailbox } from './accounts.ts';
import { axeViolations } from './signed-in.ts';
import { JOURNEY_MS } from './budgets.ts';
import { hydrated } from './settle.ts';

const supportOrder = { kind: 'support', support: { planId: 'business' }, currency: 'EUR', billingCycle: 'monthly' };

test('an owner invites a viewer, who joins by the link, cannot order, and loses access when removed', async ({
  page,
  browser,
  customer: _customer,
}) => {
  test.setTimeout(JOURNEY_MS);
  await page.goto('/settings');
  await hydrated(page);
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByTestId('team-member')).toHaveCount(1);

  const invitee = { ...account(), name: 'Véra Viewer' };
  const invite = team.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('E-mail address').fill(invitee.email);
  await invite.getByLabel('Role').selectOption('viewer');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(team.getByRole('button', { name: `Revoke invitation to ${invitee.email}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The viewer, in their own browser, opens the e-mailed link and creates their account.
  const link = await linkFromMailbox(page.request, invitee.email, '/join?token=');
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  await viewer.goto(link);
  await expect(viewer.getByRole('heading', { name: /^Join / })).toBeVisible();
  await expect(viewer.getByText(invitee.email)).toBeVisible();
  expect(await axeViolations(viewer)).toEqual([]);
  // The fields are enabled once the island has hydrated.
  await expect(viewer.getByLabel('Username')).toBeEnabled();
  await hydrated(viewer);
  await viewer.getByLabel('Username').fill(invitee.username);
  await viewer.getByLabel('Your name').fill(invitee.name);
  await viewer.getByLabel('New password', { exact: true }).fill(invitee.password);
  await viewer.getByLabel('Confirm the new password').fill(invitee.password);
  await viewer.getByRole('button', { name: 'Create my account and join' }).click();
  await expect(viewer).toHaveURL(/\/dashboard$/);

  // A viewer is not offered ordering, and the server refuses it anyway.
  await expect(viewer.getByRole('heading', { name: `Welcome, ${invitee.name}` })).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Configure a cluster' })).toHaveCount(0);
  const refused = await viewer.request.post('/api/orders', { data: supportOrder });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Your role (viewer) cannot place or cancel orders.');
  expect((await (await viewer.request.get('/api/user')).json()).orgRole).toBe('viewer');

  // The owner makes them a member: they may order at once.
  await page.reload();
  await hydrated(page);
  await expect(team.getByTestId('team-member')).toHaveCount(2);
  await expect(
    page.getByRole('region', { name: 'Activity' }).getByRole('cell', { name: 'Joined the organization' }),
  ).toBeVisible();
  await team.getByLabel(`Role of ${invitee.name}`).selectOption('member');
  await expect(page.getByText('Role changed', { exact: true })).toBeVisible();
  expect((await (await viewer.request.get('/api/user')).json()).orgRole).toBe('member');

  // Then removes them: their session ends.
  await team.getByRole('button', { name: `Remove ${invitee.name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove ${invitee.name}` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(team.getByTestId('team-member')).toHaveCount(1);
  expect((await viewer.request.get('/api/user')).status()).toBe(401);
  await viewerContext.close();
});
