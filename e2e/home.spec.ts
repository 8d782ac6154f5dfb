import { expect, test, type Page } from '@playwright/test';
import { layoutShiftSoFar, recordLayoutShifts } from './layout-shift.ts';

/** Answers /api/exchange-rates in the browser with round rates, so prices are easy to check. */
async function knownRates(page: Page, rates = { USD: 1, EUR: 0.5, GBP: 0.25 }) {
  await page.route('**/api/exchange-rates', (route) =>
    route.fulfill({ json: { rates, date: '2025-06-13', timestamp: Date.now(), source: 'live' } }),
  );
}

async function signInAs(page: Page, as: 'customer' | 'admin') {
  expect((await page.request.post('/api/dev/login', { data: { as } })).status()).toBe(200);
}

const typeCards = (page: Page) => page.getByRole('region', { name: 'Cluster types' }).getByRole('listitem');
const card = (page: Page, name: string) =>
  typeCards(page).filter({ has: page.getByRole('link', { name, exact: true }) });
/** The prices are islands that hydrate when they scroll into view. */
const showTypes = (page: Page) => page.getByRole('region', { name: 'Cluster types' }).scrollIntoViewIfNeeded();

test.describe('home page cluster types', () => {
  test('show prices in the visitor’s currency, rounded down as on /pricing', async ({ page }) => {
    await knownRates(page);
    await page.goto('/');
    await showTypes(page);
    await expect(card(page, 'Standard')).toContainText('From €74/mo'); // $149 × 0.5 = 74.5
    await expect(card(page, 'Sandbox')).toContainText('Free');

    await page.evaluate(() => localStorage.setItem('currency', 'GBP'));
    await page.reload();
    await showTypes(page);
    await expect(card(page, 'Standard')).toContainText('From £37/mo'); // 37.25
    await expect(card(page, 'Economy')).toContainText('From £14/mo'); // $59 × 0.25 = 14.75

    await page.goto('/pricing');
    await expect(page.getByRole('article', { name: 'Standard (Blue)' })).toContainText('£37/month');
  });

  test('show whole descriptions, with the price rows of a row of cards on one line', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const cards = await typeCards(page).evaluateAll((items) =>
      items.map((item) => {
        const description = item.querySelector('p');
        const price = item.querySelector('[data-home-price]');
        return {
          top: Math.round(item.getBoundingClientRect().top),
          priceTop: Math.round(price?.getBoundingClientRect().top ?? -1),
          clipped: description ? description.scrollHeight > description.clientHeight + 1 : true,
          ellipsis: description ? getComputedStyle(description).webkitLineClamp !== 'none' : true,
        };
      }),
    );
    expect(cards).toHaveLength(7);
    for (const { clipped, ellipsis } of cards)
      expect({ clipped, ellipsis }).toEqual({ clipped: false, ellipsis: false });
    const rows = Map.groupBy(cards, (item) => item.top);
    expect(rows.size).toBe(2); // 4 + 3 cards at this width
    for (const row of rows.values()) expect(new Set(row.map((item) => item.priceTop)).size).toBe(1);
  });
});

test.describe('calls to action', () => {
  test('a visitor is invited to create an account', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/auth?tab=register');
    await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/auth?tab=register',
    );
    await expect(page.getByRole('link', { name: 'Open the console' })).toHaveCount(0);
  });

  test('a signed-in visitor is offered the console and the wizard instead, and nothing moves', async ({ page }) => {
    await recordLayoutShifts(page);
    await signInAs(page, 'customer');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Open the console' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: 'Create your account' })).toHaveCount(0);
    // That call to action hydrates when it scrolls into view.
    await page.getByRole('heading', { name: 'Start with a free Sandbox cluster' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Configure a Sandbox cluster' })).toHaveAttribute(
      'href',
      '/configure-cluster?tier=sandbox',
    );
    await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveCount(0);
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });

  test('a tier’s Configure leads a signed-in visitor into the wizard with that tier', async ({ page }) => {
    await signInAs(page, 'customer');
    await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
    await page.goto('/cluster-types/green');
    await page.getByRole('link', { name: 'Configure this cluster' }).click();
    await expect(page).toHaveURL('/configure-cluster?tier=economy');
    await expect(page.getByRole('heading', { level: 1, name: 'Configure a cluster' })).toBeVisible();
  });
});
