import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiBase } from '../../lib/api-base.ts';
import { startTestServer, type TestServer } from '../../lib/api-test-server.ts';
import { createOrder, payOrder } from './orders-api.ts';

// One Idempotency-Key per intent: kept for the retry of a request that got no answer, a server
// error or "still running"; a new intent (an answer came, or the body changed) gets a new key.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  setApiBase(server.origin);
});
afterAll(async () => {
  setApiBase('');
  await server.close();
});

const keysSentTo = (path: string) => server.requests.filter((r) => r.path === path).map((r) => r.idempotencyKey);
const plan = (planId: string) => ({
  kind: 'support' as const,
  support: { planId },
  currency: 'EUR' as const,
  billingCycle: 'monthly' as const,
});

describe('order requests carry one key per intent', () => {
  it('retries a creation with its key after a server error or "still running", and mints a new one once answered', async () => {
    server.reply('/api/orders', { status: 503, body: { message: 'Try again.', code: 'unavailable' } });
    await expect(createOrder(plan('business'))).rejects.toMatchObject({ status: 503 });
    server.reply('/api/orders', { status: 409, body: { message: 'Still running.', code: 'request_in_progress' } });
    await expect(createOrder(plan('business'))).rejects.toMatchObject({ status: 409 });
    server.reply('/api/orders', { status: 201, body: { id: 'order-1' } });
    expect(await createOrder(plan('business'))).toEqual({ id: 'order-1' });
    // Asked again after the answer: the customer orders once more, a new intent.
    await createOrder(plan('business'));
    // Another plan is another intent, whatever happened before.
    await createOrder(plan('enterprise'));
    const [first, second, third, fourth, fifth] = keysSentTo('/api/orders');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect([second, third]).toEqual([first, first]);
    expect(new Set([first, fourth, fifth]).size).toBe(3);
  });

  it('pays with a new key after a refusal (a declined card), so that the next card is a new attempt', async () => {
    const path = '/api/orders/order-2/pay';
    server.reply(path, { status: 402, body: { message: 'Declined.', code: 'card_declined' } });
    const card = { card: { number: '4000000000000002', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada' } };
    await expect(payOrder('order-2', card)).rejects.toMatchObject({ status: 402 });
    await expect(payOrder('order-2', card)).rejects.toMatchObject({ status: 402 });
    const [first, second] = keysSentTo(path);
    expect(first).not.toBe(second);
  });
});
