import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './signed-in.ts';
import { JOURNEY_MS } from './budgets.ts';
import { hydrated } from './settle.ts';

/** An administrator (role admin) in a browser context of their own. */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  expect((await admin.request.post('/api/dev/login', { data: { as: 'admin' } })).status()).toBe(200);
  await admin.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  return admin;
}

test.setTimeout(JOURNEY_MS);

test('a user asks for officers access in Settings, an admin approves it, and the user gets the Officers Panel', async ({
  page,
  browser,
  baseURL,
  customer,
}) => {
  await page.goto('/settings');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Access requests' });
  await section.getByRole('radio', { name: /^Officers access/ }).check();
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.getByText('Enter why you need it (at least 10 characters).')).toBeVisible();
  await section.getByLabel('Why do you need it?').fill('I run the support queue for our team.');
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.getByText(/Your request for officers access is waiting for an administrator/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const admin = await adminPage(browser, baseURL);
  await admin.goto('/admin/promotion-requests');
  await hydrated(admin);
  const row = admin.getByRole('row').filter({ hasText: customer.username });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('I run the support queue for our team.');
  expect(await axeViolations(admin)).toEqual([]);
  await row.getByRole('button', { name: `Approve ${customer.username}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Approve officers access for ${customer.username}` });
  await expect(dialog.getByLabel('Note to the requester (optional)')).toBeFocused();
  expect(await axeViolations(admin)).toEqual([]);
  await dialog.getByLabel('Note to the requester (optional)').fill('Welcome to the officers.');
  await dialog.getByRole('button', { name: 'Approve request' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Request approved', { exact: true })).toBeVisible();
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Decision: Welcome to the officers.');

  // The requester reloads: the user menu now has the Officers Panel.
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByRole('button', { name: `Account menu for ${customer.username}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Officers Panel' })).toHaveAttribute('href', '/officers/panel');
  await admin.context().close();
});

test('an admin finds a user in /user-management and disables them: their session ends at once', async ({
  page,
  browser,
  baseURL,
  customer: victim,
}) => {
  expect((await page.request.get('/api/user')).status()).toBe(200);

  const admin = await adminPage(browser, baseURL);
  await admin.goto('/user-management');
  await hydrated(admin);
  await admin.getByLabel('Search users', { exact: true }).fill(victim.username);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: victim.username });
  await expect(admin.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(victim.companyName);
  await expect(row).toContainText('Active');
  expect(await axeViolations(admin)).toEqual([]);

  await row.getByRole('button', { name: `Manage ${victim.username}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Manage ${victim.name}` });
  await expect(dialog.getByRole('heading', { name: 'Signed-in devices (1)' })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await dialog.getByRole('button', { name: `Disable ${victim.username}` }).click();
  await expect(admin.getByText(`${victim.name} is disabled and signed out everywhere`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Signed-in devices (0)' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enable account' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(row).toContainText('Disabled');

  expect((await page.request.get('/api/user')).status()).toBe(401);
  await admin.context().close();
});

test('an admin finds an organization in /admin/organization-users and suspends it with a reason', async ({
  page,
  browser,
  baseURL,
  customer,
}) => {
  const admin = await adminPage(browser, baseURL);
  await admin.goto('/admin/organization-users');
  await hydrated(admin);
  await admin.getByLabel('Search organizations', { exact: true }).fill(customer.username);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const organization = admin.getByRole('region', { name: customer.companyName });
  await expect(organization).toContainText('No billing profile yet');
  // No paid order yet: no billing currency, nothing billed (never a figure in dollars by default).
  await expect(organization).toContainText('Billing currencyNot fixed yet (no paid order)');
  await expect(organization).toContainText('Billed (before VAT)Nothing billed yet');
  await expect(organization).toContainText(customer.email);
  expect(await axeViolations(admin)).toEqual([]);

  await organization.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend ${customer.companyName}` });
  await dialog.getByRole('button', { name: 'Suspend organization' }).click();
  await expect(dialog.getByText('Enter the reason.', { exact: true })).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await dialog.getByLabel('Reason').fill('Chargeback under review.');
  await dialog.getByRole('button', { name: 'Suspend organization' }).click();
  await expect(dialog).toBeHidden();
  await expect(organization).toContainText('Suspended: Chargeback under review.');

  const order = await page.request.post('/api/orders', {
    data: { kind: 'support', support: { planId: 'business' }, currency: 'EUR', billingCycle: 'monthly' },
  });
  expect(order.status()).toBe(403);
  await organization.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(organization.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  await admin.context().close();
});
