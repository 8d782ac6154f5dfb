// Screens that match the role: each organization role is offered only what the server's
// permission table lets it do, and an ordinary walk of the console draws no refusal (403) or
// other error in the browser's console. And the cluster page on a 390 px phone.
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../src/islands/dashboard/shell/routes.ts';
import { JOURNEY_MS } from './budgets.ts';
import { countFetches, settled } from './settle.ts';
import { joinAs, registerOwner, runningCluster, watchErrors } from './team-roles.ts';

test.setTimeout(JOURNEY_MS);

/** Every customer route of the console, with `:id` filled in where the organization has one. */
function customerPaths(ids: { clusterId: string; orderId: string }): string[] {
  return Object.values(ROUTES)
    .filter((route) => route.access === 'user')
    .map((route) => route.path)
    .filter((path) => !path.includes(':id') || path.includes('cluster') || path.startsWith('/order-status'))
    .map((path) => path.replace(':id', path.startsWith('/order-status') ? ids.orderId : ids.clusterId));
}

/** Opens each path and lets it settle; answers the error responses and console errors seen. */
async function walk(page: Page, paths: string[]): Promise<string[]> {
  const errors = watchErrors(page);
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
  }
  return errors();
}

test('a viewer walks every console screen without a refusal, and is offered no action its role cannot take', async ({ page, browser, baseURL }) => {
  await registerOwner(page);
  const ids = await runningCluster(page, 'shop-prod');
  await page.goto('/dashboard');
  await expect(page.getByRole('definition').filter({ hasText: /^Owner$/ })).toBeVisible();

  const { context, page: viewer } = await joinAs(page, browser, baseURL as string, 'viewer');
  await countFetches(viewer);
  expect(await walk(viewer, customerPaths(ids))).toEqual([]);

  await viewer.goto('/dashboard');
  await expect(viewer.getByRole('definition').filter({ hasText: /^Viewer$/ })).toBeVisible();

  await viewer.goto(`/clusters/${ids.clusterId}`);
  await settled(viewer);
  await expect(viewer.getByRole('heading', { level: 1, name: 'shop-prod' })).toBeVisible();
  await expect(viewer.getByRole('rowheader', { name: 'web', exact: true })).toBeVisible();
  for (const name of [/^Scale /, /^Upgrade to /, /^Remove /, 'Create kubeconfig', 'Revoke all', /^Delete /]) {
    await expect(viewer.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(viewer.getByText('Your role (viewer) cannot issue, list or revoke cluster credentials.')).toBeVisible();

  await viewer.goto('/billing');
  await settled(viewer);
  await expect(viewer.getByText('Your role (viewer) cannot read billing.')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Add a payment method' })).toHaveCount(0);
  await expect(viewer.getByRole('alert')).toHaveCount(0);

  await viewer.goto('/orders/support');
  await settled(viewer);
  await expect(viewer.getByText('Your role (viewer) cannot open or answer support requests.')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Open the ticket' })).toHaveCount(0);
  await context.close();
});

test('the billing role walks every console screen without a refusal: cluster screens say why they are empty', async ({ page, browser, baseURL }) => {
  await registerOwner(page);
  const ids = await runningCluster(page, 'shop-prod');
  const { context, page: billing } = await joinAs(page, browser, baseURL as string, 'billing');
  await countFetches(billing);
  expect(await walk(billing, customerPaths(ids))).toEqual([]);
  await billing.goto(`/clusters/${ids.clusterId}`);
  await expect(billing.getByText('Your role (billing) cannot read clusters.')).toBeVisible();
  await billing.goto('/billing');
  await expect(billing.getByRole('button', { name: 'Add a payment method' })).toBeVisible();
  await context.close();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cluster page fits the screen, credentials table included, and shows the https endpoint', async ({ page }) => {
    await registerOwner(page);
    const { clusterId } = await runningCluster(page, 'shop-prod');
    expect((await page.request.post(`/api/clusters/${clusterId}/kubeconfigs`, { data: { ttlHours: 24 } })).status()).toBe(201);
    await countFetches(page);
    await page.goto(`/clusters/${clusterId}`);
    await settled(page);
    await expect(page.getByRole('table', { name: 'Kubeconfigs' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: `/k8s/${clusterId}` })).toHaveText(/^https:\/\//);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The band beside the menu button is not empty: it carries the shortcuts, Clusters marked.
    await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Clusters' })).toHaveAttribute('aria-current', 'page');
  });
});
