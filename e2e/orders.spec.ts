// Orders and checkout in the console, each test on its own new organization: the support plan
// bought with PARIS and paid by card, 3-D Secure, a decline, live updates over /ws, the lists
// and the billing profile.
import { expect, test, type Page } from '@playwright/test';
import { account, fillCard, FRENCH_COMPANY, saveBillingProfile } from './accounts.ts';
import { JOURNEY_MS } from './budgets.ts';
import { greetedSocket } from './live-socket.ts';
import { testCard } from '../test/support/builders.ts';
import { hydrated } from './settle.ts';
import { axeViolations } from './signed-in.ts';

// Each test pays and follows an order through its background jobs.
test.setTimeout(JOURNEY_MS);

type Order = { id: string; number: string; status: string; total: number; invoiceId: string | null };

/** Registers a new customer through the API (with a billing profile unless `profile` is false); the page's browser is signed in as them. */
async function newCustomer(page: Page, { profile = true } = {}) {
  const a = account();
  expect((await page.request.post('/api/register', { data: a })).status()).toBe(201);
  if (profile) await saveBillingProfile(page.request);
  await page.addInitScript(() => sessionStorage.setItem('emailVerificationDismissed', '1'));
  return a;
}

async function order(page: Page, body: Record<string, unknown>): Promise<Order> {
  const response = await page.request.post('/api/orders', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Order;
}
const harbor = {
  kind: 'product',
  product: { productId: 'harbor', quantity: 1 },
  currency: 'EUR',
  billingCycle: 'monthly',
};

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Opens a page and waits for its /ws connection to be greeted, so no message can be missed. */
async function gotoLive(page: Page, path: string) {
  const socket = greetedSocket(page);
  await page.goto(path);
  return socket;
}

const chip = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Waiting for payment|Paid|In progress|Completed|Cancelled|Failed/ });

test('buys the Business support plan with PARIS: 5 % off and French VAT, billing profile given in the payment step, paid by card, followed to completed, Factur-X invoice', async ({
  page,
}) => {
  await newCustomer(page, { profile: false });

  await page.goto('/orders/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to this plan' }).first()).toBeEnabled();
  const business = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Business', exact: true }) });
  await expect(business).toContainText('10% off list prices');
  await expect(business).toContainText('4 hours');
  await expect(page.getByRole('link', { name: 'Support', exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await hydrated(page);
  await business.getByRole('button', { name: 'Switch to this plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to Business' });
  await dialog.getByRole('radio', { name: 'Monthly' }).check();
  await dialog.getByLabel('Currency').selectOption('EUR');
  await expect(dialog).toContainText('Launch offer');
  await dialog.getByLabel('Promo code (optional)').fill('PARIS');
  await expect(dialog).toContainText('PARIS applied: 5% off');
  await expect(dialog).toContainText('VAT 20% · French VAT');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/order-status\/[^/?]+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await expect(checkout).toContainText('PARIS: 5% off your first purchase');
  await expect(checkout).toContainText('PARIS applied: 5% off');
  await expect(checkout).toContainText('VAT 20% · French VAT');
  await expect(chip(page)).toHaveText(/Waiting for payment/);
  await expectNoAxeViolations(page);

  // The figures on screen are the server's: subtotal − 5 % + 20 % VAT, in euros.
  const placed = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as Order & {
    subtotal: number;
    discount: number;
    tax: number;
  };
  expect(placed.discount).toBe(Math.round(placed.subtotal * 0.05));
  expect(placed.tax).toBe(Math.round((placed.subtotal - placed.discount) * 0.2));
  const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(placed.total / 100);
  await expect(checkout.getByRole('table')).toContainText(euros);

  // The first payment asks for the company's legal identity, in the payment step itself.
  const details = checkout.getByRole('region', { name: 'Billing details for your invoice' });
  await expect(details).toBeVisible();
  await expect(checkout.getByLabel('Card number')).toHaveCount(0);
  await details.getByLabel('Legal name').fill(FRENCH_COMPANY.legalName);
  await details.getByLabel('Street address').fill(FRENCH_COMPANY.addressLine1);
  await details.getByLabel('Postal code').fill(FRENCH_COMPANY.postalCode);
  await details.getByLabel('City').fill(FRENCH_COMPANY.city);
  await details.getByLabel('SIREN').fill('732 829 321');
  await details.getByRole('button', { name: 'Save and continue to payment' }).click();
  await expect(details.getByLabel('SIREN')).toHaveAccessibleDescription(/does not check out/);
  await details.getByLabel('SIREN').fill('732 829 320');
  await details.getByRole('button', { name: 'Save and continue to payment' }).click();
  await expect(details).toHaveCount(0);
  await expectNoAxeViolations(page);

  await fillCard(page, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: `Pay ${euros}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByText('Visa ending 4242', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  // Fulfilment finishes on the server; the page learns it over /ws, without a reload.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await expect(chip(page)).toHaveText(/Completed/);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  const link = page.getByRole('link', { name: 'Download the invoice (PDF)' });
  const href = (await link.getAttribute('href')) ?? '';
  const pdf = await page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  // The invoice carries the profile given at checkout, and its EN 16931 XML downloads alone too.
  const paidOrder = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as Order;
  const invoice = await (await page.request.get(`/api/billing/invoices/${paidOrder.invoiceId}`)).json();
  expect(invoice.buyer).toMatchObject({ legalName: FRENCH_COMPANY.legalName, siren: FRENCH_COMPANY.siren });
  const xml = await page.request.get(`/api/billing/invoices/${invoice.id}/xml`);
  expect(await xml.text()).toContain(`<ram:ID schemeID="0002">${FRENCH_COMPANY.siren}</ram:ID>`);
});

test('an order paid through the API while its page is open changes on screen over /ws, with no polling', async ({
  page,
}) => {
  await newCustomer(page);
  const placed = await order(page, harbor);
  const reads: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/orders/${placed.id}`) reads.push(Date.now());
  });
  // The page's clock is ours: a minute passes in an instant, and every timer due meanwhile fires.
  await page.clock.install();
  const ws = await gotoLive(page, `/order-status/${placed.id}`);
  await expect(chip(page)).toHaveText(/Waiting for payment/);
  // Nothing asks the server again while nothing changes, however long the page stays open.
  const before = reads.length;
  await page.clock.runFor(60_000);
  // A request of the page's own, sent after anything those timers started, has its answer.
  await page.evaluate(() => fetch('/api/health'));
  expect(reads.length).toBe(before);

  const message = ws.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('"type":"order"'),
  });
  const card = testCard();
  expect((await page.request.post(`/api/orders/${placed.id}/pay`, { data: { card } })).status()).toBe(200);
  await message;
  await expect(chip(page)).toHaveText(/Paid|In progress|Completed/);
  await expect(page.getByRole('link', { name: 'Download the invoice (PDF)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Checkout' })).toHaveCount(0);
});

test('a card that asks for 3-D Secure is paid through the bank’s Approve screen', async ({ page }) => {
  await newCustomer(page);
  const placed = await order(page, harbor);
  await page.goto(`/order-status/${placed.id}`);
  await expect(page.getByLabel('Card number')).toBeEnabled();
  await fillCard(page, '4000 0027 6000 3184');
  await hydrated(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(bank).toContainText('ending 3184');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?order=${placed.id}$`));
  await expect(page.getByText('Visa ending 3184')).toBeVisible();
  // Loaded directly, the receipt finds its order in the address as well.
  await page.reload();
  await expect(page.getByText('Visa ending 3184')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the invoice (PDF)' })).toBeVisible();
});

test('a declined card is said in the form and the order stays payable', async ({ page }) => {
  await newCustomer(page);
  const placed = await order(page, harbor);
  await page.goto(`/order-status/${placed.id}`);
  await expect(page.getByLabel('Card number')).toBeEnabled();
  await fillCard(page, '4000 0000 0000 0002');
  const pay = page.getByRole('button', { name: /^Pay / });
  await hydrated(page);
  await pay.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined. Use another card or contact your bank.' }),
  ).toBeVisible();
  await expect(chip(page)).toHaveText(/Waiting for payment/);
  await expect(page.getByRole('region', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Your card was declined.');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
});

test('lists orders by kind, filters by status, searches on the server and says when nothing matches', async ({
  page,
}) => {
  await newCustomer(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Latest orders' })).toContainText('No orders yet.');
  await page.goto('/orders');
  await expect(page.getByText('Your organization has no orders yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  const product = await order(page, harbor);
  const plan = await order(page, {
    kind: 'support',
    support: { planId: 'enterprise' },
    currency: 'GBP',
    billingCycle: 'monthly',
  });
  expect((await page.request.post(`/api/orders/${plan.id}/cancel`)).status()).toBe(200);

  await page.goto('/orders');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: plan.number })).toContainText('£');
  await expect(rows.filter({ hasText: plan.number })).toContainText('Cancelled');
  await expectNoAxeViolations(page);

  await hydrated(page);
  await page.getByRole('navigation', { name: 'Order kinds' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/orders\/products$/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(product.number);

  await page.getByRole('navigation', { name: 'Order kinds' }).getByRole('link', { name: 'All orders' }).click();
  const search = page.waitForRequest((request) => new URL(request.url()).searchParams.get('q') === plan.number);
  await page.getByLabel('Search orders').fill(plan.number);
  await search;
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(plan.number);

  await page.getByLabel('Search orders').fill('');
  await page.getByLabel('Status').selectOption('completed');
  await expect(page.getByText('No orders match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(3);

  await page.goto('/order-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: 'Latest orders' }).getByRole('link', { name: new RegExp(product.number) }),
  ).toBeVisible();

  await page.goto('/orders');
  await hydrated(page);
  await rows.filter({ hasText: product.number }).getByRole('link', { name: product.number }).click();
  await expect(page).toHaveURL(new RegExp(`/order-status/${product.id}$`));
});

test('the billing profile refuses a VAT number of another country with its message, then shows the VAT of the next orders', async ({
  page,
}) => {
  await newCustomer(page, { profile: false });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Billing profile' });
  await expect(section).toContainText('Your next orders carry 20% VAT: French VAT.');
  await expect(section.getByLabel('Legal name')).toBeEnabled();
  await hydrated(page);
  await section.getByLabel('Legal name').fill('Globex GmbH');
  await section.getByLabel('Street address').fill('Hauptstraße 1');
  await section.getByLabel('Postal code').fill('10115');
  await section.getByLabel('City').fill('Berlin');
  await section.getByLabel('Country').selectOption({ label: 'Germany' });
  await section.getByLabel('VAT number (optional)').fill('FR12345678901');
  await section.getByRole('button', { name: 'Save billing profile' }).click();
  await expect(section.getByLabel('VAT number (optional)')).toHaveAccessibleDescription(
    /A DE VAT number starts with DE\./,
  );
  await expectNoAxeViolations(page);

  await section.getByLabel('VAT number (optional)').fill('DE 123 456 789');
  await section.getByRole('button', { name: 'Save billing profile' }).click();
  await expect(section).toContainText('Your next orders carry 0% VAT: Reverse charge');
  expect(await (await page.request.get('/api/billing/profile')).json()).toMatchObject({
    country: 'DE',
    vatNumber: 'DE123456789',
  });

  // A French company gives its SIREN, which must check out and match its VAT number.
  await expect(section.getByLabel('SIREN')).toHaveCount(0);
  await section.getByLabel('Country').selectOption({ label: 'France' });
  await section.getByLabel('VAT number (optional)').fill('FR44732829320');
  await section.getByRole('button', { name: 'Save billing profile' }).click();
  await expect(section.getByLabel('SIREN')).toHaveAccessibleDescription(/Enter the SIREN/);
  await section.getByLabel('SIREN').fill('542107651');
  await section.getByRole('button', { name: 'Save billing profile' }).click();
  await expect(section.getByLabel('VAT number (optional)')).toHaveAccessibleDescription(/belongs to SIREN 732829320/);
  await section.getByLabel('SIREN').fill('732829320');
  await section.getByRole('button', { name: 'Save billing profile' }).click();
  await expect(section).toContainText('Your next orders carry 20% VAT: French VAT.');
  expect(await (await page.request.get('/api/billing/profile')).json()).toMatchObject({
    country: 'FR',
    siren: '732829320',
  });
});
