import { expect, test, type Page } from '@playwright/test';
import { contentBesideFloatingButton } from './floating-button.ts';
import { hydrated } from './settle.ts';

type DevAccount = 'customer' | 'admin';
const NAMES: Record<DevAccount, string> = { customer: 'Camille Customer', admin: 'Alex Admin' };

/** Signs the page's browser context in as a seeded development account, past the e-mail dialog. */
async function signInAs(page: Page, as: DevAccount) {
  expect((await page.request.post('/api/dev/login', { data: { as } })).status()).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test('a direct load of /dashboard has the name and the counts in the server HTML, with no spinner', async ({
  page,
}) => {
  await signInAs(page, 'customer');
  const html = await (await page.request.get('/dashboard')).text();
  expect(html).toContain(`Welcome, ${NAMES.customer}`);
  expect(html).toMatch(/data-sidebar-count="clusters"[^>]*>.*?0/);
  expect(html).not.toContain('Checking your session');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${NAMES.customer}` })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Checking your session' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Clusters (0)' })).toBeVisible();
  await expect(page.getByText('System Status: Healthy')).toBeVisible();
  // A new organization has no cluster yet: the card says so and leads to the wizard.
  await expect(page.getByRole('region', { name: 'Clusters' })).toContainText('No clusters yet.');
});

test('moves between /dashboard, /orders and /settings without reloading, refetching the counts', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  // A click before the shell hydrates is a plain navigation: wait for the router to take the links.
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { shellMarker: 'still here' }));

  const counts = page.waitForRequest((request) => request.url().endsWith('/api/sidebar-counts'));
  await sidebar(page)
    .getByRole('link', { name: /^Orders/ })
    .click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Order kinds' }).getByRole('link', { name: 'All orders' }),
  ).toHaveAttribute('aria-current', 'page');
  await counts;
  await expect(sidebar(page).getByRole('link', { name: /^Orders/ })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^Orders ·/);

  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker)).toBe('still here');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker)).toBe('still here');
});

test('links to public pages and new-tab clicks are left to the browser', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/dashboard');
  // A click before the island hydrates is a plain navigation: wait for it to take over the links.
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { shellMarker: 'still here' }));
  await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Tutorials & Docs' }).click();
  await expect(page).toHaveURL(/\/tutorials$/);
  expect(await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker)).toBeUndefined();
});

test('the collapsed sidebar stays collapsed after a reload', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/dashboard');
  // The toggle works once the shell has hydrated; a click before then does nothing.
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const aside = page.locator('aside').filter({ has: sidebar(page) });
  await expect(aside).toHaveCSS('width', '288px');
  await toggle.click();
  await expect(aside).toHaveCSS('width', '64px');
  await page.reload();
  await expect(aside).toHaveCSS('width', '64px');
  await hydrated(page);
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(aside).toHaveCSS('width', '288px');
});

test('at 1280 × 800 every sidebar item is in view without scrolling the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // An administrator sees the most items (User Management).
  await signInAs(page, 'admin');
  await page.goto('/dashboard');
  const nav = sidebar(page);
  for (const name of [
    'Dashboard',
    'Configure New Cluster',
    'Support',
    'Price Estimator',
    'User Management',
    'Settings',
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(
    page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Help & Support' }),
  ).toBeInViewport({
    ratio: 1,
  });
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeInViewport({ ratio: 1 });
  expect(await nav.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the floating menu button never lies on top of the cards’ text', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    expect(await contentBesideFloatingButton(page, 'button[aria-label="Open navigation"]')).toEqual([]);
  });

  test('the menu button opens the sidebar drawer with the extra links, and Escape closes it', async ({ page }) => {
    await signInAs(page, 'customer');
    await page.goto('/dashboard');
    await expect(sidebar(page)).toBeHidden();
    // A click before the island hydrates is lost.
    await hydrated(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    const extras = {
      Pricing: '/pricing',
      Documentation: '/documentation',
      Tutorials: '/tutorials',
      Support: '/support',
      Billing: '/billing',
    };
    for (const [name, href] of Object.entries(extras)) {
      await expect(
        drawer.getByRole('link', { name, exact: true }).and(drawer.locator(`[href="${href}"]`)),
      ).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Close navigation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: /^Orders/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('without the sidebar the button opens the menu panel, which keeps focus until Escape', async ({ page }) => {
    await signInAs(page, 'customer');
    await page.goto('/cluster-topology');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    for (const name of ['Dashboard', 'Home', 'Documentation', 'Tutorials', 'Support', 'Settings']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // Shift+Tab from the first control wraps to the last one instead of leaving the panel.
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('the slide layout goes from /configure-cluster to /cluster-provisioning and back', async ({ page }) => {
  await signInAs(page, 'customer');
  for (const path of ['/configure-cluster', '/clusters/configure', '/cluster-provisioning', '/clusters/provisioning']) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  await page.goto('/dashboard');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { shellMarker: 'still here' }));
  await sidebar(page).getByRole('link', { name: 'Configure New Cluster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configure a cluster' })).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Order steps' })
    .getByRole('link', { name: /Provisioning/ })
    .click();
  await expect(page).toHaveURL(/\/cluster-provisioning$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cluster provisioning' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Order steps' })
    .getByRole('link', { name: /Configure/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configure a cluster' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker)).toBe('still here');
});

test('User Management shows for an admin only, and the server hides its page from customers', async ({ browser }) => {
  for (const as of ['customer', 'admin'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, as);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${NAMES[as]}` })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'User Management' })).toHaveCount(as === 'admin' ? 1 : 0);
    expect((await page.request.get('/user-management')).status()).toBe(as === 'admin' ? 200 : 404);
    await context.close();
  }
});

test('an unknown path under the catch-all gives the not-found page', async ({ page }) => {
  await signInAs(page, 'customer');
  for (const path of ['/clusters', '/clusters/c1/nodes', '/dashboard/extra']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});
