import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractTarGz } from '../../src/server/sovereignty/archive/tar.ts';
import { openStorage } from '../../src/server/store/storage.ts';
import { SLOW_TEST_MS } from '../support/budgets.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { ApiClient, newAccount } from './api-client.ts';
import { until, withBillingProfile } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { team } from './team-helpers.ts';
import { tokenClient } from './token-helpers.ts';

// An owner takes the organization's data away: owners only, re-authenticated, never with a
// token, one export at a time; built in the background with progress, e-mailed as a link that
// expires, and the archive holds this organization's data and nothing of another's.

type Manifest = { organizationId: string; files: { path: string; sha256: string; bytes: number }[] };

/** An organization's owner with a ticket carrying an attachment; answers the ticket's subject. */
async function withTicket(client: ApiClient, subject: string) {
  const upload = await fetch(`${client.base}/api/attachments?name=${encodeURIComponent('ingress.log')}`, {
    method: 'POST',
    headers: { Origin: client.base, Cookie: client.cookie ?? '', 'Content-Type': 'application/octet-stream' },
    body: new TextEncoder().encode(`${subject}: 502 upstream reset\n`),
  });
  expect(upload.status).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const ticket = await client.post('/api/tickets', {
    subject,
    category: 'technical',
    priority: 'high',
    message: `${subject}: every request through the ingress answers 502.`,
    attachmentIds: [id],
  });
  expect(ticket.status, ticket.text).toBe(201);
  return ticket.json.id as string;
}

/** The e-mailed download link of the newest export mail to `to`. */
async function mailedLink(base: string, to: string): Promise<string> {
  const mails = await until(
    async () =>
      (await (await fetch(`${base}/api/dev/mailbox`)).json()) as { to: string; subject: string; text: string }[],
    (list) => list.some((mail) => mail.to === to && /export/i.test(mail.subject)),
  );
  const mail = mails.find((m) => m.to === to && /export/i.test(m.subject));
  const link = /https?:\/\/\S+\/api\/organization\/export\/\S+\/download\?token=[a-f0-9]+/.exec(mail?.text ?? '')?.[0];
  expect(link, mail?.text).toBeTruthy();
  return link as string;
}

/** Downloads `link` without any session, unpacks it, and answers its files and manifest. */
async function downloadArchive(link: string, base: string) {
  const response = await fetch(base + new URL(link).pathname + new URL(link).search);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/gzip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.tar\.gz"$/);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  const dir = await mkdtemp(join(tmpdir(), 'org-export-'));
  const file = join(dir, 'archive.tar.gz');
  await writeFile(file, bytes);
  const out = join(dir, 'out');
  const files = await extractTarGz(file, out);
  const manifest = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8')) as Manifest;
  const texts = await Promise.all(files.map(async (f) => (await readFile(join(out, f.path))).toString('latin1')));
  return { files, manifest, out, text: texts.join('\n'), sha256: createHash('sha256').update(bytes).digest('hex') };
}

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`organization export (${backend})`, () => {
    let server: RunningServer;
    let env: Record<string, string>;
    let org: Awaited<ReturnType<typeof team>>;
    let other: ApiClient;
    let otherEmail: string;
    let exportId: string;
    beforeAll(async () => {
      const schema = backend === 'postgres' ? await createSchema() : undefined;
      env = schema ? { DATABASE_URL: `${postgresUrl()}?search_path=${schema}` } : {};
      server = await startServer(env);
      org = await team(server.url);
      await withTicket(org.owner, 'Alpha ingress broken');
      const account = newAccount();
      otherEmail = account.email;
      other = new ApiClient(server.url);
      expect((await other.post('/api/register', account)).status).toBe(201);
      await withBillingProfile(other);
      await withTicket(other, 'Bravo secret outage');
    }, SLOW_TEST_MS);
    afterAll(async () => {
      await server?.stop();
    });

    it('is for owners only, and never for an API token', async () => {
      for (const role of ['member', 'billing', 'viewer'] as const) {
        const refused = await org[role].post('/api/organization/export');
        expect(refused.status, role).toBe(403);
        expect(refused.json.code, role).toBe('forbidden');
        expect((await org[role].get('/api/organization/export')).status, role).toBe(403);
      }
      const token = await tokenClient(org.owner, ['read', 'team:write']);
      for (const response of [
        await token.post('/api/organization/export'),
        await token.get('/api/organization/export'),
      ]) {
        expect(response.status).toBe(403);
        expect(response.json.code).toBe('token_not_allowed');
      }
      expect((await org.owner.get('/api/organization/export')).json).toBeNull();
    });

    it(
      'runs one export at a time, shows its progress to ready and e-mails a link to a .tar.gz listed by its manifest',
      async () => {
        const [first, second] = await Promise.all([
          org.owner.post('/api/organization/export'),
          org.owner.post('/api/organization/export'),
        ]);
        const answers = [first, second].sort((a, b) => a.status - b.status);
        expect(answers.map((a) => a.status)).toEqual([202, 409]);
        expect(answers[1]?.json.code).toBe('export_running');
        expect(answers[0]?.json).toEqual({ id: expect.any(String), status: 'queued' });
        exportId = answers[0]?.json.id as string;

        const seen: number[] = [];
        const ready = await until(
          async () => {
            const read = await org.owner.get(`/api/organization/export/${exportId}`);
            expect(read.status, read.text).toBe(200);
            seen.push(read.json.progress as number);
            return read.json;
          },
          (view) => view.status === 'ready' || view.status === 'failed',
        );
        expect(ready.status).toBe('ready');
        expect(ready.progress).toBe(100);
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
        const lifetime = Date.parse(ready.expiresAt) - Date.now();
        expect(lifetime).toBeGreaterThan(7 * 86_400_000 - 120_000);
        expect(lifetime).toBeLessThanOrEqual(7 * 86_400_000);
        expect(ready.downloadUrl).toMatch(
          new RegExp(`/api/organization/export/${exportId}/download\\?token=[a-f0-9]{64}$`),
        );
        expect((await org.owner.get('/api/organization/export')).json).toMatchObject({ id: exportId, status: 'ready' });

        const owner = (await org.owner.get('/api/user')).json;
        const link = await mailedLink(server.url, owner.email);
        const archive = await downloadArchive(link, server.url);
        const listed = new Map(archive.manifest.files.map((f) => [f.path, f.sha256]));
        const packed = archive.files.filter((f) => f.path !== 'manifest.json');
        expect(packed.length).toBeGreaterThan(5);
        for (const file of packed) expect(listed.get(file.path), file.path).toBe(file.sha256);
        expect([...listed.keys()].sort()).toEqual(packed.map((f) => f.path).sort());
        expect(archive.text).toContain('Alpha ingress broken');
        // The carbon footprint since the organization began: the CSV /usage downloads (one month here).
        const footprint = await org.owner.get('/api/usage/footprint?format=csv');
        expect(await readFile(join(archive.out, 'carbon/footprint.csv'), 'utf8')).toBe(footprint.text);
        expect(footprint.text).toMatch(/^month,cluster_id,/);

        // The signed-in owner's link from the screen is the same archive.
        const fromScreen = await downloadArchive(ready.downloadUrl, server.url);
        expect(fromScreen.sha256).toBe(archive.sha256);

        const wrong = await fetch(`${server.url}/api/organization/export/${exportId}/download?token=${'0'.repeat(64)}`);
        expect(wrong.status).toBe(404);
        expect(wrong.headers.get('content-type')).toContain('application/json');
        expect(((await wrong.json()) as { code: string }).code).toBe('export_link_invalid');
        expect((await fetch(`${server.url}/api/organization/export/${exportId}/download`)).status).toBe(404);

        const today = new Date().toISOString().slice(0, 10);
        const audit = await org.owner.get(`/api/organization/audit?from=${today}&to=${today}&format=jsonl`);
        const actions = audit.text
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { action: string; organizationId: string; target: { id: string } | null });
        const organizationId = actions[0]?.organizationId;
        expect(archive.manifest.organizationId).toBe(organizationId);
        expect(actions.filter((e) => e.target?.id === exportId).map((e) => e.action)).toEqual(
          expect.arrayContaining(['organization.export_requested', 'organization.export_downloaded']),
        );

        // Another organization's export is not there for its owner; its archive holds nothing of this one.
        const foreign = await other.get(`/api/organization/export/${exportId}`);
        expect(foreign.status).toBe(404);
        expect(foreign.json.code).toBe('export_not_found');
        const theirs = await other.post('/api/organization/export');
        expect(theirs.status, theirs.text).toBe(202);
        await until(
          async () => (await other.get(`/api/organization/export/${theirs.json.id}`)).json,
          (view) => view.status === 'ready',
        );
        const otherArchive = await downloadArchive(await mailedLink(server.url, otherEmail), server.url);
        const otherOrganization = otherArchive.manifest.organizationId;
        expect(otherOrganization).not.toBe(organizationId);
        expect(otherArchive.text).toContain('Bravo secret outage');
        expect(archive.text).not.toContain(otherOrganization);
        expect(archive.text).not.toContain('Bravo secret outage');
        expect(archive.text.toLowerCase()).not.toContain(otherEmail.toLowerCase());
        expect(otherArchive.text).not.toContain(organizationId);
        expect(otherArchive.text).not.toContain('Alpha ingress broken');
        expect(otherArchive.text.toLowerCase()).not.toContain(owner.email.toLowerCase());
      },
      SLOW_TEST_MS,
    );

    it(
      'asks a session older than 10 minutes to re-authenticate',
      async () => {
        const ownerId = org.ids.owner;
        if (backend === 'embedded') await server.stop();
        const store = await openStorage({ dataDir: server.dataDir, databaseUrl: env.DATABASE_URL });
        for (const session of await store.repositories.sessions.listByUser(ownerId))
          await store.repositories.sessions.markAuthenticated(
            session.id,
            new Date(Date.now() - 11 * 60_000).toISOString(),
          );
        await store.close();
        let owner = org.owner;
        if (backend === 'embedded') {
          server = await startServer(env, server.dataDir);
          owner = new ApiClient(server.url);
          owner.cookie = org.owner.cookie;
        }
        const stale = await owner.post('/api/organization/export');
        expect(stale.status).toBe(403);
        expect(stale.json.code).toBe('reauthentication_required');
        // Reading the state needs no fresh sign-in; the ready export survived the restart.
        expect((await owner.get(`/api/organization/export/${exportId}`)).json.status).toBe('ready');
        expect((await owner.post('/api/auth/reauthenticate', { password: newAccount().password })).status).toBe(204);
        const fresh = await owner.post('/api/organization/export');
        expect(fresh.status, fresh.text).toBe(202);
        await until(
          async () => (await owner.get(`/api/organization/export/${fresh.json.id}`)).json,
          (view) => view.status === 'ready',
        );
      },
      SLOW_TEST_MS,
    );
  });
}

describe('an expired export link', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ EXPORT_LINK_SECONDS: '3' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 410, and its archive is deleted; the e-mail speaks the owner’s language', async () => {
    const owner = new ApiClient(server.url);
    const account = newAccount();
    expect((await owner.post('/api/register', account)).status).toBe(201);
    const french = { currency: 'EUR', billingCycle: 'monthly', theme: 'system', language: 'fr' };
    expect((await owner.put('/api/user/preferences', french)).status).toBe(200);
    const requested = await owner.post('/api/organization/export');
    expect(requested.status, requested.text).toBe(202);
    const id = requested.json.id as string;
    const ready = await until(
      async () => (await owner.get(`/api/organization/export/${id}`)).json,
      (view) => view.status === 'ready',
    );
    const folder = join(server.dataDir, 'exports', id);
    expect((await readdir(folder, { recursive: true })).some((name) => name.endsWith('.tar.gz'))).toBe(true);
    const link = await mailedLink(server.url, account.email);
    const mails = (await (await fetch(`${server.url}/api/dev/mailbox`)).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.to === account.email && m.text.includes(link));
    expect(mail?.subject).toBe('L’export des données de votre organisation est prêt');
    expect(mail?.text).toContain('Télécharger l’archive');
    expect((await fetch(link.replace(/^https?:\/\/[^/]+/, server.url))).status).toBe(200);
    // The token is sealed at rest: not in the store's files (only the development outbox holds the e-mail).
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[a-f0-9]{64}$/);
    for (const name of await readdir(server.dataDir, { recursive: true })) {
      if (name.startsWith('outbox') || name.startsWith('exports')) continue;
      const bytes = await readFile(join(server.dataDir, name)).catch(() => Buffer.alloc(0));
      expect(bytes.includes(token), name).toBe(false);
    }

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(ready.expiresAt) - Date.now()) + 200));
    const expired = await fetch(link.replace(/^https?:\/\/[^/]+/, server.url));
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { code: string }).code).toBe('export_link_expired');
    expect(existsSync(folder)).toBe(false);
    const view = (await owner.get(`/api/organization/export/${id}`)).json;
    expect(view).toMatchObject({ id, status: 'expired' });
    expect(view.downloadUrl).toBeUndefined();
    const wrong = await fetch(`${server.url}/api/organization/export/${id}/download?token=${'1'.repeat(64)}`);
    expect(wrong.status).toBe(404);
  });
});

describe('two instances on one PostgreSQL database', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('build each export once, e-mail it once, and serve its link from either instance', async () => {
    const schema = await createSchema();
    const shared = await mkdtemp(join(tmpdir(), 'org-exports-'));
    const env = { DATABASE_URL: `${postgresUrl()}?search_path=${schema}`, EXPORTS_DIR: shared };
    servers.push(await startServer(env), await startServer(env));
    const [a, b] = servers as [RunningServer, RunningServer];
    const account = newAccount();
    const onA = new ApiClient(a.url);
    expect((await onA.post('/api/register', account)).status).toBe(201);
    const onB = new ApiClient(b.url);
    onB.cookie = onA.cookie;
    const requested = await onB.post('/api/organization/export');
    expect(requested.status, requested.text).toBe(202);
    expect((await onA.post('/api/organization/export')).json.code).toBe('export_running');
    const ready = await until(
      async () => (await onA.get(`/api/organization/export/${requested.json.id}`)).json,
      (view) => view.status === 'ready',
    );
    const mails = async (server: RunningServer) =>
      ((await (await fetch(`${server.url}/api/dev/mailbox`)).json()) as { to: string; subject: string }[]).filter(
        (mail) => mail.to === account.email && /export/i.test(mail.subject),
      );
    expect((await mails(a)).length + (await mails(b)).length).toBe(1);
    const path = new URL(ready.downloadUrl).pathname + new URL(ready.downloadUrl).search;
    const digests = await Promise.all(
      [a, b].map(async (server) => {
        const response = await fetch(server.url + path);
        expect(response.status).toBe(200);
        return createHash('sha256')
          .update(Buffer.from(await response.arrayBuffer()))
          .digest('hex');
      }),
    );
    expect(digests[0]).toBe(digests[1]);
  });
});

describe('an export a crash interrupted', () => {
  let server: RunningServer;
  afterAll(async () => {
    await server?.stop();
  });

  it('is taken over once its builder’s lease runs out, and finishes after the restart', async () => {
    server = await startServer();
    const owner = new ApiClient(server.url);
    const account = newAccount();
    expect((await owner.post('/api/register', account)).status).toBe(201);
    await server.stop();
    // As a crashed instance leaves it: the export running at 40 %, its job leased, both leases run out.
    const store = await openStorage({ dataDir: server.dataDir });
    const user = (await store.repositories.users.findByEmail(account.email)) as { id: string; organizationId: string };
    const past = new Date(Date.now() - 60_000);
    const id = 'crashed-export';
    await store.repositories.organizationExports.create({
      id,
      organizationId: user.organizationId,
      requestedBy: user.id,
      status: 'running',
      progress: 40,
      step: 'table invoices',
      createdAt: past.toISOString(),
      updatedAt: past.toISOString(),
      finishedAt: null,
      expiresAt: null,
      path: null,
      fileName: null,
      bytes: null,
      sha256: null,
      sealedToken: null,
      error: null,
      buildId: 'the-crashed-build',
      leaseUntil: past.toISOString(),
    });
    await store.repositories.jobs.enqueue({
      id: `organization.export:${id}`,
      kind: 'organization.export',
      payload: { exportId: id },
      runAt: past,
      maxAttempts: 3,
    });
    expect(await store.repositories.jobs.claim('crashed-instance', past, past, 10, 'organization.export')).toHaveLength(
      1,
    );
    await store.close();

    server = await startServer({}, server.dataDir);
    const client = new ApiClient(server.url);
    client.cookie = owner.cookie;
    expect((await client.post('/api/organization/export')).json.code).toBe('export_running');
    const ready = await until(
      async () => (await client.get(`/api/organization/export/${id}`)).json,
      (view) => view.status === 'ready',
    );
    expect(ready.progress).toBe(100);
    expect(await mailedLink(server.url, account.email)).toContain(`/api/organization/export/${id}/download?token=`);
  });
});
