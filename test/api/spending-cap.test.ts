// The hard monthly spending cap through the API of a real server, on both backends: who sets it,
// what it refuses (an order at its creation and at its payment, a raise of a cluster, two
// payments at once that only fit one after the other), the autoscaler holding at the cap, and the
// budget alerts also sent as the `budget.threshold` webhook event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { type ApiClient } from './api-client.ts';
import { PAY_WITH_CARD, registeredCustomer, until } from './commerce-helpers.ts';
import { buyRunningCluster, type ConsoleCluster } from './console-cluster.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { team } from './team-helpers.ts';
import { testClusterSpec } from '../support/builders.ts';
import { startReceiver } from './webhook-receiver.ts';

const PRODUCT = {
  kind: 'product',
  product: { productId: 'harbor', quantity: 1 },
  currency: 'EUR',
  billingCycle: 'monthly',
};

type Refusal = { code: string; message: string; cap: number; projected: number };

/** An order's amount before VAT, as the month's spending will count it. */
const netOf = (order: Record<string, unknown>) => Number(order.subtotal) - Number(order.discount);

async function setCap(client: ApiClient, amount: number | null) {
  const answer = await client.put('/api/billing/spending-cap', { amount });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

function expectRefusal(answer: { status: number; text: string; json: unknown }, cap: number): Refusal {
  expect(answer.status, answer.text).toBe(402);
  const refusal = answer.json as Refusal;
  expect(refusal).toMatchObject({ code: 'spending_cap_reached', cap, projected: expect.any(Number) });
  expect(refusal.projected).toBeGreaterThan(cap);
  return refusal;
}

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`the monthly spending cap (${backend})`, () => {
    let server: RunningServer;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    beforeAll(async () => {
      const env: Record<string, string> = { SIMULATED_PHASE_SECONDS: '0.2', WEBHOOK_ALLOW_PRIVATE: '1' };
      if (backend === 'postgres') env.DATABASE_URL = `${postgresUrl()}?search_path=${await createSchema()}`;
      server = await startServer(env);
      receiver = await startReceiver();
    });
    afterAll(async () => {
      await server?.stop();
      await receiver?.close();
    });

    it('is set, read and removed in minor units; a negative or fractional amount names the field', async () => {
      const owner = await registeredCustomer(server.url);
      const none = await owner.get('/api/billing/spending-cap');
      expect(none.status, none.text).toBe(200);
      expect(none.json).toMatchObject({ amount: null, currency: 'EUR', spent: 0, setAt: null });
      for (const amount of [-1, 12.5, '100']) {
        const refused = await owner.put('/api/billing/spending-cap', { amount });
        expect(refused.status, refused.text).toBe(400);
        expect(refused.json.fields).toHaveProperty('amount');
      }
      expect((await owner.put('/api/billing/spending-cap', {})).json.fields).toHaveProperty('amount');
      const saved = await setCap(owner, 250_000);
      expect(saved).toMatchObject({ amount: 250_000, currency: 'EUR', spentPercent: 0, forecastOverCap: false });
      expect((await owner.get('/api/billing/spending-cap')).json.amount).toBe(250_000);
      expect((await setCap(owner, null)).amount).toBeNull();
      expect((await owner.get('/api/billing/spending-cap')).json).toMatchObject({ amount: null, setAt: null });

      // Each change is in the organization's audit log.
      const today = new Date().toISOString().slice(0, 10);
      const log = await owner.get(`/api/organization/audit?from=${today}&to=${today}&format=jsonl`);
      expect(log.status, log.text).toBe(200);
      const actions = log.text
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { action: string }).action);
      expect(actions).toContain('billing.spending_cap_set');
      expect(actions).toContain('billing.spending_cap_removed');
    });

    it('is set by owners and billing members only; viewers do not see it', async () => {
      const org = await team(server.url);
      expect((await org.member.put('/api/billing/spending-cap', { amount: 1000 })).status).toBe(403);
      expect((await org.viewer.put('/api/billing/spending-cap', { amount: 1000 })).status).toBe(403);
      expect((await org.viewer.get('/api/billing/spending-cap')).status).toBe(403);
      expect((await org.billing.put('/api/billing/spending-cap', { amount: 1000 })).status).toBe(200);
      expect((await org.member.get('/api/billing/spending-cap')).json.amount).toBe(1000);
      expect((await org.owner.put('/api/billing/spending-cap', { amount: null })).status).toBe(200);
    });

    it('refuses an order that would pass it, naming the cap and the month it would reach: nothing ordered or charged', async () => {
      const owner = await registeredCustomer(server.url);
      await setCap(owner, 100);
      const refused = await owner.post('/api/orders', PRODUCT);
      const refusal = expectRefusal(refused, 100);
      expect(refusal.message).toContain('€1.00');
      expect(refusal.message).toContain(`€${(refusal.projected / 100).toFixed(2)}`);
      // In the reader's language: the same refusal, the amounts written the French way.
      const preferences = { currency: 'EUR', billingCycle: 'monthly', theme: 'system' };
      expect((await owner.put('/api/user/preferences', { ...preferences, language: 'fr' })).status).toBe(200);
      const french = await owner.post('/api/orders', PRODUCT);
      expect(french.json.code).toBe('spending_cap_reached');
      expect(french.json.message).toMatch(/plafond mensuel/);
      expect(french.json.message).toContain('1,00\u00a0€');
      expect((await owner.put('/api/user/preferences', { ...preferences, language: 'en' })).status).toBe(200);
      expect((await owner.get('/api/orders')).json).toHaveLength(0);
      expect((await owner.get('/api/billing/invoices')).json).toHaveLength(0);

      // An order placed before the cap is refused at its payment, unclaimed and uncharged.
      await setCap(owner, null);
      const order = await owner.post('/api/orders', PRODUCT);
      expect(order.status, order.text).toBe(201);
      await setCap(owner, 100);
      expectRefusal(await owner.post(`/api/orders/${order.json.id}/pay`, PAY_WITH_CARD), 100);
      const after = (await owner.get(`/api/orders/${order.json.id}`)).json;
      expect(after).toMatchObject({ status: 'pending_payment', invoiceId: null });
      expect(after.payment.chargeId).toBeNull();
      expect((await owner.get('/api/billing/invoices')).json).toHaveLength(0);
      // Raised, the same order is paid.
      await setCap(owner, 1_000_000);
      expect((await owner.post(`/api/orders/${order.json.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
    });

    it('lets one of two payments at once pass when the cap only has room for one', async () => {
      const owner = await registeredCustomer(server.url);
      const first = (await owner.post('/api/orders', PRODUCT)).json;
      const second = (await owner.post('/api/orders', PRODUCT)).json;
      const cap = netOf(first) + Math.floor(netOf(second) / 2);
      await setCap(owner, cap);
      const answers = await Promise.all(
        [first, second].map((order) => owner.post(`/api/orders/${order.id}/pay`, PAY_WITH_CARD)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 402]);
      const refused = answers.find((a) => a.status === 402);
      expect(refused?.json).toMatchObject({ code: 'spending_cap_reached', cap });
      expect((await owner.get('/api/billing/invoices')).json).toHaveLength(1);
      const status = (await owner.get('/api/billing/spending-cap')).json;
      expect(status.spent).toBeLessThanOrEqual(cap);
    });

    it('sends the budget thresholds as the budget.threshold webhook event', async () => {
      const owner = await registeredCustomer(server.url);
      const order = (await owner.post('/api/orders', PRODUCT)).json;
      expect((await owner.post(`/api/orders/${order.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
      const endpoint = await owner.post('/api/webhooks', { url: receiver.url, events: ['budget.threshold'] });
      expect(endpoint.status, endpoint.text).toBe(201);
      receiver.useSecret(endpoint.json.secret);
      expect((await owner.put('/api/billing/budget', { amount: 100, currency: 'EUR' })).status).toBe(200);
      // The order alone is far past a budget of 1.00: 50, 80 and 100 % are crossed together.
      const delivered = await until(
        async () => receiver.events.filter((e) => e.type === 'budget.threshold' && e.data.budget === 100),
        (events) => events.some((e) => e.data.thresholdPercent === 100),
      );
      expect(delivered.every((e) => e.verified)).toBe(true);
      expect(delivered.find((e) => e.data.thresholdPercent === 100)?.data).toMatchObject({
        basis: 'actual',
        budget: 100,
        currency: 'EUR',
        amount: netOf(order),
      });
    });

    describe('on a running cluster', () => {
      let cluster: ConsoleCluster;
      beforeAll(async () => {
        cluster = await buyRunningCluster(server.url, {
          name: 'capped',
          nodePools: [{ name: 'web', nodeSizeId: 'gp-16-64', count: 1, autoscale: { min: 1, max: 5 } }],
          addonIds: [],
        });
      });

      it('refuses a scale-up past a cap just above this month’s spending, and the autoscaler holds; the cluster runs on', async () => {
        const { client, clusterId } = cluster;
        const spent = (await client.get('/api/billing/spending-cap')).json.spent as number;
        expect(spent).toBeGreaterThan(0);
        const cap = spent + 1;
        await setCap(client, cap);
        const before = (await client.get(`/api/clusters/${clusterId}`)).json;
        const raised = before.nodePools.map((pool: { count: number }) => ({ ...pool, count: pool.count + 1 }));
        // The preview says so before anything is confirmed, with the figures the refusal gives.
        const preview = await client.post(`/api/clusters/${clusterId}/preview`, { nodePools: raised });
        expect(preview.status, preview.text).toBe(200);
        const warned = preview.json.billing.spendingCap as { cap: number; projected: number };
        expect(warned.cap).toBe(cap);
        const refusal = expectRefusal(await client.patch(`/api/clusters/${clusterId}`, { nodePools: raised }), cap);
        expect(refusal.projected).toBe(warned.projected);
        expect(refusal.message).toContain(`€${(cap / 100).toFixed(2)}`);
        const unchanged = (await client.get(`/api/clusters/${clusterId}`)).json;
        expect(unchanged.status).toBe('running');
        expect(unchanged.nodePools).toEqual(before.nodePools);
        expect((await client.get('/api/billing/invoices')).json).toHaveLength(1);

        // 12 pods of 4 vCPU need 4 nodes: the cap leaves room for none.
        const loaded = await client.put(`/api/clusters/${clusterId}/test-load`, {
          pool: 'web',
          replicas: 12,
          cpuMillicores: 4000,
        });
        expect(loaded.status, loaded.text).toBe(200);
        expect(loaded.json.autoscaledNodes ?? {}).toEqual({});
        expect(loaded.json.status).toBe('running');
        expect(loaded.json.autoscaleHold).toMatchObject({ pools: ['web'], cap, currency: 'EUR' });
        expect(loaded.json.autoscaleHold.projected).toBeGreaterThan(cap);
        expect((await client.get(`/api/clusters/${clusterId}`)).json.autoscaleHold).toMatchObject({ pools: ['web'] });
        const events = (await client.get(`/api/clusters/${clusterId}/events`)).json as unknown as { message: string }[];
        const held = events.filter((e) => e.message.startsWith('Autoscaler held at the spending cap'));
        expect(held).toHaveLength(1);
        expect(held[0]?.message).toContain(`€${(cap / 100).toFixed(2)}`);

        // Without the cap, the next reconciliation adds the nodes and the hold is lifted.
        await setCap(client, null);
        const grown = await client.put(`/api/clusters/${clusterId}/test-load`, {
          pool: 'web',
          replicas: 12,
          cpuMillicores: 4000,
        });
        expect(grown.json.autoscaledNodes).toEqual({ web: 4 });
        expect(grown.json.autoscaleHold ?? null).toBeNull();
        await client.put(`/api/clusters/${clusterId}/test-load`, { pool: 'web', replicas: 0, cpuMillicores: 100 });
      });

      it('lets one of two raises at once pass when the cap only has room for one', async () => {
        const { client } = cluster;
        const ordered = await client.post('/api/orders', {
          kind: 'cluster',
          cluster: testClusterSpec({
            name: 'capped-two',
            nodePools: [{ name: 'web', nodeSizeId: 'gp-4-16', count: 1 }],
          }),
          currency: 'EUR',
          billingCycle: 'monthly',
        });
        expect(ordered.status, ordered.text).toBe(201);
        expect((await client.post(`/api/orders/${ordered.json.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
        const second = (
          await until(
            () => client.get(`/api/orders/${ordered.json.id}`),
            (answer) => Boolean(answer.json.clusterId),
          )
        ).json.clusterId as string;
        await until(
          () => client.get(`/api/clusters/${second}`),
          (answer) => answer.json.status === 'running',
        );
        const raises = await Promise.all(
          [cluster.clusterId, second].map(async (id) => {
            const pools = (await client.get(`/api/clusters/${id}`)).json.nodePools as { count: number }[];
            const body = { nodePools: pools.map((pool) => ({ ...pool, count: pool.count + 1 })) };
            const preview = (await client.post(`/api/clusters/${id}/preview`, body)).json;
            return { id, body, net: Number(preview.billing.subtotal) - Number(preview.billing.discount) };
          }),
        );
        const invoices = ((await client.get('/api/billing/invoices')).json as unknown[]).length;
        const spent = (await client.get('/api/billing/spending-cap')).json.spent as number;
        const [small, large] = [...raises].sort((a, b) => a.net - b.net) as [(typeof raises)[0], (typeof raises)[0]];
        expect(small.net).toBeGreaterThan(0);
        // Room for the larger raise alone, not for both.
        const cap = spent + large.net + Math.floor(small.net / 2);
        await setCap(client, cap);
        const answers = await Promise.all(raises.map(({ id, body }) => client.patch(`/api/clusters/${id}`, body)));
        expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([202, 402]);
        expect(answers.find((a) => a.status === 402)?.json).toMatchObject({ code: 'spending_cap_reached', cap });
        expect((await client.get('/api/billing/invoices')).json).toHaveLength(invoices + 1);
        await setCap(client, null);
      });
    });
  });
}
