import { afterEach, describe, expect, it } from 'vitest';
import type { OrderInput } from '../../src/server/orders/orders.schemas.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import type { Repositories } from '../../src/server/store/repositories.ts';
import { organizationWithOwner } from '../support/billing-fixtures.ts';
import { billingWorld } from '../support/billing-walk-world.ts';
import { BACKENDS } from '../support/storage.ts';
import { testCard } from '../support/builders.ts';

// Checkout draws on the credits balance before the card (DESIGN "Billing model"): the preview
// says how much credit is used and what the card is charged, the payment charges exactly that,
// an order the credits cover is charged nothing, and the ledger gives up what the invoice used.

const NOW = Date.parse('2027-05-12T10:00:00.000Z');
const CARD = testCard();
const HARBOR: OrderInput = { kind: 'product', product: { productId: 'harbor', quantity: 1 }, currency: 'EUR', billingCycle: 'monthly', promoCode: undefined };

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

/** A credit note's amount put in the balance, as a lowered cluster's would be. */
async function credit(repositories: Repositories, organizationId: string, amountUsdCents: number) {
  await repositories.credits.add({
    id: `credit-${Math.random().toString(36).slice(2)}`,
    organizationId,
    createdAt: new Date(NOW - 86_400_000).toISOString(),
    kind: 'proration',
    description: 'Credit note CN-2027-000001: configuration lowered',
    amountUsdCents,
    countsInBalance: true,
    orderId: null,
    invoiceId: null,
    clusterId: null,
  });
}

async function cardCharges(provider: PaymentProvider) {
  const { charges } = await provider.listSucceededCharges({ from: new Date(NOW - 86_400_000).toISOString(), to: new Date(NOW + 86_400_000).toISOString(), limit: 50 });
  return charges.map((c) => c.amount).sort((a, b) => a - b);
}

describe.each(BACKENDS)('checkout with a credits balance (%s)', (_name, backend) => {
  it('uses the credits first and charges the card the previewed rest, to the cent', async () => {
    const clock = { now: NOW };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user } = await organizationWithOwner(w.repositories);
    await credit(w.repositories, organization.id, 2_000);

    const preview = await w.commerce.pricing.quote(organization.id, HARBOR);
    expect(preview.creditsAppliedUsdCents).toBe(2_000);
    expect(preview.creditsApplied).toBeGreaterThan(0);
    expect(preview.discounts.find((d) => d.kind === 'credit')?.amount).toBe(-preview.creditsApplied);
    // VAT on what is left after the credits: the total is what the card pays.
    expect(preview.total).toBe(preview.subtotal - preview.discount + preview.tax);

    const order = await w.commerce.orders.create(user, HARBOR);
    expect({ total: order.total, tax: order.tax, creditsApplied: order.creditsApplied }).toEqual({ total: preview.total, tax: preview.tax, creditsApplied: preview.creditsApplied });
    expect((await w.commerce.checkout.pay(user, order.id, { card: CARD })).kind).toBe('paid');

    expect(await cardCharges(w.commerce.provider)).toEqual([preview.total]);
    const paid = await w.repositories.orders.findAny(order.id);
    const invoice = await w.repositories.invoices.findAny(paid?.invoiceId ?? '');
    expect(invoice).toMatchObject({ total: preview.total, tax: preview.tax, subtotal: preview.subtotal });
    expect(invoice?.allowances?.find((a) => a.reason === 'Credits applied from your balance')?.amount).toBe(preview.creditsApplied);
    // The ledger: 20.00 in, 20.00 applied to this invoice, nothing left.
    const applied = (await w.repositories.credits.list(organization.id)).filter((e) => e.kind === 'applied');
    expect(applied).toMatchObject([{ invoiceId: invoice?.id, amountUsdCents: -2_000 }]);
    expect(await w.repositories.credits.balance(organization.id)).toBe(0);
  });

  it('charges no card for an order the credits cover in full', async () => {
    const clock = { now: NOW };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user } = await organizationWithOwner(w.repositories);
    await credit(w.repositories, organization.id, 10_000);

    const order = await w.commerce.orders.create(user, HARBOR);
    expect(order.total).toBe(0);
    expect(order.creditsAppliedUsdCents).toBe(order.subtotalUsdCents - (order.discountUsdCents - order.creditsAppliedUsdCents));
    const outcome = await w.commerce.checkout.pay(user, order.id, {});
    expect(outcome.kind).toBe('paid');
    expect(await cardCharges(w.commerce.provider)).toEqual([]);
    const invoice = await w.repositories.invoices.findAny(outcome.order.invoiceId ?? '');
    expect(invoice).toMatchObject({ total: 0, paymentMethod: 'Credits balance' });
    expect(await w.repositories.credits.balance(organization.id)).toBe(10_000 - order.creditsAppliedUsdCents);
  });

  it('re-prices an order whose credits another payment used, charging nothing until it is paid again', async () => {
    const clock = { now: NOW };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user } = await organizationWithOwner(w.repositories);
    await credit(w.repositories, organization.id, 3_000);
    const first = await w.commerce.orders.create(user, HARBOR);
    const second = await w.commerce.orders.create(user, { kind: 'support', support: { planId: 'business' }, currency: 'EUR', billingCycle: 'monthly', promoCode: undefined });
    expect([first.creditsAppliedUsdCents, second.creditsAppliedUsdCents]).toEqual([3_000, 3_000]);

    expect((await w.commerce.checkout.pay(user, first.id, { card: CARD })).kind).toBe('paid');
    await expect(w.commerce.checkout.pay(user, second.id, { card: CARD })).rejects.toMatchObject({ status: 409, code: 'order_repriced' });
    expect(await cardCharges(w.commerce.provider)).toEqual([first.total]);
    const repriced = await w.commerce.orders.get(organization.id, second.id);
    expect(repriced).toMatchObject({ creditsApplied: 0, creditsAppliedUsdCents: 0, status: 'pending_payment' });
    expect(repriced.total).toBeGreaterThan(second.total);

    expect((await w.commerce.checkout.pay(user, second.id, { card: CARD })).kind).toBe('paid');
    expect(await cardCharges(w.commerce.provider)).toEqual([first.total, repriced.total].sort((a, b) => a - b));
    expect(await w.repositories.credits.balance(organization.id)).toBe(0);
  });
});
