// Payments under SIGKILL, in the style of the store's crash test, on both backends: a burst of
// customers ordering and paying (each request with an Idempotency-Key, as the console sends
// them), the server killed at a random point, restarted, every request retried with its key,
// and the books checked from the store itself: every charge the provider took has exactly one
// paid order and one invoice, every paid order one charge, no payment is left in progress, and
// every retried key got its first answer. PAYMENT_CRASH_RUNS sets the number of kills per
// backend (3 by default; the release check runs 10).
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoicesTable } from '../src/server/invoices/invoices.repository.ts';
import { ordersTable } from '../src/server/orders/orders.repository.ts';
import { testProviderTable } from '../src/server/payments/test-provider.repository.ts';
import { openStorage } from '../src/server/store/storage.ts';
import { ApiClient, newAccount } from './api/api-client.ts';
import { until, withBillingProfile } from './api/commerce-helpers.ts';
import { startServer, type RunningServer } from './api/server-harness.ts';
import { createSchema, postgresUrl } from './support/storage.ts';
import { testCard } from './support/builders.ts';

const RUNS = Number(process.env.PAYMENT_CRASH_RUNS ?? 3);
const CUSTOMERS = 4;
const INTENTS_PER_RUN = 40;
const WORKERS = 8;
const card = (number: string) => ({ card: testCard(number) });
const clusterOrder = (name: string) => ({
  kind: 'cluster',
  currency: 'EUR',
  billingCycle: 'monthly',
  cluster: {
    name,
    tierId: 'economy',
    providerId: 'sovereign',
    regionId: 'fr-par-1',
    kubernetesVersion: '1.37',
    haControlPlane: false,
    nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 1 }],
    addonIds: [],
  },
});

type Answer = { status: number; json: unknown };
/** One customer's intent: order a cluster, then pay it; each request has its key, minted once. */
type Intent = {
  customer: number;
  order: object;
  pay: object;
  createKey: string;
  payKey: string;
  sent?: 'create' | 'pay';
  created?: Answer;
  paid?: Answer;
  orderId?: string;
};

/** Sends until the key's first run is over (a retry meeting a live or not yet lapsed claim gets 409 request_in_progress). */
async function settled(client: ApiClient, path: string, body: object, key: string): Promise<Answer> {
  return until(
    async () => {
      const answer = await client.request('POST', path, body, { 'Idempotency-Key': key });
      return { status: answer.status, json: answer.json as unknown };
    },
    (answer) => !(answer.status === 409 && (answer.json as { code?: string }).code === 'request_in_progress'),
    60_000,
  );
}

/**
 * Runs the burst until `killAfter` answers came back, then SIGKILLs the server a random 0–40 ms
 * later (so the kill lands anywhere in the requests being served, not only between answers);
 * no new request starts meanwhile, and requests in flight get no answer.
 */
async function burst(server: RunningServer, clients: ApiClient[], intents: Intent[], killAfter: number) {
  let answers = 0;
  let killed = false;
  const answered = () => {
    answers += 1;
    if (answers >= killAfter && !killed) {
      killed = true;
      setTimeout(() => server.process.kill('SIGKILL'), Math.random() * 40);
    }
  };
  const queue = [...intents];
  const worker = async () => {
    for (let intent = queue.shift(); intent && !killed; intent = queue.shift()) {
      const client = clients[intent.customer] as ApiClient;
      try {
        intent.sent = 'create';
        const created = await client.request('POST', '/api/orders', intent.order, {
          'Idempotency-Key': intent.createKey,
        });
        intent.created = { status: created.status, json: created.json };
        answered();
        if (created.status !== 201 || killed) continue;
        intent.sent = 'pay';
        const paid = await client.request('POST', `/api/orders/${created.json.id}/pay`, intent.pay, {
          'Idempotency-Key': intent.payKey,
        });
        intent.paid = { status: paid.status, json: paid.json };
        answered();
      } catch {
        // The server died under this request: no answer, the retry after the restart will tell.
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  if (!killed) server.process.kill('SIGKILL');
  await new Promise((resolve) =>
    server.process.exitCode === null && server.process.signalCode === null
      ? server.process.once('exit', resolve)
      : resolve(undefined),
  );
  await server.stop();
  return answers;
}

/** The books, read from the store: charges at the provider, orders, invoices. */
async function books(open: () => ReturnType<typeof openStorage>) {
  const storage = await open();
  try {
    const charges = (await storage.db.collection(testProviderTable).list({ where: { kind: 'charge' } })).filter(
      (c) => c.status === 'succeeded',
    );
    const orders = await storage.db.collection(ordersTable).list({});
    const invoices = (await storage.db.collection(invoicesTable).list({})).filter(
      (i) => i.kind === 'invoice' && i.orderId,
    );
    return { charges, orders, invoices };
  } finally {
    await storage.close();
  }
}

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`payments under SIGKILL (${backend})`, () => {
    it(
      `keeps every charge with exactly one paid order and one invoice through ${RUNS} kills`,
      async () => {
        const dataDir = await mkdtemp(join(tmpdir(), 'payment-crash-'));
        const schema = backend === 'postgres' ? await createSchema() : '';
        const env: Record<string, string> = {
          SIMULATED_PHASE_SECONDS: '0.2',
          // A request killed in flight holds its key this long: the retries after the restart wait it out.
          IDEMPOTENCY_LEASE_SECONDS: '2',
          SECRETS_KEY_FILE: join(await mkdtemp(join(tmpdir(), 'payment-crash-key-')), 'secrets.key'),
          ...(backend === 'postgres' ? { DATABASE_URL: `${postgresUrl()}?search_path=${schema}` } : {}),
        };
        const open = () =>
          openStorage(
            backend === 'postgres'
              ? { dataDir, databaseUrl: postgresUrl(), postgres: { searchPath: schema, max: 2 } }
              : { dataDir },
          );
        let cookies: (string | undefined)[] = [];
        const figures: string[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          let server = await startServer(env, dataDir);
          const clientsOf = (base: string) => cookies.map((cookie) => Object.assign(new ApiClient(base), { cookie }));
          if (run === 1) {
            const registered = await Promise.all(
              Array.from({ length: CUSTOMERS }, async () => {
                const client = new ApiClient(server.url);
                expect((await client.post('/api/register', newAccount())).status).toBe(201);
                return withBillingProfile(client);
              }),
            );
            cookies = registered.map((client) => client.cookie);
          }
          const intents: Intent[] = Array.from({ length: INTENTS_PER_RUN }, (_, i) => ({
            customer: i % CUSTOMERS,
            order: clusterOrder(`r${run}-c${i}`),
            pay: card(i % 6 === 5 ? '4000000000000002' : '4242424242424242'),
            createKey: randomUUID(),
            payKey: randomUUID(),
          }));
          const killAfter = 5 + Math.floor(Math.random() * (INTENTS_PER_RUN * 2 - 15));
          const answers = await burst(server, clientsOf(server.url), intents, killAfter);
          const inFlight = intents.filter((i) => (i.sent === 'create' && !i.created) || (i.sent === 'pay' && !i.paid));
          // What the kill left: payments in progress, charges without a paid order (the fault).
          const left = await books(open);
          const stuck = left.orders.filter((o) => o.payment.state === 'processing').length;
          const unpaidCharges = left.charges.filter(
            (c) => !left.orders.some((o) => o.payment.chargeId === c.id && o.invoiceId),
          ).length;

          // Restart; every intent is carried out with its keys, and a key answered before the kill answers the same.
          server = await startServer(env, dataDir);
          const clients = clientsOf(server.url);
          try {
            for (const intent of intents) {
              const client = clients[intent.customer] as ApiClient;
              const created = await settled(client, '/api/orders', intent.order, intent.createKey);
              if (intent.created)
                expect(created, `order key answered before the kill (run ${run})`).toEqual(intent.created);
              expect(created.status).toBe(201);
              intent.orderId = (created.json as { id: string }).id;
              const paid = await settled(client, `/api/orders/${intent.orderId}/pay`, intent.pay, intent.payKey);
              if (intent.paid) expect(paid, `pay key answered before the kill (run ${run})`).toEqual(intent.paid);
              expect([200, 402]).toContain(paid.status);
              // Asked once more: the stored answer.
              expect(await settled(client, `/api/orders/${intent.orderId}/pay`, intent.pay, intent.payKey)).toEqual(
                paid,
              );
              intent.paid = paid;
            }
            // Whatever the retries did not settle (none expected), the recovery does: nothing stays in progress.
            await until(
              async () =>
                (
                  await Promise.all(
                    clients.map((c) =>
                      c
                        .get('/api/orders?status=pending_payment&limit=100')
                        .then((r) => r.json as { payment: { state: string } }[]),
                    ),
                  )
                ).flat(),
              (pending) =>
                pending.every((o) => o.payment.state !== 'processing' && o.payment.state !== 'requires_action'),
              60_000,
            );
          } finally {
            await server.stop();
          }

          const { charges, orders, invoices } = await books(open);
          const paidOrders = orders.filter((o) => o.invoiceId !== null);
          expect(
            orders.filter((o) => o.payment.state === 'processing' || o.payment.state === 'requires_action'),
          ).toEqual([]);
          expect(new Set(orders.map((o) => o.requestKey)).size, 'one order per order key').toBe(orders.length);
          for (const charge of charges) {
            const holders = orders.filter((o) => o.payment.chargeId === charge.id);
            expect(
              holders.map((o) => o.status),
              `orders of charge ${charge.id}`,
            ).toEqual([expect.stringMatching(/^(paid|fulfilling|completed)$/)]);
            expect(
              invoices.filter((i) => i.orderId === holders[0]?.id),
              `invoices of charge ${charge.id}`,
            ).toHaveLength(1);
            expect(charge.refundedAt ?? null).toBeNull();
          }
          for (const order of paidOrders)
            expect(
              charges.filter((c) => c.id === order.payment.chargeId),
              `charge of order ${order.number}`,
            ).toHaveLength(1);
          expect([charges.length, paidOrders.length, invoices.length]).toEqual([
            paidOrders.length,
            invoices.length,
            charges.length,
          ]);
          for (const intent of intents) {
            const order = orders.find((o) => o.id === intent.orderId);
            expect(order?.status === 'pending_payment' ? 402 : 200, `intent ${intent.createKey}`).toBe(
              intent.paid?.status,
            );
          }
          figures.push(
            `run ${run}: killed after ${answers} answers with ${inFlight.length} requests in flight (${inFlight.filter((i) => i.sent === 'pay').length} pays), ` +
              `leaving ${stuck} orders processing and ${unpaidCharges} charges without a paid order; ` +
              `after restart and retries: ${charges.length} charges, ${paidOrders.length} paid orders, ${invoices.length} invoices, 0 processing`,
          );
        }
        console.info(`Payments under SIGKILL (${backend}):\n  ${figures.join('\n  ')}`);
      },
      120_000 + RUNS * 120_000,
    );
  });
}
