import { expect, test } from '@playwright/test';
import { account, linkFromMailbox } from './accounts.ts';
import { hydrated } from './settle.ts';

test('sign-in link: the form checks the address, then the e-mailed link signs in once', async ({ page }) => {
  const a = account();
  expect((await page.request.post('/api/register', { data: a })).status()).toBe(201);
  await page.request.post('/api/logout');

  await page.goto('/magic-link-login');
  const address = page.getByLabel('E-mail address');
  await hydrated(page);
  await address.fill('not-an-address');
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  // Re-checked while typing after the first submit.
  await address.fill(a.email);
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByText(/we sent a sign-in link/)).toBeVisible();

  const link = await linkFromMailbox(page.request, a.email, '/magic-link?token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.request.post('/api/logout');
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Sign-in links are valid for 15 minutes and work once.');
  await expect(page.getByRole('link', { name: 'Get a new sign-in link' })).toBeVisible();
});
