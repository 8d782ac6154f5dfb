// The structured log of a whole run holds one line per request (with its X-Request-Id, user and
// organization) and none of the secrets the run created: passwords, session cookies, e-mail link
// tokens, card numbers, kubeconfig tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, latestMail, newAccount } from '../api/api-client.ts';
import { PAY_WITH_CARD, withBillingProfile } from '../api/commerce-helpers.ts';
import { startServer, type RunningServer } from '../api/server-harness.ts';
import { SLOW_TEST_MS } from '../support/budgets.ts';
import { testClusterSpec } from '../support/builders.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ SIMULATED_PHASE_SECONDS: '0.1', LOG_LEVEL: 'debug' });
});
afterAll(async () => {
  await server?.stop();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i += 1) {
    const value = await read();
    if (done(value) || i > 300) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the log', () => {
  it(
    'has a line per request with its id, user and organization, and never a secret the run made',
    async () => {
      const secrets: string[] = [];
      const account = newAccount();
      const client = new ApiClient(server.url);
      expect((await client.post('/api/register', account)).status).toBe(201);
      secrets.push(account.password, (client.cookie ?? '').split('=')[1] ?? '');
      const me = (await client.get('/api/user')).json;

      // E-mail links: verification and reset tokens, followed as a browser would (query strings).
      const { token: verify } = await latestMail(server.url, account.email, /Confirm your e-mail/);
      expect((await new ApiClient(server.url).post('/api/auth/verify-email', { token: verify })).status).toBe(200);
      await new ApiClient(server.url).post('/api/auth/forgot-password', { email: account.email });
      const { token: reset } = await latestMail(server.url, account.email, /Reset/i);
      await new ApiClient(server.url).get(`/reset-password?token=${reset}`);
      const newPassword = 'Another-Sovereign-Pass-77';
      expect(
        (await new ApiClient(server.url).post('/api/auth/reset-password', { token: reset, password: newPassword }))
          .status,
      ).toBe(200);
      const signedIn = new ApiClient(server.url);
      expect((await signedIn.post('/api/login', { username: account.username, password: newPassword })).status).toBe(
        200,
      );
      secrets.push(verify ?? 'missing', reset ?? 'missing', newPassword, (signedIn.cookie ?? '').split('=')[1] ?? '');

      // A card payment and a cluster's kubeconfig, used against its API.
      const cluster = testClusterSpec({
        name: 'log-check',
        nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 1 }],
      });
      await withBillingProfile(signedIn);
      const order = (
        await signedIn.post('/api/orders', { kind: 'cluster', cluster, currency: 'EUR', billingCycle: 'monthly' })
      ).json;
      expect((await signedIn.post(`/api/orders/${order.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
      secrets.push(PAY_WITH_CARD.card.number);
      const clusterId = (
        await until(
          () => signedIn.get(`/api/orders/${order.id}`),
          (r) => Boolean(r.json.clusterId),
        )
      ).json.clusterId as string;
      await until(
        () => signedIn.get(`/api/clusters/${clusterId}`),
        (r) => r.json.status === 'running',
      );
      const issued = (await signedIn.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 1 })).json;
      const kubeToken = /token: "?(k8s_[A-Za-z0-9_-]+)/.exec(issued.kubeconfig as string)?.[1] ?? 'missing';
      secrets.push(kubeToken);
      // Sent as kubectl would (the answer depends on the scheme: plain http is refused, 401).
      const api = await fetch(`${server.url}/k8s/${clusterId}/version`, {
        headers: { Authorization: `Bearer ${kubeToken}` },
      });
      expect(api.status).toBeLessThan(500);

      // The request id: taken when sent, made otherwise, returned either way.
      const traced = await fetch(`${server.url}/api/user`, {
        headers: { 'X-Request-Id': 'trace-0123456789', Cookie: signedIn.cookie ?? '' },
      });
      expect(traced.headers.get('x-request-id')).toBe('trace-0123456789');
      expect((await fetch(`${server.url}/api/health`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await until(
        async () => server.output(),
        (text) => text.includes('trace-0123456789'),
      );

      const log = server.output();
      const lines = log
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const tracedLine = lines.find((line) => line.reqId === 'trace-0123456789');
      expect(tracedLine).toMatchObject({
        msg: 'request',
        method: 'GET',
        route: '/api/user',
        status: 200,
        userId: me.id,
        orgId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(typeof tracedLine?.ms).toBe('number');
      expect(lines.some((line) => line.msg === 'request' && line.path === '/reset-password')).toBe(true);
      expect(lines.some((line) => line.msg === 'job' && typeof line.jobId === 'string')).toBe(true);
      expect(lines.some((line) => line.msg === 'payment' && line.outcome === 'succeeded')).toBe(true);
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(7);
        expect(log.includes(secret), `a secret (${secret.slice(0, 3)}…) is in the log`).toBe(false);
      }
    },
    SLOW_TEST_MS,
  );
});
