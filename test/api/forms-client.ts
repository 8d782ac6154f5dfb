import { expect } from 'vitest';
import { ApiClient } from './api-client.ts';

// Helpers of the leads and tickets API tests.

type Mail = { to: string; subject: string; text: string; html: string };

/** Every e-mail to `to` in the development mailbox, newest first. */
export async function mailsTo(base: string, to: string): Promise<Mail[]> {
  const mails = (await (await fetch(`${base}/api/dev/mailbox`)).json()) as Mail[];
  return mails.filter((m) => m.to.toLowerCase() === to.toLowerCase());
}

/** A client signed in through /api/dev/login (APP_ENV=test). */
export async function devClient(base: string, as: 'customer' | 'admin'): Promise<ApiClient> {
  const client = new ApiClient(base);
  expect((await client.post('/api/dev/login', { as })).status).toBe(200);
  return client;
}

let counter = 0;
/** A unique address for one test. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}@example.eu`;
}

/** A date `days` from today, as the forms send it. */
export const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
