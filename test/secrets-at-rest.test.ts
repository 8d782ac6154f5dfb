// No live secret at rest: every e-mail link token, session token and kubeconfig token issued in a
// run is looked for, byte for byte, in every file of DATA_DIR (journal, snapshot, anything else)
// and in a pg_dump of the database, including a copy taken while an e-mail waited for an SMTP
// server that was down; none may be there. That e-mail must still go out after a restart, and
// its link must work. Mail goes through a real SMTP server (delivered mail leaves the folder).
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPostgresBin } from '../scripts/local-postgres.ts';
import { ApiClient, newAccount } from './api/api-client.ts';
import { PAY_WITH_CARD, until, withBillingProfile } from './api/commerce-helpers.ts';
import { startServer, type RunningServer } from './api/server-harness.ts';
import { linkTokens, smtpInbox } from './support/smtp-inbox.ts';
import { createSchema, postgresUrl } from './support/storage.ts';
import { testClusterSpec } from './support/builders.ts';

const CLUSTER = {
  kind: 'cluster', currency: 'EUR', billingCycle: 'monthly',
  cluster: testClusterSpec({ name: 'vault', haControlPlane: true }),
};

/** Every file under `dir`, as bytes read as latin1 (tokens are ASCII). */
async function filesUnder(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return Promise.all(files.map(async (path) => ({ path, text: (await readFile(path)).toString('latin1') })));
}

function pgDump(url: string, schema: string): string {
  const dump = spawnSync(join(findPostgresBin(), 'pg_dump'), ['--dbname', url, '--schema', schema, '--data-only'], { encoding: 'latin1', maxBuffer: 256 * 1024 * 1024 });
  if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.stderr}`);
  return dump.stdout;
}

/** The session token of a signed-in client (its cookie's value). */
const sessionToken = (client: ApiClient) => decodeURIComponent((client.cookie ?? '').split('=').slice(1).join('='));

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`secrets at rest (${backend})`, () => {
    it('keeps no usable link, session or kubeconfig token in DATA_DIR or the database, and sends a pending e-mail after a restart', async () => {
      const inbox = await smtpInbox();
      const dataDir = await mkdtemp(join(tmpdir(), 'secrets-data-'));
      const keyDir = await mkdtemp(join(tmpdir(), 'secrets-key-'));
      const schema = backend === 'postgres' ? await createSchema() : '';
      const env: Record<string, string> = {
        SMTP_URL: inbox.url,
        SECRETS_KEY_FILE: join(keyDir, 'secrets.key'),
        SIMULATED_PHASE_SECONDS: '0.2',
        ...(backend === 'postgres' ? { DATABASE_URL: `${postgresUrl()}?search_path=${schema}` } : {}),
      };
      let server: RunningServer = await startServer(env, dataDir);
      const secrets = new Set<string>();
      const withLinks = () => inbox.received.filter((mail) => linkTokens(mail).length > 0).length;
      try {
        // Sessions, and the links every e-mail flow sends.
        const account = newAccount();
        const owner = new ApiClient(server.url);
        expect((await owner.post('/api/register', account)).status).toBe(201);
        await withBillingProfile(owner);
        secrets.add(sessionToken(owner));
        const again = new ApiClient(server.url);
        expect((await again.post('/api/login', { username: account.username, password: account.password })).status).toBe(200);
        secrets.add(sessionToken(again));
        for (const path of ['/api/auth/forgot-password', '/api/auth/magic-link', '/api/auth/resend-verification']) {
          expect((await new ApiClient(server.url).post(path, { email: account.email })).status).toBe(202);
        }
        expect((await owner.post('/api/organization/invitations', { email: newAccount().email, orgRole: 'member' })).status).toBe(201);
        await until(async () => withLinks(), (n) => n >= 5);

        // A cluster and a kubeconfig for it.
        const order = await owner.post('/api/orders', CLUSTER);
        expect((await owner.post(`/api/orders/${order.json.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
        const { clusterId } = await until(() => owner.get(`/api/orders/${order.json.id}`).then((r) => r.json), (o) => Boolean(o.clusterId));
        await until(() => owner.get(`/api/clusters/${clusterId}`).then((r) => r.json), (c) => c.status === 'running');
        const issued = await owner.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 1 });
        const kubeToken = /token: "?(k8s_[A-Za-z0-9_-]+)/.exec(issued.json.kubeconfig)?.[1];
        expect(kubeToken).toBeDefined();
        secrets.add(kubeToken as string);

        // An e-mail that cannot go out yet: the SMTP server is down, then the process is killed.
        await inbox.stop();
        const mailsBefore = inbox.received.length;
        expect((await new ApiClient(server.url).post('/api/auth/forgot-password', { email: account.email })).status).toBe(202);
        await until(async () => /Job mail\.send \S+ failed \(attempt 1, will retry\)/.test(server.output()), Boolean);
        server.process.kill('SIGKILL');
        await server.stop();
        const whilePending = await mkdtemp(join(tmpdir(), 'secrets-pending-'));
        await cp(dataDir, whilePending, { recursive: true });
        const dumpWhilePending = backend === 'postgres' ? pgDump(postgresUrl(), schema) : '';

        await inbox.listen();
        server = await startServer(env, dataDir);
        const pending = await until(async () => inbox.received.slice(mailsBefore).find((mail) => mail.to.includes(account.email) && /\/reset-password\?token=/.test(mail.decoded)), Boolean, 90_000);
        const [resetToken] = linkTokens(pending as NonNullable<typeof pending>);
        expect(resetToken).toBeDefined();
        // The e-mail sent after the restart carries a live link.
        for (const mail of inbox.received) for (const token of linkTokens(mail)) secrets.add(token);
        expect(secrets.size).toBeGreaterThanOrEqual(9);
        const stored: { where: string; text: string }[] = [
          ...(await filesUnder(whilePending)).map((f) => ({ where: `while pending: ${f.path}`, text: f.text })),
          ...(await filesUnder(dataDir)).map((f) => ({ where: f.path, text: f.text })),
          ...(backend === 'postgres' ? [{ where: 'pg_dump while pending', text: dumpWhilePending }, { where: 'pg_dump', text: pgDump(postgresUrl(), schema) }] : []),
        ];
        // The search does find what is stored in clear (the address), so finding no token means something.
        expect(stored.some((s) => s.text.includes(account.email))).toBe(true);
        const found = stored.flatMap((s) => [...secrets].filter((secret) => s.text.includes(secret)).map((secret) => `${secret.slice(0, 8)}… in ${s.where}`));
        expect(found).toEqual([]);
        const reset = await new ApiClient(server.url).post('/api/auth/reset-password', { token: resetToken, password: 'Another-Sovereign-43!' });
        expect(reset.status, reset.text).toBe(200);
      } finally {
        await server.stop();
        await inbox.stop();
      }
    }, 180_000);
  });
}
