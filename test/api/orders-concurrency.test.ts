// Payments at once, on both backends: one charge per order, and invoice numbers without a gap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { withBillingProfile } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { testCard } from '../support/builders.ts';

const CARD = (number: string) => ({ card: testCard(number) });
const product = {
  kind: 'product',
  product: { productId: 'harbor', quantity: 1 },
  currency: 'EUR',
  billingCycle: 'monthly',
};

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`payments at once (${backend})`, () => {
    let server: RunningServer;
    beforeAll(async () => {
      const env: Record<string, string> =
        backend === 'postgres' ? { DATABASE_URL: `${postgresUrl()}?search_path=${await createSchema()}` } : {};
      server = await startServer(env);
    });
    afterAll(async () => {
      await server.stop();
    });

    it('numbers 50 invoices paid in parallel 1 to 50, with declines in between taking no number', async () => {
      const buyers = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const client = new ApiClient(server.url);
          expect((await client.post('/api/register', newAccount())).status).toBe(201);
          return withBillingProfile(client);
        }),
      );
      const orders = await Promise.all(
        Array.from({ length: 60 }, async (_, i) => {
          const client = buyers[i % buyers.length] as ApiClient;
          return {
            client,
            order: { id: (await client.post('/api/orders', product)).json.id as string },
            declines: i % 6 === 5,
          };
        }),
      );
      const answers = await Promise.all(
        orders.map(({ client, order, declines }) =>
          client.post(`/api/orders/${order.id}/pay`, CARD(declines ? '4000000000000002' : '4242424242424242')),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(50);
      expect(answers.filter((a) => a.status === 402)).toHaveLength(10);
      const numbers = (
        await Promise.all(
          buyers.map(
            async (client) => (await client.get('/api/billing/invoices?limit=100')).json as { number: string }[],
          ),
        )
      )
        .flat()
        .map((invoice) => Number(invoice.number.slice(-6)))
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it('charges an order once when it is paid 10 times at once', async () => {
      const client = new ApiClient(server.url);
      await client.post('/api/register', newAccount());
      await withBillingProfile(client);
      const order = { id: (await client.post('/api/orders', product)).json.id as string };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => client.post(`/api/orders/${order.id}/pay`, CARD('4242424242424242'))),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
      expect((await client.get('/api/billing/invoices')).json).toHaveLength(1);
    });
  });
}
