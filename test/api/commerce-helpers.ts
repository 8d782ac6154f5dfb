// What the commerce API tests share: the succeeding test card, a newly registered customer, and
// waiting for what background jobs deliver (fulfilment, provisioning) without a fixed sleep.
import { expect } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { WAIT_MS } from '../support/budgets.ts';

/** DESIGN.md's test card that always succeeds, as `POST /api/orders/{id}/pay` takes it. */
export const PAY_WITH_CARD = { card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', name: 'Ada Lovelace' } };

/** A new customer (and organization), signed in. */
export async function registeredCustomer(baseUrl: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  expect((await client.post('/api/register', newAccount())).status).toBe(201);
  return client;
}

/** Reads until `done` holds, every 100 ms; fails with the last value after `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value).slice(0, 600)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
