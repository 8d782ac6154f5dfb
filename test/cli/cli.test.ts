import { execFile } from 'node:child_process';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrInstall } from '../../scripts/debian-package.ts';
import { EXIT } from '../../src/cli/exit-codes.ts';
import type { ApiClient } from '../api/api-client.ts';
import { PAY_WITH_CARD, registeredCustomer, until } from '../api/commerce-helpers.ts';
import { startServer, type RunningServer } from '../api/server-harness.ts';
import { createToken } from '../api/token-helpers.ts';
import { startReceiver } from '../api/webhook-receiver.ts';
import { runCli } from './cli-harness.ts';

// The "done when", from a shell with only a token: the CLI creates and pays a cluster
// with the saved card, waits for it with progress, writes a kubeconfig Debian's kubectl uses,
// lists the invoice; a local receiver gets order.paid and cluster.running, signed; revoking the
// token stops all of it. Exit codes are the documented ones.
const kubectl = process.env.KUBECTL ?? findOrInstall('kubernetes-client', ['/usr/bin/kubectl']);
const run = promisify(execFile);

let server: RunningServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let owner: ApiClient;
let env: Record<string, string>;
let tokenId: string;
let work: string;

beforeAll(async () => {
  server = await startServer({ WEBHOOK_ALLOW_PRIVATE: '1', SIMULATED_PHASE_SECONDS: '0.3' });
  receiver = await startReceiver();
  owner = await registeredCustomer(server.url);
  const { card } = PAY_WITH_CARD;
  expect((await owner.post('/api/billing/payment-methods', { kind: 'card', card, makeDefault: true })).status).toBe(
    201,
  );
  const hook = await owner.post('/api/webhooks', { url: receiver.url, events: ['order.paid', 'cluster.running'] });
  receiver.useSecret(hook.json.secret);
  const created = await createToken(
    owner,
    ['read', 'orders:write', 'billing:read', 'kubeconfigs:write', 'clusters:write'],
    'ci',
  );
  tokenId = created.id;
  work = await mkdtemp(join(tmpdir(), 'cli-test-'));
  env = {
    SOVEREIGN_API_URL: server.url,
    SOVEREIGN_TOKEN: created.token,
    SOVEREIGN_POLL_SECONDS: '0.2',
    XDG_CONFIG_HOME: join(work, 'config'),
  };
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

describe('sovereign-k8s with a token', () => {
  it('logs in, saving the token for the user only', async () => {
    const { SOVEREIGN_TOKEN: token, ...withoutToken } = env;
    const login = await runCli(['login', '--token', token as string], withoutToken);
    expect(login.code, login.stderr).toBe(EXIT.ok);
    expect(login.stdout).toMatch(/Logged in as:\s+Zoë Ørsted/);
    const saved = join(env.XDG_CONFIG_HOME as string, 'sovereign-k8s', 'config.json');
    expect((await stat(saved)).mode & 0o777).toBe(0o600);
    // Later commands use what login saved.
    const listed = await runCli(['clusters', 'list'], withoutToken);
    expect(listed.code, listed.stderr).toBe(EXIT.ok);
  }, 60_000);

  it('creates and pays a cluster with the saved card, waits with progress, and a kubeconfig works with kubectl', async () => {
    const created = await runCli(['clusters', 'create', 'ci-cluster', '--nodes', '2', '--wait'], env);
    expect(created.code, created.stderr).toBe(EXIT.ok);
    expect(created.stderr).toMatch(/Order ORD-\S+ paid/);
    expect(created.stderr).toMatch(/ci-cluster: provisioning, \S+ \d+%/);
    expect(created.stdout).toMatch(/Status:\s+running/);

    const listed = await runCli(['--output', 'json', 'clusters', 'list'], env);
    const clusters = JSON.parse(listed.stdout) as { name: string; status: string }[];
    expect(clusters).toEqual([expect.objectContaining({ name: 'ci-cluster', status: 'running' })]);

    const kubeconfig = await runCli(['kubeconfig', 'get', 'ci-cluster', '--ttl', '8h'], env);
    expect(kubeconfig.code, kubeconfig.stderr).toBe(EXIT.ok);
    expect(kubeconfig.stdout).toMatch(/^apiVersion: v1/);
    const file = join(work, 'kubeconfig');
    await writeFile(file, kubeconfig.stdout, { mode: 0o600 });
    const nodes = await run(kubectl, ['--kubeconfig', file, 'get', 'nodes']);
    expect(nodes.stdout.trim().split('\n')).toHaveLength(3);
    expect(nodes.stdout).toMatch(/Ready/);

    const invoices = await runCli(['invoices', 'list'], env);
    expect(invoices.code).toBe(EXIT.ok);
    const number = /INV-\d{4}-\d{6}/.exec(invoices.stdout)?.[0];
    expect(number).toBeTruthy();
    const downloaded = await runCli(
      ['invoices', 'download', number as string, '--out', join(work, 'invoice.pdf')],
      env,
    );
    expect(downloaded.code, downloaded.stderr).toBe(EXIT.ok);
    expect((await readFile(join(work, 'invoice.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');

    const orders = await runCli(['-o', 'json', 'orders', 'list'], env);
    expect(JSON.parse(orders.stdout)).toEqual([
      expect.objectContaining({ kind: 'cluster', status: expect.stringMatching(/paid|fulfilling|completed/) }),
    ]);
    const usage = await runCli(['usage', '--month', new Date().toISOString().slice(0, 7)], env);
    expect(usage.code, usage.stderr).toBe(EXIT.ok);
    expect(usage.stdout).toMatch(/ci-cluster/);

    await until(
      async () => receiver.events.map((e) => e.type),
      (types) => types.includes('order.paid') && types.includes('cluster.running'),
    );
    expect(receiver.events.every((e) => e.verified)).toBe(true);
  }, 240_000);

  it('ends with the documented exit codes', async () => {
    expect((await runCli(['clusters', 'get', 'no-such-cluster'], env)).code).toBe(EXIT.notFound);
    expect((await runCli(['clusters', 'delete', 'ci-cluster'], env)).code).toBe(EXIT.usage);
    expect((await runCli(['clusters', 'explode'], env)).code).toBe(EXIT.usage);
    expect((await runCli([], env)).code).toBe(EXIT.usage);
    expect((await runCli(['--help'], env)).code).toBe(EXIT.ok);
    expect((await runCli(['kubeconfig', 'get', 'ci-cluster', '--ttl', 'soon'], env)).code).toBe(EXIT.usage);
    const noToken = await runCli(['clusters', 'list'], {
      SOVEREIGN_API_URL: server.url,
      XDG_CONFIG_HOME: join(work, 'empty'),
    });
    expect(noToken.code).toBe(EXIT.unauthenticated);
    const reader = await createToken(owner, ['read']);
    const refused = await runCli(['-o', 'json', 'kubeconfig', 'get', 'ci-cluster'], {
      ...env,
      SOVEREIGN_TOKEN: reader.token,
    });
    expect(refused.code).toBe(EXIT.forbidden);
    expect(refused.stdout).toBe('');
    expect(JSON.parse(refused.stderr)).toMatchObject({
      error: { code: 'insufficient_scope', status: 403, exitCode: EXIT.forbidden },
    });
    const unreachable = await runCli(['clusters', 'list'], { ...env, SOVEREIGN_API_URL: 'http://127.0.0.1:9' });
    expect(unreachable.code).toBe(EXIT.error);
  }, 120_000);

  it('stops everything at once when the token is revoked', async () => {
    expect((await owner.delete(`/api/tokens/${tokenId}`)).status).toBe(204);
    for (const args of [
      ['clusters', 'list'],
      ['kubeconfig', 'get', 'ci-cluster'],
      ['invoices', 'list'],
      ['orders', 'list'],
    ]) {
      const result = await runCli(args, env);
      expect(result.code, args.join(' ')).toBe(EXIT.unauthenticated);
      expect(result.stderr).toMatch(/revoked/);
    }
  }, 120_000);
});
