// Screens that match the role: each organization role is offered only what the server's
// permission table lets it do, and an ordinary walk of the console draws no refusal (403) or
// other error in the browser's console.
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
  const viewer = await joinAs(page, browser, baseURL as string, 'viewer');
  await countFetches(viewer.page);
  expect(await walk(viewer.page, customerPaths(ids))).toEqual([]);

  await viewer.page.goto(`/clusters/${ids.clusterId}`);
  await settled(viewer.page);
  await expect(viewer.page.getByRole('heading', { level: 1, name: 'shop-prod' })).toBeVisible();
  for (const name of [/^Scale /, /^Upgrade to /, /^Remove /, 'Create kubeconfig', 'Revoke all', /^Delete /]) {
    await expect(viewer.page.getByRole('button', { name })).toHaveCount(0);
  }
  await viewer.context.close();
});
