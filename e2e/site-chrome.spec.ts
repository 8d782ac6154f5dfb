import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar, recordLayoutShifts } from './layout-shift.ts';
import { contentBesideFloatingButton } from './floating-button.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footerTiers = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Cluster types' });
const banner = (page: Page) => page.getByRole('region', { name: 'Launch offer' });
const sideTab = (page: Page) => page.getByRole('button', { name: 'Show the launch offer (code PARIS)' });

/** Waits until the island holding `inner` has hydrated (Astro drops its `ssr` attribute). */
async function hydrated(page: Page, inner: string) {
  await expect(page.locator('astro-island', { has: page.locator(inner) }).first()).not.toHaveAttribute('ssr');
}

async function signInAs(page: Page, as: 'customer' | 'admin' | 'officer') {
  expect((await page.request.post('/api/dev/login', { data: { as } })).status()).toBe(200);
}

test.describe('header', () => {
  test('signed out: Home, Pricing, Documentation, Tutorials and Login, no Support', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Home', 'Pricing', 'Documentation', 'Tutorials', 'Login']);
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveCount(0);
  });

  test('signed in: the signed-in controls replace the links, with Support', async ({ page }) => {
    await signInAs(page, 'customer');
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
    await expect(nav.getByRole('combobox', { name: /currency/i })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('swapping in the signed-in controls shifts nothing on the page', async ({ page }) => {
    await recordLayoutShifts(page);
    await signInAs(page, 'customer');
    await page.goto('/');
    await expect(mainNav(page).getByRole('button', { name: /^Account menu for / })).toBeVisible();
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });
});

test.describe('footer', () => {
  test('tier links come from /api/cluster-tiers, parentheticals dropped, on the right pages', async ({ page }) => {
    const tiers = (await (await page.request.get('/api/cluster-tiers')).json()) as { name: string }[];
    expect(tiers.length).toBeGreaterThan(0);
    await page.goto('/');
    await footerTiers(page).scrollIntoViewIfNeeded();
    const links = footerTiers(page).getByRole('link');
    await expect(links).toHaveText(tiers.map((tier) => tier.name.replace(/\s*\([^()]*\)$/, '')));
    await expect(links.filter({ hasText: /^Standard$/ })).toHaveAttribute('href', '/cluster-types/blue');
    await expect(links.filter({ hasText: /^AI\/ML$/ })).toHaveAttribute('href', '/cluster-types/ai');
    await expect(links.filter({ hasText: /^Dev\/Test$/ })).toHaveAttribute('href', '/cluster-types/orange');
  });

  test('tier names map to pages by the keyword table, and an empty list shows the fixed seven', async ({ page }) => {
    await page.route('**/api/cluster-tiers', (route) =>
      route.fulfill({
        json: [
          { id: 'a', name: 'GPU Training (Violet)' },
          { id: 'b', name: 'Premium' },
          { id: 'c', name: 'Big Data' },
        ],
      }),
    );
    await page.goto('/');
    await footerTiers(page).scrollIntoViewIfNeeded();
    const links = footerTiers(page).getByRole('link');
    await expect(links).toHaveText(['GPU Training', 'Premium', 'Big Data']);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/cluster-types/ai',
      '/cluster-types/blue',
      '/cluster-types/data',
    ]);

    await page.unroute('**/api/cluster-tiers');
    await page.route('**/api/cluster-tiers', (route) => route.fulfill({ json: [] }));
    await page.goto('/pricing');
    await footerTiers(page).scrollIntoViewIfNeeded();
    await expect(footerTiers(page).getByRole('link')).toHaveText([
      'Standard',
      'Enterprise',
      'Economy',
      'Data Analytics',
      'AI/ML',
      'Dev/Test',
      'Sandbox',
    ]);
  });

  test('version label, no DEV badge outside development, six badges, © 2025', async ({ page }) => {
    const summary = (await (await page.request.get('/api/version/summary')).json()) as { displayVersion: string };
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(summary.displayVersion, { exact: true })).toBeVisible();
    await expect(footer.getByText('DEV', { exact: true })).toHaveCount(0);
    await expect(footer.getByRole('list', { name: 'Certifications and commitments' }).getByRole('listitem')).toHaveText(
      ['Open', 'Enterprise Ready', 'GDPR Compliant', 'HDS Certified', 'Data Sovereignty', 'CISPE Compliant'],
    );
    await expect(footer).toContainText('© 2025');
    for (const href of [
      '/',
      '/pricing',
      '/documentation',
      '/tutorials',
      '/newsletter',
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test('the version label falls back while loading and shows DEV in development', async ({ page }) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/version/summary', async (route) => {
      await answered;
      await route.fulfill({ json: { displayVersion: 'v9.9.9 (abcdef0)', environment: 'development' } });
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText('v1.5.0 (loading...)')).toBeVisible();
    release();
    await expect(footer.getByText('v9.9.9 (abcdef0)')).toBeVisible();
    await expect(footer.getByText('DEV', { exact: true })).toBeVisible();
  });
});

test.describe('promo banner', () => {
  test('dismiss collapses it to a side tab for the session; the tab restores it with a confirmation', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page, '[aria-label="Launch offer"]');
    await expect(banner(page)).toContainText('Launch offer');
    await expect(banner(page)).toContainText('5% off your first purchase with code PARIS');
    await expect(sideTab(page)).toBeHidden();

    await banner(page).getByRole('button', { name: 'Dismiss the launch offer' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(sideTab(page)).toBeVisible();
    await expect(sideTab(page)).toBeFocused();
    expect(await page.evaluate(() => sessionStorage.getItem('promoBannerDismissed'))).toBe('true');

    await page.reload();
    await expect(banner(page)).toBeHidden();
    await expect(sideTab(page)).toBeVisible();

    // The tab shows before the banner's island hydrates (the page's first script reads the session); it restores once hydrated.
    await hydrated(page, '[aria-label="Show the launch offer (code PARIS)"]');
    await sideTab(page).click();
    await expect(banner(page)).toBeVisible();
    await expect(sideTab(page)).toBeHidden();
    await expect(page.getByText('Offer restored', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('promoBannerDismissed'))).toBeNull();
  });

  test('a new session shows the banner again', async ({ browser }) => {
    const first = await browser.newPage();
    await first.goto('/');
    await hydrated(first, '[aria-label="Launch offer"]');
    await banner(first).getByRole('button', { name: 'Dismiss the launch offer' }).click();
    await expect(banner(first)).toBeHidden();
    const second = await browser.newPage();
    await second.goto('/');
    await expect(banner(second)).toBeVisible();
    await first.close();
    await second.close();
  });

  test('copying PARIS says Copied for 2 s and shows a toast for 3 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/');
    await hydrated(page, '[aria-label="Launch offer"]');
    const copy = banner(page).getByRole('button', { name: 'Copy code' });
    const copied = banner(page).getByRole('button', { name: 'Copied' });
    const toast = page.getByText('Code PARIS copied', { exact: true });

    // As a visitor sees it: the code is copied, the toaster's code loads with the first toast,
    // and the button and the toast come back to rest. What shows only for a moment is checked
    // below with the page's timers held: on a busy machine it could go by before it is seen.
    await copy.click();
    await expect(page.getByRole('region', { name: /^Messages/ })).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PARIS');
    await expect(copy).toBeVisible();
    await expect(toast).toBeHidden();

    // Again with the page's timers held (the toaster is loaded by now): the durations are the
    // page's own, however busy the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await copy.click();
    await expect(copied).toBeVisible();
    await expect(toast).toBeVisible();
    await page.clock.runFor(1900);
    await expect(copied).toBeVisible();
    await page.clock.runFor(200);
    await expect(copy).toBeVisible();
    // 3 s on screen, not the Toaster's default 5 s.
    await page.clock.runFor(800);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
  });
});

test.describe('mobile menu (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the floating button opens Dashboard, Home, Documentation, Tutorials, Support; Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page, 'button[aria-label="Menu"]');
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const panel = page.getByRole('navigation', { name: 'Menu' });
    await expect(panel.getByRole('link')).toHaveText(['Dashboard', 'Home', 'Documentation', 'Tutorials', 'Support']);
    await expect(panel.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('signed in, the panel adds Settings and Logout; Logout signs out', async ({ page }) => {
    await signInAs(page, 'customer');
    await page.goto('/');
    await expect(mainNav(page).getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await hydrated(page, 'button[aria-label="Menu"]');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('navigation', { name: 'Menu' });
    await expect(panel.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(panel.getByRole('link', { name: 'Officers Panel' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
    await expect.poll(async () => (await page.request.get('/api/user')).status()).toBe(401);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the floating button never lies on top of page text, down to the end of the page', async ({ page }) => {
    for (const path of ['/', '/pricing']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
      expect(await contentBesideFloatingButton(page, 'button[aria-label="Menu"]'), path).toEqual([]);
    }
  });

  test('an officer also gets the Officers Panel', async ({ page }) => {
    await signInAs(page, 'officer');
    await page.goto('/');
    await expect(mainNav(page).getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await hydrated(page, 'button[aria-label="Menu"]');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('navigation', { name: 'Menu' });
    await expect(panel.getByRole('link', { name: 'Officers Panel' })).toHaveAttribute('href', '/officers/panel');
    await expect(panel.getByRole('link')).toHaveText([
      'Dashboard',
      'Home',
      'Documentation',
      'Tutorials',
      'Support',
      'Officers Panel',
      'Settings',
    ]);
  });
});
