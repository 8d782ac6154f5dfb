// A support plan is a subscription charged in advance, in the browser: bought from /billing's
// "Change plan" with the test card, its next renewal (date and amount, in the organization's
// currency) shown with the plans, and cancelled back to Pay as you go, its unused days credited
// to the balance /billing shows. Then credits at checkout: an organization with a credits balance
// orders, and the checkout shows what the balance pays of the total and what the card is charged, to the cent of
// the invoice.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { formatMinorUnits } from '../src/shared/money.ts';
import { fillCard } from './accounts.ts';
import { JOURNEY_MS } from './budgets.ts';
import { hydrated } from './settle.ts';

import { testCard } from '../test/support/builders.ts';

test.setTimeout(JOURNEY_MS);

const euros = (minor: number) => formatMinorUnits(minor, 'EUR');
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type SupportView = {
  subscription: { planId: string; state: string; periodEnd: string } | null;
  nextCharge: { at: string; total: number; net: number; currency: string } | null;
};
type Summary = { currency: string; creditsBalance: number };

const supportView = async (page: Page) =>
  (await (await page.request.get('/api/billing/support-subscription')).json()) as SupportView;
const summary = async (page: Page) => (await (await page.request.get('/api/billing/summary')).json()) as Summary;

/** Opens the switch dialog of `plan` on /orders/support and continues to the order's checkout, in EUR, monthly. */
async function switchTo(page: Page, plan: string) {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
  await card.getByRole('button', { name: 'Switch to this plan' }).click();
  const dialog = page.getByRole('dialog', { name: `Switch to ${plan}` });
  await dialog.getByRole('radio', { name: 'Monthly' }).check();
  const currency = dialog.getByLabel('Currency');
  if (await currency.isEnabled()) await currency.selectOption('EUR');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/order-status\/[^/?]+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('the support plan: bought with the test card, its renewal shown in euros, cancelled with the unused days credited', async ({
  page,
  owner: _owner,
}) => {
  await page.goto('/billing');
  await hydrated(page);
  await page.getByRole('link', { name: 'Change plan' }).click();
  await expect(page).toHaveURL(/\/orders\/support$/);
  await hydrated(page);

  // Business, paid by card at checkout.
  await switchTo(page, 'Business');
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await fillCard(page, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect.poll(async () => (await supportView(page)).subscription?.state ?? 'none').toBe('active');
  const { subscription, nextCharge } = await supportView(page);
  expect(nextCharge?.currency).toBe('EUR');

  // The plans page lists it: paid until the period's end, renewed then for the amount the API says, in euros.
  await page.goto('/orders/support');
  const billing = page.getByRole('region', { name: 'Your plan’s billing' });
  await expect(billing).toContainText(`Business, paid in advance until ${day(subscription?.periodEnd ?? '')}`);
  await expect(billing).toContainText(
    `${euros(nextCharge?.total ?? 0)} VAT included (${euros(nextCharge?.net ?? 0)} before VAT) on ${day(nextCharge?.at ?? '')}`,
  );
  const business = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Business', exact: true }) });
  await expect(business).toContainText('Your plan');
  expect((await summary(page)).creditsBalance).toBe(0);

  // Back to Pay as you go: nothing to pay, the unused days of Business come back to the balance.
  await hydrated(page);
  await switchTo(page, 'Pay as you go');
  await expect(page.getByRole('region', { name: 'Checkout' })).toContainText('credited to your balance');
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/);
  await expect.poll(async () => (await summary(page)).creditsBalance).toBeGreaterThan(0);
  const { creditsBalance } = await summary(page);

  await page.goto('/orders/support');
  await expect(page.getByRole('region', { name: 'Your plan’s billing' })).toContainText('Your paid plan ended on');
  await page.goto('/billing');
  await expect(page.locator('[data-summary="plan"]')).toContainText('Pay as you go');
  await expect(page.locator('[data-summary="credits"]')).toContainText(euros(creditsBalance));
  const credits = page.getByRole('region', { name: 'Credits' });
  await expect(credits).toContainText(/Credit note CN-\d{4}-\d{6}: Business plan cancelled/);

  // The balance is the customer's money: paid back to the card once one is saved, after asking.
  await expect(credits).toContainText('Add a payment method to have your balance paid back to it.');
  const card = testCard();
  const saved = await page.request.post('/api/billing/payment-methods', {
    data: { kind: 'card', card: { ...card, name: 'Inès Dupont' } },
  });
  expect(saved.status()).toBe(201);
  await page.reload();
  await hydrated(page);
  await credits.getByRole('button', { name: 'Pay back to my payment method' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Pay your credits balance back?' });
  await expect(ask).toContainText(`Your balance of ${euros(creditsBalance)} goes back to visa ending 4242`);
  await ask.getByRole('button', { name: 'Pay it back' }).click();
  await expect(page.getByText(`${euros(creditsBalance)} paid back to visa ending 4242`).first()).toBeVisible();
  await expect(page.locator('[data-credits-balance]')).toHaveText(euros(0));
  await expect(credits).toContainText('Paid back to Visa •••• 4242');
  expect((await summary(page)).creditsBalance).toBe(0);
});

test('checkout with a credits balance: the credits used and the card charge, to the cent of the invoice', async ({
  page,
  owner: _owner,
}) => {
  // A credits balance, as a cancelled plan leaves one: Business bought, then back to Pay as you go.
  const order = async (planId: string) => {
    const placed = await page.request.post('/api/orders', {
      data: { kind: 'support', support: { planId }, currency: 'EUR', billingCycle: 'monthly' },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    return (await placed.json()) as { id: string; total: number };
  };
  const business = await order('business');
  const card = testCard();
  expect((await page.request.post(`/api/orders/${business.id}/pay`, { data: { card } })).status()).toBe(200);
  await expect.poll(async () => (await supportView(page)).subscription?.state ?? 'none').toBe('active');
  const cancel = await order('pay-as-you-go');
  expect((await page.request.post(`/api/orders/${cancel.id}/pay`, { data: {} })).status()).toBe(200);
  await expect.poll(async () => (await summary(page)).creditsBalance).toBeGreaterThan(0);
  const { creditsBalance } = await summary(page);

  // Enterprise costs more than the balance: the credits go first, the card pays the rest.
  await page.goto('/orders/support');
  await hydrated(page);
  const orderId = await switchTo(page, 'Enterprise');
  const checkout = page.getByRole('region', { name: 'Checkout' });
  const summaryTable = checkout.getByRole('table');
  const creditsRow = summaryTable.getByRole('row', { name: /Paid from your credits balance/ });
  const chargedRow = summaryTable.getByRole('row', { name: /Charged to your card or mandate/ });
  const totalRow = summaryTable.getByRole('row', { name: /Total \(VAT included\)/ });
  await expect(creditsRow).toBeVisible();
  await expect(chargedRow).toBeVisible();
  const creditsShown = (await creditsRow.getByRole('cell').textContent()) ?? '';
  const chargedShown = (await chargedRow.getByRole('cell').textContent()) ?? '';
  const totalShown = (await totalRow.getByRole('cell').textContent()) ?? '';
  await fillCard(page, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: `Pay ${chargedShown}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-success\\?order=${orderId}$`));

  // The invoice says the same, to the cent: taxed on its full price, the balance's part paid like a payment, the card the rest.
  let invoiceId: string | null = null;
  await expect
    .poll(async () => {
      invoiceId = ((await (await page.request.get(`/api/orders/${orderId}`)).json()) as { invoiceId: string | null })
        .invoiceId;
      return invoiceId;
    })
    .toBeTruthy();
  const invoice = (await (await page.request.get(`/api/billing/invoices/${invoiceId}`)).json()) as {
    total: number;
    currency: string;
    balancePaid?: number;
    allowances?: { reason: string; amount: number }[];
  };
  expect(invoice.currency).toBe('EUR');
  expect(euros(invoice.total)).toBe(totalShown);
  expect(invoice.allowances?.some((allowance) => /credit/i.test(allowance.reason))).toBe(false);
  expect(`−${euros(invoice.balancePaid ?? 0)}`).toBe(creditsShown);
  expect(euros(invoice.total - (invoice.balancePaid ?? 0))).toBe(chargedShown);
  // The whole balance went to this order (it was less than the order's total).
  expect(invoice.balancePaid).toBe(creditsBalance);
  await expect.poll(async () => (await summary(page)).creditsBalance).toBe(0);
});
