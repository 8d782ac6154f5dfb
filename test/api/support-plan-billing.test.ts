import { afterEach, describe, expect, it } from 'vitest';
import type { JobRecord } from '../../src/shared/jobs/jobs.schemas.ts';
import type { OrderInput } from '../../src/shared/orders/orders.schemas.ts';
import type { PaymentProvider } from '../../src/server/payments/payment-provider.ts';
import type { TestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import { addTestCard, organizationWithOwner } from '../support/billing-fixtures.ts';
import { billingWorld } from '../support/billing-walk-world.ts';
import { BACKENDS } from '../support/storage.ts';

// Support plans are subscriptions: charged in advance per period,
// renewed at its end, a dearer plan charged the prorated difference at once (the preview is the
// charge), a cancellation credited for its unused days with a credit note to the balance.

const START = Date.parse('2027-06-01T10:00:00.000Z');
const at = (date: string) => Date.parse(`${date}T10:00:00.000Z`);
const plan = (planId: string): OrderInput => ({
  kind: 'support',
  support: { planId },
  currency: 'EUR',
  billingCycle: 'monthly',
  promoCode: undefined,
});
const JOB = { attempts: 1, maxAttempts: 8 } as JobRecord;

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

async function charges(provider: PaymentProvider) {
  const { charges: list } = await provider.listSucceededCharges({
    from: new Date(START - 86_400_000).toISOString(),
    to: new Date(START + 90 * 86_400_000).toISOString(),
    limit: 50,
  });
  return list.map((c) => c.amount).sort((a, b) => a - b);
}

async function subscribed(clock: { now: number }, backend: (typeof BACKENDS)[number][1]) {
  const w = await billingWorld(await backend(), clock);
  worlds.push(w);
  const { organization, user } = await organizationWithOwner(w.repositories);
  const card = await addTestCard(
    w.repositories,
    w.commerce.provider as unknown as TestPaymentProvider,
    organization.id,
    user.id,
    '4242424242424242',
  );
  /** Orders `planId`, pays it with the saved card (or nothing when there is nothing to pay) and fulfils it. */
  const buy = async (planId: string) => {
    const preview = await w.commerce.pricing.quote(organization.id, plan(planId));
    const order = await w.commerce.orders.create(user, plan(planId));
    const paid = await w.commerce.checkout.pay(user, order.id, order.total === 0 ? {} : { paymentMethodId: card.id });
    expect(paid.kind).toBe('paid');
    await w.commerce.fulfilment.jobHandler()({ orderId: order.id }, JOB);
    return { preview, order };
  };
  clock.now = START;
  const first = await buy('business');
  return { w, organization, buy, first };
}

describe.each(BACKENDS)('support-plan subscriptions (%s)', (_name, backend) => {
  it('charge the difference of a dearer plan at once, as previewed, and credit a cancellation’s unused days', async () => {
    const clock = { now: START };
    const { w, organization, buy, first } = await subscribed(clock, backend);
    expect((await w.commerce.supportSubscriptions.view(organization.id)).subscription).toMatchObject({
      planId: 'business',
      state: 'active',
      periodStart: '2027-06-01T10:00:00.000Z',
      periodEnd: '2027-07-01T10:00:00.000Z',
      invoiceId: (await w.repositories.orders.findAny(first.order.id))?.invoiceId,
    });

    // The 11th: Enterprise for the 20 days left of 30, the difference charged now.
    clock.now = at('2027-06-11');
    const up = await buy('enterprise');
    expect(up.preview.lines).toMatchObject([
      { kind: 'proration', amountUsdCents: Math.round(((1_000_000 - 100_000) * 20) / 30) },
    ]);
    expect(up.order.total).toBe(up.preview.total);
    expect(await charges(w.commerce.provider)).toEqual([first.order.total, up.preview.total].sort((a, b) => a - b));
    const upgraded = (await w.commerce.supportSubscriptions.view(organization.id)).subscription;
    expect(upgraded).toMatchObject({
      planId: 'enterprise',
      periodEnd: '2027-07-01T10:00:00.000Z',
      periodPriceUsdCents: 1_000_000,
    });

    // The 21st: back to Pay as you go; 10 unused days of Enterprise credited, nothing charged.
    clock.now = at('2027-06-21');
    const cancel = await buy('pay-as-you-go');
    expect(cancel.order.total).toBe(0);
    expect(cancel.preview.lines[0]?.description).toMatch(
      /Enterprise plan cancelled from 21 Jun 2027: 10 of 30 unused days, .* credited to your balance/,
    );
    const view = await w.commerce.supportSubscriptions.view(organization.id);
    expect(view).toMatchObject({ subscription: { state: 'ended', planId: 'pay-as-you-go' }, nextCharge: null });
    const [note] = await w.repositories.invoices.list(organization.id, { kind: 'credit_note' }, { limit: 5 });
    expect(note).toMatchObject({ paymentStatus: 'credited', currency: 'EUR' });
    // 10 unused days of 30 (before VAT, US cents), its whole total, VAT included, to the balance in euros.
    expect(note?.totalUsdCents).toBe(Math.round((1_000_000 * 10) / 30) + Math.round((1_000_000 * 10 * 0.2) / 30));
    expect(note).toMatchObject({ balanceCredited: note?.total });
    expect(await w.repositories.credits.balance(organization.id)).toBe(note?.total);
    expect(await charges(w.commerce.provider)).toHaveLength(2);
  });

  it('renew at the period’s end on an invoice collected from the default card, once', async () => {
    const clock = { now: START };
    const { w, organization, first } = await subscribed(clock, backend);
    const next = await w.commerce.supportSubscriptions.view(organization.id);
    expect(next.nextCharge).toMatchObject({
      at: '2027-07-01T10:00:00.000Z',
      currency: 'EUR',
      total: first.order.total,
    });

    clock.now = at('2027-07-01') + 3_600_000;
    expect(await w.billing.supportRenewals.renewDue()).toEqual({ renewed: 1 });
    expect(await w.billing.supportRenewals.renewDue()).toEqual({ renewed: 0 });
    const { subscription } = await w.commerce.supportSubscriptions.view(organization.id);
    expect(subscription).toMatchObject({
      periodStart: '2027-07-01T10:00:00.000Z',
      periodEnd: '2027-08-01T10:00:00.000Z',
    });
    const renewal = await w.repositories.invoices.findAny(subscription?.invoiceId ?? '');
    expect(renewal).toMatchObject({
      paymentStatus: 'paid',
      total: first.order.total,
      periodStart: '2027-07-01T10:00:00.000Z',
    });
    expect(await charges(w.commerce.provider)).toEqual([first.order.total, first.order.total]);
  });
});
