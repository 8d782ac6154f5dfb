// The marketplace for a visitor: the catalogue browsed without an account, and ordering that
// asks to sign in and then comes back to the item chosen, now with the order form.
import { expect, test } from '@playwright/test';
import { account, signIn } from './accounts.ts';
import { hydrated } from './settle.ts';

const HARBOR = 'Harbor container registry';

test('a visitor browses the marketplace and reads an item, with the site header and no sign-in', async ({ page }) => {
  const response = await page.goto('/marketplace');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  // A control of the page works once its island has hydrated.
  await hydrated(page);

  await page.getByRole('searchbox', { name: 'Search' }).fill('harbor');
  await page.getByRole('button', { name: `Details of ${HARBOR}` }).click();
  const details = page.getByRole('dialog', { name: HARBOR });
  await expect(details.getByText('Price', { exact: true })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Sign in to order' })).toHaveAttribute(
    'href',
    `/auth?redirect=${encodeURIComponent('/marketplace?item=product-harbor')}`,
  );
  // No order form for a visitor: the sign-in link stands where it would be.
  await expect(details.getByRole('heading', { name: `Buy ${HARBOR}` })).toHaveCount(0);
  await expect(details.getByRole('heading', { name: 'Order it' })).toBeVisible();
});

test('ordering as a visitor signs in and comes back to the item, ready to order', async ({ page, request }) => {
  const customer = account();
  expect((await request.post('/api/register', { data: customer })).status()).toBe(201);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));

  await page.goto('/marketplace');
  // A control of the page works once its island has hydrated.
  await hydrated(page);
  await page
    .getByRole('button', { name: `Details of ${HARBOR}` })
    .first()
    .click();
  await page.getByRole('dialog', { name: HARBOR }).getByRole('link', { name: 'Sign in to order' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);

  await signIn(page, customer.email, customer.password, '');
  await expect(page).toHaveURL(/\/marketplace\?item=product-harbor$/);
  const details = page.getByRole('dialog', { name: HARBOR });
  await expect(details.getByRole('heading', { name: `Buy ${HARBOR}` })).toBeVisible();
  await expect(details.getByRole('link', { name: 'Sign in to order' })).toHaveCount(0);
  // Back in the console: the signed-in sidebar, with the marketplace as the current page.
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Marketplace' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the order pages still ask a visitor to sign in', async ({ page }) => {
  await page.goto('/orders/products');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Forders%2Fproducts$/);
});
