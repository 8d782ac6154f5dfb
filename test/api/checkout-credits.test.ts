import { afterEach, describe, expect, it } from 'vitest';
import type { OrderInput } from '../../src/shared/orders/orders.schemas.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import type { Repositories } from '../../src/server/store/repositories.ts';
import { organizationWithOwner } from '../support/billing-fixtures.ts';
import { billingWorld } from '../support/billing-walk-world.ts';
import { BACKENDS } from '../support/storage.ts';
import { testCard } from '../support/builders.ts';

// Checkout pays from the credits balance like a payment method (/documentation/how-billing-works):
// the order is taxed on its full price, the balance (money held VAT included, in the billing
// currency) pays what it can of the total, the card the rest. The preview says
// both, the payment charges exactly that, an order the balance covers is charged nothing, and
// the ledger gives up what the invoice used, linked to it.

const NOW = Date.parse('2027-05-12T10:00:00.000Z');
const CARD = testCard();
const HARBOR: OrderInput = {
  kind: 'product',
  product: { productId: 'harbor', quantity: 1 },
  currency: 'EUR',
  billingCycle: 'monthly',
  promoCode: undefined,
};

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

/** A credit note's total put in the balance (EUR minor units, VAT included), as a lowered cluster's would be. */
async function credit(repositories: Repositories, organizationId: string, amount: number) {
  await repositories.organizations.change(organizationId, () => ({ billingCurrency: 'EUR' }));
  await repositories.credits.add({
    id: `credit-${Math.random().toString(36).slice(2)}`,
    organizationId,
    createdAt: new Date(NOW - 86_400_000).toISOString(),
    kind: 'credit_note',
    description: 'Credit note CN-2027-000001: configuration lowered',
    amountUsdCents: Math.round(amount / 0.9137),
    amount,
    currency: 'EUR',
    countsInBalance: true,
    orderId: null,
    invoiceId: null,
    clusterId: null,
  });
}

async function cardCharges(provider: PaymentProvider) {
  const { charges } = await provider.listSucceededCharges({
    from: new Date(NOW - 86_400_000).toISOString(),
    to: new Date(NOW + 86_400_000).toISOString(),
    limit: 50,
  });
  return charges.map((c) => c.amount).sort((a, b) => a - b);
}

describe.each(BACKENDS)('checkout with a credits balance (%s)', (_name, backend) => {
  it('taxes the full price, pays from the balance first and charges the card the previewed rest, to the cent', async () => {
    const clock = { now: NOW };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user } = await organizationWithOwner(w.repositories);
    await credit(w.repositories, organization.id, 2_000);

    const preview = await w.commerce.pricing.quote(organization.id, HARBOR);
    // Never a discount: no allowance, VAT on the full price, the lines add up to the total.
    expect(preview.discounts.some((d) => d.kind === 'credit')).toBe(false);
    expect(preview.total).toBe(preview.subtotal - preview.discount + preview.tax);
    expect(preview.creditsApplied).toBe(2_000);
    expect(preview.amountDue).toBe(preview.total - 2_000);

    const order = await w.commerce.orders.create(user, HARBOR);
    expect({
      total: order.total,
      tax: order.tax,
      creditsApplied: order.creditsApplied,
      amountDue: order.amountDue,
    }).toEqual({ total: preview.total, tax: preview.tax, creditsApplied: 2_000, amountDue: preview.amountDue });
    expect((await w.commerce.checkout.pay(user, order.id, { card: CARD })).kind).toBe('paid');

    expect(await cardCharges(w.commerce.provider)).toEqual([preview.total - 2_000]);
    const paid = await w.repositories.orders.findAny(order.id);
    const invoice = await w.repositories.invoices.findAny(paid?.invoiceId ?? '');
    // The invoice: the full price and its VAT; paid 20.00 from the balance and the rest by card (BT-113).
    expect(invoice).toMatchObject({
      total: preview.total,
      tax: preview.tax,
      subtotal: preview.subtotal,
      balancePaid: 2_000,
      prepaidAmount: preview.total,
      amountDue: 0,
    });
    expect(
      invoice?.notes?.some((n) => n.text.startsWith('€20.00 of this invoice was paid from the credits balance')),
    ).toBe(true);
    // The ledger: 20.00 in, 20.00 paid on this invoice, nothing left.
    const applied = (await w.repositories.credits.list(organization.id)).filter((e) => e.kind === 'applied');
    expect(applied).toMatchObject([{ invoiceId: invoice?.id, amount: -2_000, currency: 'EUR' }]);
    expect(await w.repositories.credits.balance(organization.id)).toBe(0);
  });

  it('charges no card for an order the balance covers in full, and keeps the VAT on the invoice', async () => {
    const clock = { now: NOW };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user } = await organizationWithOwner(w.repositories);
    await credit(w.repositories, organization.id, 100_000);

    const order = await w.commerce.orders.create(user, HARBOR);
    expect(order.amountDue).toBe(0);
    expect(order.creditsApplied).toBe(order.total);
    expect(order.tax).toBeGreaterThan(0);
    const outcome = await w.commerce.checkout.pay(user, order.id, {});
    expect(outcome.kind).toBe('paid');
    expect(await cardCharges(w.commerce.provider)).toEqual([]);
    const invoice = await w.repositories.invoices.findAny(outcome.order.invoiceId ?? '');
    expect(invoice).toMatchObject({
      total: order.total,
      tax: order.tax,
      balancePaid: order.total,
      paymentMethod: 'Credits balance',
    });
    expect(await w.repositories.credits.balance(organization.id)).toBe(100_000 - order.total);
  });

  it('re-prices an order whose credits another payment used, charging nothing until it is paid again', async () => {
    const clock = { now: NOW };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user } = await organizationWithOwner(w.repositories);
    await credit(w.repositories, organization.id, 3_000);
    const first = await w.commerce.orders.create(user, HARBOR);
    const second = await w.commerce.orders.create(user, {
      kind: 'support',
      support: { planId: 'business' },
      currency: 'EUR',
      billingCycle: 'monthly',
      promoCode: undefined,
    });
    expect([first.creditsApplied, second.creditsApplied]).toEqual([3_000, 3_000]);

    expect((await w.commerce.checkout.pay(user, first.id, { card: CARD })).kind).toBe('paid');
    await expect(w.commerce.checkout.pay(user, second.id, { card: CARD })).rejects.toMatchObject({
      status: 409,
      code: 'order_repriced',
    });
    expect(await cardCharges(w.commerce.provider)).toEqual([first.total - 3_000]);
    const repriced = await w.commerce.orders.get(organization.id, second.id);
    expect(repriced).toMatchObject({
      creditsApplied: 0,
      creditsAppliedUsdCents: 0,
      status: 'pending_payment',
      total: second.total,
      amountDue: second.total,
    });

    expect((await w.commerce.checkout.pay(user, second.id, { card: CARD })).kind).toBe('paid');
    expect(await cardCharges(w.commerce.provider)).toEqual([first.total - 3_000, repriced.total].sort((a, b) => a - b));
    expect(await w.repositories.credits.balance(organization.id)).toBe(0);
  });

  it('takes the balance once when two orders paid from it are paid at the same time', async () => {
    const clock = { now: NOW };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user } = await organizationWithOwner(w.repositories);
    await credit(w.repositories, organization.id, 3_000);
    const first = await w.commerce.orders.create(user, HARBOR);
    const second = await w.commerce.orders.create(user, HARBOR);
    const outcomes = await Promise.allSettled([
      w.commerce.checkout.pay(user, first.id, { card: CARD }),
      w.commerce.checkout.pay(user, second.id, { card: CARD }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
    const ledger = await w.repositories.credits.list(organization.id);
    expect(ledger.filter((e) => e.kind === 'applied').map((e) => e.amount)).toEqual([-3_000]);
    expect(await w.repositories.credits.balance(organization.id)).toBe(0);
  });
});
