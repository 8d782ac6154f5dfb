// No live secret at rest, of any of the twelve kinds the console handles: session and sign-in
// tokens, e-mail link tokens, kubeconfig tokens, API tokens, TOTP seeds, recovery codes, webhook
// signing secrets, card numbers, passwords, the SMTP password, the sealing key itself and
// invitation tokens. Each value issued in a run is looked for, byte for byte, in every file of
// DATA_DIR (journal, snapshot, anything else), in a pg_dump of the database, in a copy taken
// while an e-mail waited for an SMTP server that was down, and in a backup made by `npm run
// backup` (readable by its owner alone); none may be there. That e-mail must still go out after
// a restart, its link must work, and the sealed TOTP seed and webhook secret must still work.
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPostgresBin } from '../scripts/local-postgres.ts';
import { currentTotpCode } from '../src/server/mfa/totp.ts';
import { ApiClient, newAccount } from './api/api-client.ts';
import { PAY_WITH_CARD, until, withBillingProfile } from './api/commerce-helpers.ts';
import { startReceiver } from './api/webhook-receiver.ts';
import { startServer, type RunningServer } from './api/server-harness.ts';
import { linkTokens, smtpInbox, type ReceivedMail } from './support/smtp-inbox.ts';
import { createSchema, postgresUrl } from './support/storage.ts';
import { SUCCEEDING_CARD_NUMBER, testClusterSpec } from './support/builders.ts';

const CLUSTER = {
  kind: 'cluster',
  currency: 'EUR',
  billingCycle: 'monthly',
  cluster: testClusterSpec({ name: 'vault', haControlPlane: true }),
};

const KINDS = [
  'sessions',
  'links',
  'kubeconfigs',
  'API tokens',
  'TOTP',
  'recovery codes',
  'webhook secrets',
  'cards',
  'passwords',
  'SMTP',
  'sealing key',
  'invitation tokens',
] as const;
type Kind = (typeof KINDS)[number];

/** Every file under `dir`, as bytes read as latin1 (tokens are ASCII). */
async function filesUnder(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return Promise.all(files.map(async (path) => ({ path, text: (await readFile(path)).toString('latin1') })));
}

function pgDump(url: string, schema: string): string {
  const dump = spawnSync(join(findPostgresBin(), 'pg_dump'), ['--dbname', url, '--schema', schema, '--data-only'], {
    encoding: 'latin1',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.stderr}`);
  return dump.stdout;
}

/** `npm run backup` as an operator runs it; answers the file's mode and its text (a custom-format dump as SQL). */
async function backup(env: Record<string, string>, dataDir: string): Promise<{ mode: number; text: string }> {
  const file = join(await mkdtemp(join(tmpdir(), 'secrets-backup-')), 'console.backup');
  const run = spawnSync(process.execPath, ['scripts/backup.ts', file], {
    env: { ...process.env, ...env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`npm run backup failed: ${run.stderr}`);
  const mode = (await stat(file)).mode & 0o777;
  if (!env.DATABASE_URL) return { mode, text: (await readFile(file)).toString('latin1') };
  // The custom format is compressed: read it back as the SQL it restores.
  const sql = spawnSync(join(findPostgresBin(), 'pg_restore'), ['--file=-', file], {
    encoding: 'latin1',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (sql.status !== 0) throw new Error(`pg_restore failed: ${sql.stderr}`);
  return { mode, text: sql.stdout };
}

/** The session token of a signed-in client (its cookie's value). */
const sessionToken = (client: ApiClient) => decodeURIComponent((client.cookie ?? '').split('=').slice(1).join('='));

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`secrets at rest (${backend})`, () => {
    it('keeps none of the twelve kinds of secret in DATA_DIR, the database or a backup, and they all still work', async () => {
      const smtp = { user: 'console-mailer', pass: 'smtp-Pa55word-never-stored' };
      const inbox = await smtpInbox(smtp);
      const receiver = await startReceiver();
      const dataDir = await mkdtemp(join(tmpdir(), 'secrets-data-'));
      const keyDir = await mkdtemp(join(tmpdir(), 'secrets-key-'));
      const schema = backend === 'postgres' ? await createSchema() : '';
      const env: Record<string, string> = {
        SMTP_URL: inbox.url,
        SECRETS_KEY_FILE: join(keyDir, 'secrets.key'),
        SIMULATED_PHASE_SECONDS: '0.2',
        WEBHOOK_ALLOW_PRIVATE: '1',
        ...(backend === 'postgres' ? { DATABASE_URL: `${postgresUrl()}?search_path=${schema}` } : {}),
      };
      let server: RunningServer = await startServer(env, dataDir);
      const secrets = new Map<Kind, Set<string>>(KINDS.map((kind) => [kind, new Set<string>()]));
      const keep = (kind: Kind, value: string | undefined) => {
        expect(value, kind).toBeTruthy();
        secrets.get(kind)?.add(value as string);
      };
      const isInvitation = (mail: ReceivedMail) => /\/join\?token=/.test(mail.decoded);
      const withLinks = () => inbox.received.filter((mail) => linkTokens(mail).length > 0).length;
      try {
        // Passwords, sessions, and the links every e-mail flow sends.
        const account = newAccount();
        const owner = new ApiClient(server.url);
        expect((await owner.post('/api/register', account)).status).toBe(201);
        keep('passwords', account.password);
        await withBillingProfile(owner);
        keep('sessions', sessionToken(owner));
        const again = new ApiClient(server.url);
        expect(
          (await again.post('/api/login', { username: account.username, password: account.password })).status,
        ).toBe(200);
        keep('sessions', sessionToken(again));
        for (const path of ['/api/auth/forgot-password', '/api/auth/magic-link', '/api/auth/resend-verification']) {
          expect((await new ApiClient(server.url).post(path, { email: account.email })).status).toBe(202);
        }
        expect(
          (await owner.post('/api/organization/invitations', { email: newAccount().email, orgRole: 'member' })).status,
        ).toBe(201);
        await until(
          async () => withLinks(),
          (n) => n >= 5,
        );

        // An API token; the sealing key and the SMTP password the process holds.
        const token = await owner.post('/api/tokens', { name: 'CI', scopes: ['read'], expiresInDays: 30 });
        expect(token.status, token.text).toBe(201);
        keep('API tokens', token.json.token);
        const key = (await readFile(env.SECRETS_KEY_FILE as string, 'utf8')).trim();
        keep('sealing key', key);
        keep('sealing key', Buffer.from(key, 'hex').toString('base64'));
        keep('SMTP', smtp.pass);

        // A second factor: its seed and recovery codes, and the challenge of a sign-in half done.
        const setup = await owner.post('/api/auth/mfa/setup');
        expect(setup.status, setup.text).toBe(200);
        const seed = setup.json.secret as string;
        keep('TOTP', seed);
        const enabled = await owner.post('/api/auth/mfa/enable', { code: currentTotpCode(seed) });
        expect(enabled.status, enabled.text).toBe(200);
        for (const code of enabled.json.recoveryCodes as string[]) keep('recovery codes', code);
        const halfway = await new ApiClient(server.url).post('/api/login', {
          username: account.username,
          password: account.password,
        });
        keep('sessions', halfway.json.mfaToken);

        // A webhook endpoint, its secret rotated (both sign during the overlap).
        const endpoint = await owner.post('/api/webhooks', { url: receiver.url, events: ['order.paid'] });
        expect(endpoint.status, endpoint.text).toBe(201);
        keep('webhook secrets', endpoint.json.secret);
        const rotated = await owner.post(`/api/webhooks/${endpoint.json.id}/rotate-secret`, { overlapHours: 2 });
        expect(rotated.status, rotated.text).toBe(200);
        keep('webhook secrets', rotated.json.secret);
        receiver.useSecret(rotated.json.secret);

        // A card, a cluster and a kubeconfig for it.
        keep('cards', SUCCEEDING_CARD_NUMBER);
        const order = await owner.post('/api/orders', CLUSTER);
        expect((await owner.post(`/api/orders/${order.json.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
        const { clusterId } = await until(
          () => owner.get(`/api/orders/${order.json.id}`).then((r) => r.json),
          (o) => Boolean(o.clusterId),
        );
        await until(
          () => owner.get(`/api/clusters/${clusterId}`).then((r) => r.json),
          (c) => c.status === 'running',
        );
        const issued = await owner.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 1 });
        keep('kubeconfigs', /token: "?(k8s_[A-Za-z0-9_-]+)/.exec(issued.json.kubeconfig)?.[1]);
        // The order.paid event reached the receiver signed with the sealed secret.
        await until(async () => receiver.events.find((event) => event.type === 'order.paid'), Boolean);
        expect(receiver.events.filter((event) => event.type === 'order.paid').every((event) => event.verified)).toBe(
          true,
        );

        // An e-mail that cannot go out yet: the SMTP server is down, then the process is killed.
        await inbox.stop();
        const mailsBefore = inbox.received.length;
        expect(
          (await new ApiClient(server.url).post('/api/auth/forgot-password', { email: account.email })).status,
        ).toBe(202);
        await until(async () => /Job mail\.send \S+ failed \(attempt 1, will retry\)/.test(server.output()), Boolean);
        server.process.kill('SIGKILL');
        await server.stop();
        const whilePending = await mkdtemp(join(tmpdir(), 'secrets-pending-'));
        await cp(dataDir, whilePending, { recursive: true });
        const dumpWhilePending = backend === 'postgres' ? pgDump(postgresUrl(), schema) : '';

        await inbox.listen();
        server = await startServer(env, dataDir);
        const pending = await until(
          async () =>
            inbox.received
              .slice(mailsBefore)
              .find((mail) => mail.to.includes(account.email) && /\/reset-password\?token=/.test(mail.decoded)),
          Boolean,
          90_000,
        );
        const [resetToken] = linkTokens(pending as NonNullable<typeof pending>);
        expect(resetToken).toBeDefined();
        // Every e-mail's link, the one sent after the restart included (it is live).
        for (const mail of inbox.received)
          for (const link of linkTokens(mail)) keep(isInvitation(mail) ? 'invitation tokens' : 'links', link);
        const copy = await backup(env, dataDir);
        expect(copy.mode).toBe(0o600);

        const stored: { where: string; text: string }[] = [
          ...(await filesUnder(whilePending)).map((f) => ({ where: `while pending: ${f.path}`, text: f.text })),
          ...(await filesUnder(dataDir)).map((f) => ({ where: f.path, text: f.text })),
          ...(backend === 'postgres'
            ? [
                { where: 'pg_dump while pending', text: dumpWhilePending },
                { where: 'pg_dump', text: pgDump(postgresUrl(), schema) },
              ]
            : []),
          { where: 'npm run backup', text: copy.text },
        ];
        // The search does find what is stored in clear (the address) where the records are, so finding no secret means something.
        for (const where of ['npm run backup', ...(backend === 'postgres' ? ['pg_dump'] : [])]) {
          expect(stored.find((s) => s.where === where)?.text, where).toContain(account.email);
        }
        expect(stored.some((s) => s.text.includes(account.email))).toBe(true);
        expect([...secrets].filter(([, values]) => values.size === 0).map(([kind]) => kind)).toEqual([]);
        const found = stored.flatMap((s) =>
          [...secrets].flatMap(([kind, values]) =>
            [...values]
              .filter((secret) => s.text.includes(secret))
              .map((secret) => `${kind} ${secret.slice(0, 8)}… in ${s.where}`),
          ),
        );
        expect(found).toEqual([]);

        // What is sealed still works after the restart: the webhook secret, the reset link, the TOTP seed.
        const ownerAgain = new ApiClient(server.url);
        ownerAgain.cookie = owner.cookie;
        const test = await ownerAgain.post(`/api/webhooks/${endpoint.json.id}/test`);
        expect(test.status, test.text).toBeLessThan(300);
        await until(async () => receiver.events.find((event) => event.type === 'webhook.test'), Boolean);
        expect(receiver.events.every((event) => event.verified)).toBe(true);
        const reset = await new ApiClient(server.url).post('/api/auth/reset-password', {
          token: resetToken,
          password: 'Another-Sovereign-43!',
        });
        expect(reset.status, reset.text).toBe(200);
        const signIn = await new ApiClient(server.url).post('/api/login', {
          username: account.username,
          password: 'Another-Sovereign-43!',
        });
        const verified = await new ApiClient(server.url).post('/api/auth/mfa/verify', {
          mfaToken: signIn.json.mfaToken,
          code: currentTotpCode(seed, Date.now() + 30_000),
        });
        expect(verified.status, verified.text).toBe(200);
      } catch (error) {
        console.log(server.output().slice(-3000));
        throw error;
      } finally {
        await server.stop();
        await inbox.stop();
        await receiver.close();
      }
    }, 240_000);
  });
}
