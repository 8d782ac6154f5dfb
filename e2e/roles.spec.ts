// Screens that match the role: each organization role is offered only what the server's
// permission table lets it do, and an ordinary walk of the console draws no refusal (403) or
// other error in the browser's console, and nothing refused by the Content-Security-Policy (every
// screen sent with it). The owner walks it in mobile-overflow.spec.ts, on a phone-sized screen.
// And the cluster page on a 390 px phone.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ROUTES } from '../src/islands/dashboard/shell/routes.ts';
import { JOURNEY_MS, WALK_MS } from './budgets.ts';
import { policyProblems, watchCsp } from './csp.ts';
import { countFetches, settled } from './settle.ts';
import { joinAs, registerOwner, runningCluster, watchErrors, type OrganizationIds } from './team-roles.ts';

test.setTimeout(JOURNEY_MS);

/** Every customer route of the console, with `:id` filled in from the organization's own objects. */
function customerPaths(ids: OrganizationIds): string[] {
  return routePaths('user').map((path) => {
    if (path.startsWith('/order-status/')) return path.replace(':id', ids.orderId);
    if (path.startsWith('/orders/products/')) return path.replace(':id', ids.productOrderId);
    if (path.startsWith('/orders/support/')) return path.replace(':id', ids.ticketId);
    return path.replace(':id', ids.clusterId);
  });
}

/** The console routes of one access level (`user`, `admin`, `officer`), as declared. */
function routePaths(access: 'user' | 'admin' | 'officer'): string[] {
  return Object.values(ROUTES)
    .filter((route) => route.access === access)
    .map((route) => route.path);
}

/**
 * Opens each path and lets it settle; answers the error responses and console errors seen, and
 * the policy's refusals. Call on a page that has opened nothing yet.
 */
async function walk(page: Page, paths: string[]): Promise<string[]> {
  const errors = watchErrors(page);
  const policy = await watchCsp(page);
  const refused: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    await settled(page);
    refused.push(...(await policyProblems(path, response, policy)));
  }
  return [...new Set([...errors(), ...refused])];
}

// The owner's walk of every screen is mobile-overflow.spec.ts's, on a phone-sized screen.
test('the owner sees the topology drawn: it lays out in a web worker, which the policy allows', async ({
  page,
  owner: _owner,
}) => {
  const { clusterId } = await runningCluster(page, 'shop-prod');
  const errors = watchErrors(page);
  const policy = await watchCsp(page);
  const response = await page.goto(`/clusters/${clusterId}/topology`);
  await expect(
    page.getByRole('region', { name: 'Drawing of shop-prod' }).getByRole('group', { name: /^Node pool web/ }),
  ).toBeVisible();
  expect([...errors(), ...(await policyProblems('topology', response, policy))]).toEqual([]);
});

test('a member walks every console screen without a refusal, and is offered no team or payment management', async ({
  page,
  browser,
  baseURL,
  organization: ids,
}) => {
  test.setTimeout(WALK_MS);
  const { context, page: member } = await joinAs(page, browser, baseURL as string, 'member');
  await countFetches(member);
  expect(await walk(member, customerPaths(ids))).toEqual([]);
  await member.goto('/dashboard');
  await expect(member.getByRole('definition').filter({ hasText: /^Member$/ })).toBeVisible();
  await member.goto(`/clusters/${ids.clusterId}`);
  await settled(member);
  await expect(member.getByRole('button', { name: 'Create kubeconfig' })).toBeVisible();
  await member.goto('/settings');
  await settled(member);
  await expect(member.getByText('Your role in this organization: member.')).toBeVisible();
  await expect(member.getByRole('form', { name: 'Invite a member' })).toHaveCount(0);
  await member.goto('/billing');
  await settled(member);
  await expect(member.getByRole('button', { name: 'Add a payment method' })).toHaveCount(0);
  await expect(
    member
      .getByText('Your role (member) cannot manage payment methods, the billing profile, the budget or invoices.')
      .first(),
  ).toBeVisible();
  await context.close();
});

test('a viewer walks every console screen without a refusal, and is offered no action its role cannot take', async ({
  page,
  browser,
  baseURL,
  organization: ids,
}) => {
  test.setTimeout(WALK_MS);
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

test('the billing role walks every console screen without a refusal: cluster screens say why they are empty', async ({
  page,
  browser,
  baseURL,
  organization: ids,
}) => {
  test.setTimeout(WALK_MS);
  const { context, page: billing } = await joinAs(page, browser, baseURL as string, 'billing');
  await countFetches(billing);
  expect(await walk(billing, customerPaths(ids))).toEqual([]);
  await billing.goto(`/clusters/${ids.clusterId}`);
  await expect(billing.getByText('Your role (billing) cannot read clusters.')).toBeVisible();
  await billing.goto('/billing');
  await expect(billing.getByRole('button', { name: 'Add a payment method' })).toBeVisible();
  await context.close();
});

/** A staff member signed in through the development sign-in, in a browser context of their own. */
async function staff(browser: Browser, baseURL: string, as: 'admin' | 'officer'): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  expect((await page.request.post('/api/dev/login', { data: { as } })).status()).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  await countFetches(page);
  return page;
}

// A staff member's own organization has no cluster, order or ticket: the `:id` screens are the customers'.
const ownConsole = () => routePaths('user').filter((path) => !path.includes(':id'));

test('an administrator walks the admin screens and their own console without an error', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(WALK_MS);
  const admin = await staff(browser, baseURL as string, 'admin');
  expect(await walk(admin, [...routePaths('admin'), ...ownConsole()])).toEqual([]);
  await admin.goto('/user-management');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await admin.context().close();
});

test('an officer walks the Officers Panel and their own console without an error', async ({ browser, baseURL }) => {
  test.setTimeout(WALK_MS);
  const officer = await staff(browser, baseURL as string, 'officer');
  expect(await walk(officer, [...routePaths('officer'), ...ownConsole()])).toEqual([]);
  await officer.goto('/officers/panel');
  await expect(officer.getByRole('heading', { level: 1, name: 'Officers panel' })).toBeVisible();
  await officer.context().close();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cluster page fits the screen, credentials table included, and shows the https endpoint', async ({
    page,
    owner: _owner,
  }) => {
    const { clusterId } = await runningCluster(page, 'shop-prod');
    expect(
      (await page.request.post(`/api/clusters/${clusterId}/kubeconfigs`, { data: { ttlHours: 24 } })).status(),
    ).toBe(201);
    await countFetches(page);
    await page.goto(`/clusters/${clusterId}`);
    await settled(page);
    await expect(page.getByRole('table', { name: 'Kubeconfigs' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: `/k8s/${clusterId}` })).toHaveText(/^https:\/\//);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The band beside the menu button is not empty: it carries the shortcuts, Clusters marked.
    await expect(
      page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Clusters' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('/billing and /usage fit the screen; the usage chart labels its money axis with distinct amounts', async ({
    page,
  }) => {
    // The chart is drawn on a canvas: record the labels of its latest drawing.
    await page.addInitScript(() => {
      const w = window as unknown as { chartTexts: string[] };
      w.chartTexts = [];
      const { fillText, clearRect } = CanvasRenderingContext2D.prototype;
      CanvasRenderingContext2D.prototype.fillText = function (text: string, ...at: [number, number, number?]) {
        w.chartTexts.push(String(text));
        return fillText.call(this, text, ...at);
      };
      CanvasRenderingContext2D.prototype.clearRect = function (...area: [number, number, number, number]) {
        w.chartTexts = [];
        return clearRect.apply(this, area);
      };
    });
    await registerOwner(page);
    await runningCluster(page, 'shop-prod');
    await countFetches(page);
    await page.goto('/billing');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/usage');
    await settled(page);
    await expect(page.locator('[data-usage-chart] canvas')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const amounts = (await page.evaluate(() => (window as unknown as { chartTexts: string[] }).chartTexts)).filter(
      (text) => /^-?[€$£]/.test(text),
    );
    expect(amounts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(amounts).size, amounts.join(', ')).toBe(amounts.length);
  });
});
