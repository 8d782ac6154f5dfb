import type { Page } from '@playwright/test';
import { hydrated } from './settle.ts';
import { expect, test } from './visitor-page.ts';

/** Answers /api/exchange-rates in the browser with round rates, so prices are easy to check. */
async function knownRates(page: Page, rates = { USD: 1, EUR: 0.5, GBP: 0.25 }) {
  await page.route('**/api/exchange-rates', (route) =>
    route.fulfill({ json: { rates, date: '2025-06-13', timestamp: Date.now(), source: 'live' } }),
  );
}

const standard = (page: Page) => page.getByRole('article', { name: 'Standard (Blue)' });
// The signed-in header has a currency picker too; the page's own is in <main>.
const currencyPicker = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Currency' });
const yearly = (page: Page) => page.getByRole('main').getByRole('radio', { name: /Yearly/ });

test.describe('pricing in the visitor’s currency', () => {
  test('switching the currency converts the Standard price by the rate', async ({ page }) => {
    await knownRates(page);
    await page.goto('/pricing');
    await expect(standard(page)).toContainText('€74/month'); // $149 × 0.5 = 74.5, rounded down
    await expect(currencyPicker(page)).toHaveValue('EUR');

    await hydrated(page);
    await currencyPicker(page).selectOption('USD');
    await expect(standard(page)).toContainText('$149/month');
    await currencyPicker(page).selectOption('GBP');
    await expect(standard(page)).toContainText('£37/month'); // 37.25
    // The node-size and add-on tables follow the same choice once they scroll into view (client:visible).
    const nodeRow = page.getByRole('row', { name: /General S gp-2-4/ });
    await nodeRow.scrollIntoViewIfNeeded();
    await expect(nodeRow).toContainText('£0.0082'); // $0.0329 × 0.25 per hour, rounded down
    await expect(nodeRow).toContainText('£6'); // $24.02 × 0.25 per month
    const addonRow = page.getByRole('row', { name: /Loki log aggregation/ });
    await addonRow.scrollIntoViewIfNeeded();
    await expect(addonRow).toContainText('£7'); // $29 × 0.25
  });

  test('yearly billing shows yearly prices and the discount', async ({ page }) => {
    await knownRates(page);
    await page.goto('/pricing');
    await expect(standard(page)).toContainText('Save 17% with yearly billing');
    await hydrated(page);
    await yearly(page).check();
    await expect(standard(page)).toContainText('€745/year'); // $1490 × 0.5
    await expect(standard(page)).toContainText('Save 17% compared with monthly billing');
    await expect(page.getByRole('article', { name: 'Sandbox (Gray)' })).toContainText('Free');
  });

  test('the chosen currency and billing cycle survive a reload', async ({ page }) => {
    await knownRates(page);
    await page.goto('/pricing');
    await hydrated(page);
    await currencyPicker(page).selectOption('GBP');
    await yearly(page).check();
    await page.reload();
    await expect(currencyPicker(page)).toHaveValue('GBP');
    await expect(yearly(page)).toBeChecked();
    await expect(standard(page)).toContainText('£372/year'); // $1490 × 0.25 = 372.5
  });

  test('uses the built-in rates when the rates cannot be fetched', async ({ page }) => {
    await page.route('**/api/exchange-rates', (route) => route.abort('connectionrefused'));
    await page.goto('/pricing');
    await expect(page.getByText(/at approximate rates/)).toBeVisible();
    await expect(standard(page)).toContainText('€135/month'); // $149 × 0.91
  });

  test('uses rates stored less than an hour ago without asking the server', async ({ page }) => {
    let asked = 0;
    await page.route('**/api/exchange-rates', (route) => {
      asked += 1;
      return route.abort();
    });
    await page.addInitScript(() => {
      const record = { rates: { USD: 1, EUR: 0.8, GBP: 0.7 }, timestamp: Date.now() - 10 * 60_000, date: '2025-06-12' };
      localStorage.setItem('exchangeRates', JSON.stringify(record));
    });
    await page.goto('/pricing');
    await expect(standard(page)).toContainText('€119/month'); // $149 × 0.8 = 119.2
    await expect(page.getByText('ECB reference rate of 12 Jun 2025')).toBeVisible();
    expect(asked).toBe(0);
  });

  test('the /currency-test page compares live, cached and fallback rates', async ({ page }) => {
    await knownRates(page);
    await page.goto('/currency-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Currency test' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Live from the server' })).toContainText('source: live');
    await expect(page.getByRole('region', { name: 'Built-in fallback' })).toContainText('0.91');
    await expect(page.getByRole('row', { name: /^\$149 / })).toContainText('€74');
    await expect(page.getByRole('row', { name: /^\$0\.99 / })).toContainText('£0');
    await expect(page.getByRole('row', { name: /Standard \(Blue\)/ })).toContainText('17%');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML already shows EUR prices at the built-in rates', async ({ page }) => {
    await page.goto('/pricing');
    await expect(standard(page)).toContainText('€135/month');
  });
});

const TYPES: Record<string, { heading: string; tier: string }> = {
  blue: { heading: 'Standard cluster', tier: 'standard' },
  red: { heading: 'Enterprise cluster', tier: 'enterprise' },
  green: { heading: 'Economy cluster', tier: 'economy' },
  data: { heading: 'Data Analytics cluster', tier: 'data-analytics' },
  ai: { heading: 'AI/ML cluster', tier: 'ai-ml' },
  orange: { heading: 'Dev/Test cluster', tier: 'dev-test' },
  sandbox: { heading: 'Sandbox cluster', tier: 'sandbox' },
};

test.describe('cluster-type pages', () => {
  for (const [type, { heading, tier }] of Object.entries(TYPES)) {
    test(`/cluster-types/${type} answers 200 with its heading and links`, async ({ visitorPage: page }) => {
      const response = await page.goto(`/cluster-types/${type}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('link', { name: 'Configure this cluster' })).toHaveAttribute(
        'href',
        `/configure-cluster?tier=${tier}`,
      );
      await expect(page.getByRole('link', { name: 'Compare all types' })).toHaveAttribute('href', '/pricing');
    });
  }

  test('a cluster-type page shows its price in the chosen currency', async ({ page }) => {
    await knownRates(page);
    await page.goto('/cluster-types/red');
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price).toContainText('€299/month'); // $599 × 0.5
    await hydrated(page);
    await price.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await expect(price).toContainText('£149/month'); // 149.75
    // Its node-size and add-on tables are list prices too: they follow the same choice.
    for (const name of [/^Node sizes for/, /^Add-ons for/]) {
      const table = page.getByRole('table', { name });
      await table.scrollIntoViewIfNeeded();
      await expect(table).toContainText('£');
      await expect(table).not.toContainText('€');
    }
  });
});

const ALIASES: Record<string, string> = {
  ...Object.fromEntries(
    ['sandbox', 'blue', 'red', 'green', 'data', 'ai'].flatMap((type) => [
      [`/${type}-cluster`, `/cluster-types/${type}`],
      [`/${type}-cluster-page`, `/cluster-types/${type}`],
    ]),
  ),
  '/additional-cluster': '/cluster-types/blue',
  '/dev-cluster': '/cluster-types/orange',
  '/test-cluster': '/cluster-types/orange',
  '/orange-cluster': '/cluster-types/orange',
};

test.describe('cluster-type aliases', () => {
  test('every alias answers 301 with the canonical Location', async ({ request }) => {
    for (const [alias, target] of Object.entries(ALIASES)) {
      const response = await request.get(alias, { maxRedirects: 0 });
      expect(response.status(), alias).toBe(301);
      expect(response.headers()['location'], alias).toBe(target);
    }
  });

  test('following an alias lands on the cluster-type page', async ({ visitorPage: page }) => {
    await page.goto('/ai-cluster-page');
    await expect(page).toHaveURL('/cluster-types/ai');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI/ML cluster');
  });

  test('a path that only looks like an alias shows the not-found page with 404', async ({ visitorPage: page }) => {
    for (const path of ['/purple-cluster', '/orange-cluster-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });
});
