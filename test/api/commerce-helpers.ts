// What the commerce API tests share: the succeeding test card, a newly registered customer, and
// waiting for what background jobs deliver (fulfilment, provisioning) without a fixed sleep.
import { expect } from 'vitest';
import { ApiClient, newAccount } from './api-client.ts';
import { WAIT_MS } from '../support/budgets.ts';
import { testCard } from '../support/builders.ts';

/** The test card that always succeeds (4242 4242 4242 4242), as `POST /api/orders/{id}/pay` takes it. */
export const PAY_WITH_CARD = { card: testCard() };

/** The same card, saved as the organization's default method: renewals and cluster changes are charged to it. */
export const PAY_AND_SAVE_CARD = { ...PAY_WITH_CARD, save: true };

/** A French company's billing profile (SIREN and VAT number that check out): 20 % VAT. */
export const FRENCH_COMPANY = {
  legalName: 'Boulangerie Numérique SAS',
  addressLine1: '12 avenue des Gobelins',
  postalCode: '75013',
  city: 'Paris',
  country: 'FR',
  vatNumber: 'FR44732829320',
  siren: '732829320',
};

/** Saves the organization's billing profile (required before its first payment). */
export async function withBillingProfile(
  client: ApiClient,
  profile: Record<string, string> = FRENCH_COMPANY,
): Promise<ApiClient> {
  const saved = await client.put('/api/billing/profile', profile);
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return client;
}

/** A new customer (and organization), signed in, with a French company's billing profile. */
export async function registeredCustomer(baseUrl: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  expect((await client.post('/api/register', newAccount())).status).toBe(201);
  return withBillingProfile(client);
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
