import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ArchiveRejected,
  type BuiltArchive,
  buildOrganizationArchive,
  importOrganizationArchive,
} from '../../src/server/sovereignty/archive/index.ts';
import { verifyAuditChains } from '../../src/server/audit/verify-chains.ts';
import { openStorage, type StorageBackend } from '../../src/server/store/storage.ts';
import { ALL_TABLES } from '../../src/server/store/tables.ts';
import { UsageMeter } from '../../src/server/usage/usage.service.ts';
import { testClusterSpec } from '../support/builders.ts';
import { SLOW_TEST_MS } from '../support/budgets.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { PAY_WITH_CARD, until, withBillingProfile } from './commerce-helpers.ts';
import { startServer, type RunningServer } from './server-harness.ts';

// An organization taken away and brought back: its archive holds its records and documents
// (checked against the manifest and the JSON Schemas), nothing of another organization and no
// secret; imported into an empty instance, its members sign in by the e-mailed link and see the
// same invoices, clusters and tickets. A damaged or unknown archive changes nothing.

const run = promisify(execFile);
const IMPORT_SCRIPT = fileURLToPath(new URL('../../scripts/org-import.ts', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'org-archive-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Instance = { env: Record<string, string>; dataDir: string; open: () => Promise<StorageBackend> };

/** A fresh, empty instance's configuration on one backend. */
async function freshInstance(backend: 'embedded' | 'postgres'): Promise<Instance> {
  const dataDir = mkdtempSync(join(work, 'data-'));
  if (backend === 'embedded') return { env: {}, dataDir, open: () => openStorage({ dataDir }) };
  const schema = await createSchema();
  return {
    env: { DATABASE_URL: `${postgresUrl()}?search_path=${schema}` },
    dataDir,
    open: () => openStorage({ dataDir, databaseUrl: postgresUrl(), postgres: { searchPath: schema, max: 2 } }),
  };
}

/** A file the API answers, as bytes. */
async function download(client: ApiClient, path: string): Promise<Buffer> {
  const response = await fetch(client.base + path, { headers: { Cookie: client.cookie ?? '' } });
  expect(response.status, path).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function upload(client: ApiClient, name: string, bytes: Buffer): Promise<string> {
  const response = await fetch(`${client.base}/api/attachments?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { Origin: client.base, Cookie: client.cookie ?? '', 'Content-Type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function paid(client: ApiClient, body: Record<string, unknown>) {
  const order = await client.post('/api/orders', body);
  expect(order.status, JSON.stringify(order.json)).toBe(201);
  const payment = await client.post(`/api/orders/${order.json.id}/pay`, PAY_WITH_CARD);
  expect(payment.status, JSON.stringify(payment.json)).toBe(200);
  return order.json.id as string;
}

const plan = { kind: 'support', support: { planId: 'business' }, currency: 'EUR', billingCycle: 'monthly' };

/** Every file below `dir`, as archive paths. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => relative(dir, join(dir, path)).split('\\').join('/'))
    .sort();
}

type Schema = Record<string, unknown>;

/** An independent check of the JSON Schema keywords the archive uses (type, properties, required, items). */
function violations(schema: Schema, value: unknown, at = '$'): string[] {
  const kind =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : Number.isInteger(value)
          ? 'integer'
          : typeof value === 'number'
            ? 'number'
            : typeof value;
  const types = schema.type === undefined ? undefined : ([] as unknown[]).concat(schema.type);
  if (types && !types.includes(kind) && !(kind === 'integer' && types.includes('number')))
    return [`${at}: ${kind} is not ${types.join('|')}`];
  const out: string[] = [];
  if (Array.isArray(value) && schema.items)
    value.forEach((v, i) => out.push(...violations(schema.items as Schema, v, `${at}[${i}]`)));
  if (kind === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of (schema.required as string[]) ?? []) if (!(key in record)) out.push(`${at}.${key}: missing`);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [key, inner] of Object.entries(record)) {
      if (properties[key]) out.push(...violations(properties[key], inner, `${at}.${key}`));
      else if (schema.additionalProperties === false) out.push(`${at}.${key}: not allowed`);
      else if (typeof schema.additionalProperties === 'object')
        out.push(...violations(schema.additionalProperties as Schema, inner, `${at}.${key}`));
    }
  }
  return out;
}

/** Rows of every table of an instance (with the storage closed again). */
async function rowCounts(instance: Instance): Promise<Record<string, number>> {
  const storage = await instance.open();
  try {
    const counts: Record<string, number> = {};
    for (const table of ALL_TABLES) counts[table.name] = await storage.db.collection(table).count();
    return counts;
  } finally {
    await storage.close();
  }
}

/** Extracts `archive`, lets `change` edit the files, and packs them again with the system tar. */
async function repacked(archive: string, name: string, change: (dir: string) => void): Promise<string> {
  const dir = join(work, `${name}-files`);
  mkdirSync(dir);
  await run('tar', ['-xzf', archive, '-C', dir]);
  change(dir);
  const out = join(work, `${name}.tar.gz`);
  await run('tar', ['-czf', out, '-C', dir, ...readdirSync(dir)]);
  return out;
}

/** Repacks `archive` with one file edited and its manifest entry made to match (a consistent forgery). */
function rewritten(archive: string, name: string, file: string, edit: (text: string) => string): Promise<string> {
  return repacked(archive, name, (dir) => {
    const path = join(dir, file);
    writeFileSync(path, edit(readFileSync(path, 'utf8')));
    const content = readFileSync(path);
    const manifestPath = join(dir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const entry of manifest.files)
      if (entry.path === file)
        Object.assign(entry, { bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') });
    writeFileSync(manifestPath, JSON.stringify(manifest));
  });
}

async function refusal(instance: Instance, archive: string): Promise<ArchiveRejected['code'] | 'accepted'> {
  const storage = await instance.open();
  try {
    await importOrganizationArchive(storage, archive);
    return 'accepted';
  } catch (error) {
    if (error instanceof ArchiveRejected) return error.code;
    throw error;
  } finally {
    await storage.close();
  }
}

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`organization archive (${backend})`, () => {
    const owner = newAccount();
    const other = newAccount({ companyName: `Rival ${Date.now().toString(36)} GmbH` });
    const otherSubject = `Rival ticket ${Date.now().toString(36)} never to be exported`;
    const attachment = Buffer.from('2026-05-20T10:00:00Z 502 upstream reset\nline two of the log\n');
    let archive: BuiltArchive;
    let files: string;
    let organizationId = '';
    let otherOrganizationId = '';
    let otherOrderNumber = '';
    let apiToken = '';
    let kubeconfig = { id: '', text: '' };
    let kubeconfigToken = '';
    const seen: {
      invoices: { id: string; number: string; total: number; kind: string }[];
      pdfs: Map<string, Buffer>;
      clusters: { id: string; name: string; status: string }[];
      tickets: { id: string; subject: string; status: string }[];
      attachmentId: string;
    } = { invoices: [], pdfs: new Map(), clusters: [], tickets: [], attachmentId: '' };
    let target: Instance;

    it(
      'archives one organization: manifest checksums, schemas, documents, usage, and nothing of another organization nor any secret',
      async () => {
        const source = await freshInstance(backend);
        const server: RunningServer = await startServer(
          { ...source.env, SIMULATED_PHASE_SECONDS: '0.2' },
          source.dataDir,
        );
        try {
          const client = new ApiClient(server.url);
          expect((await client.post('/api/register', owner)).status).toBe(201);
          await withBillingProfile(client);
          // A running cluster, a plan bought twice (the second refunded by a credit note), a ticket with a file.
          const clusterOrder = await paid(client, {
            kind: 'cluster',
            cluster: testClusterSpec({ name: 'archived' }),
            currency: 'EUR',
            billingCycle: 'monthly',
          });
          const { clusterId } = await until(
            () => client.get(`/api/orders/${clusterOrder}`).then((r) => r.json),
            (o) => Boolean(o.clusterId),
          );
          await until(
            () => client.get(`/api/clusters/${clusterId}`).then((r) => r.json),
            (c) => c.status === 'running',
          );
          const [first, second] = [await client.post('/api/orders', plan), await client.post('/api/orders', plan)];
          expect((await client.post(`/api/orders/${first.json.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
          await until(
            () => client.get(`/api/orders/${first.json.id}`).then((r) => r.json),
            (o) => o.status === 'completed',
          );
          expect((await client.post(`/api/orders/${second.json.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
          await until(
            () => client.get(`/api/orders/${second.json.id}`).then((r) => r.json),
            (o) => o.status === 'failed' && Boolean(o.creditNoteId),
          );
          seen.attachmentId = await upload(client, 'ingress.log', attachment);
          const ticket = await client.post('/api/tickets', {
            subject: 'Ingress returns 502 since the upgrade',
            category: 'technical',
            priority: 'high',
            message: 'Since this morning every request through the ingress answers 502.',
            attachmentIds: [seen.attachmentId],
          });
          expect(ticket.status, JSON.stringify(ticket.json)).toBe(201);
          const token = await client.post('/api/tokens', { name: 'CI', scopes: ['read'], expiresInDays: 30 });
          expect(token.status, token.text).toBe(201);
          apiToken = token.json.token as string;
          const issued = await client.post(`/api/clusters/${clusterId}/kubeconfigs`, { ttlHours: 24 });
          expect(issued.status).toBe(201);
          kubeconfig = { id: issued.json.id as string, text: issued.json.kubeconfig as string };
          kubeconfigToken = /"?token"?:\s*"?(k8s_[A-Za-z0-9_-]{43})/.exec(kubeconfig.text)?.[1] ?? '';
          expect(kubeconfigToken).not.toBe('');

          seen.invoices = (await client.get('/api/billing/invoices')).json as unknown as typeof seen.invoices;
          expect(seen.invoices.map((i) => i.kind).sort()).toEqual(['credit_note', 'invoice', 'invoice', 'invoice']);
          for (const invoice of seen.invoices)
            seen.pdfs.set(invoice.number, await download(client, `/api/billing/invoices/${invoice.id}/pdf`));
          seen.clusters = (await client.get('/api/clusters')).json as unknown as typeof seen.clusters;
          seen.tickets = (await client.get('/api/tickets')).json as unknown as typeof seen.tickets;
          expect(seen.clusters).toHaveLength(1);
          expect(seen.tickets).toHaveLength(1);

          // The other organization: a ticket and an order of its own.
          const rival = new ApiClient(server.url);
          expect((await rival.post('/api/register', other)).status).toBe(201);
          await withBillingProfile(rival);
          const rivalTicket = await rival.post('/api/tickets', {
            subject: otherSubject,
            category: 'technical',
            priority: 'low',
            message: 'A message of the rival organization.',
          });
          expect(rivalTicket.status).toBe(201);
          const rivalOrder = await rival.post('/api/orders', plan);
          otherOrderNumber = rivalOrder.json.number as string;
        } finally {
          await server.stop();
        }

        // Two hours later the hourly meter has usage to report; then the archive is built.
        const storage = await source.open();
        const progress: { done: number; total: number; step: string }[] = [];
        try {
          const user = await storage.repositories.users.findByEmail(owner.email);
          organizationId = user?.organizationId ?? '';
          otherOrganizationId = (await storage.repositories.users.findByEmail(other.email))?.organizationId ?? '';
          expect(organizationId).not.toBe('');
          const meter = new UsageMeter({
            repositories: storage.repositories,
            catalog: storage.repositories.catalog,
            now: () => Date.now() + 2 * 3_600_000,
          });
          expect(await meter.meterAll()).toBeGreaterThan(0);
          archive = await buildOrganizationArchive(storage, organizationId, join(work, `out-${backend}`), (p) => {
            progress.push(p);
          });
        } finally {
          await storage.close();
        }
        expect(progress.at(-1)).toMatchObject({ step: 'done' });
        expect(progress.at(-1)?.done).toBe(progress.at(-1)?.total);
        expect(readdirSync(join(work, `out-${backend}`))).toEqual([archive.fileName]);
        const bytes = readFileSync(archive.path);
        expect(bytes.length).toBe(archive.bytes);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(archive.sha256);

        // The system tar reads it; every file is in the manifest with its size and checksum.
        files = join(work, `files-${backend}`);
        mkdirSync(files);
        await run('tar', ['-xzf', archive.path, '-C', files]);
        const manifest = JSON.parse(readFileSync(join(files, 'manifest.json'), 'utf8'));
        expect(manifest).toMatchObject({
          schemaVersion: 1,
          kind: 'organization-archive',
          organizationId,
          organizationName: owner.companyName,
        });
        const listed = manifest.files as { path: string; sha256: string; bytes: number }[];
        expect(listed.map((f) => f.path).sort()).toEqual(filesBelow(files).filter((p) => p !== 'manifest.json'));
        for (const file of listed) {
          const content = readFileSync(join(files, file.path));
          expect(content.length, file.path).toBe(file.bytes);
          expect(createHash('sha256').update(content).digest('hex'), file.path).toBe(file.sha256);
        }
        expect(manifest.redacted.users).toEqual(expect.arrayContaining(['passwordHash', 'mfa', 'mfaPending']));
        expect(manifest.redacted.api_tokens).toContain('tokenHash');

        // Every JSON Lines record meets its table's schema.
        const tables = (manifest.tables as { name: string; records: number }[]).map((t) => t.name);
        expect(tables).toEqual(expect.arrayContaining(['organizations', 'users', 'clusters', 'invoices', 'tickets']));
        for (const table of tables) {
          const schema = JSON.parse(readFileSync(join(files, `schemas/${table}.schema.json`), 'utf8')) as Schema;
          expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
          const lines = readFileSync(join(files, `data/${table}.jsonl`), 'utf8')
            .split('\n')
            .filter(Boolean);
          for (const line of lines) expect(violations(schema, JSON.parse(line)), table).toEqual([]);
        }
        const rows = (table: string) =>
          readFileSync(join(files, `data/${table}.jsonl`), 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(rows('organizations').map((o) => o.id)).toEqual([organizationId]);
        expect(
          rows('invoices')
            .map((i) => i.number)
            .sort(),
        ).toEqual(seen.invoices.map((i) => i.number).sort());
        expect(rows('clusters').map((c) => c.name)).toEqual(['archived']);
        expect(rows('usage_days').length).toBeGreaterThan(0);

        // The documents are the bytes the invoice downloads serve; the ticket's file is its bytes.
        for (const invoice of seen.invoices) {
          const folder = invoice.kind === 'credit_note' ? 'credit-notes' : 'invoices';
          expect(
            readFileSync(join(files, `documents/${folder}/${invoice.number}.pdf`)).equals(
              seen.pdfs.get(invoice.number) as Buffer,
            ),
          ).toBe(true);
          expect(readFileSync(join(files, `documents/${folder}/${invoice.number}.xml`), 'utf8')).toContain(
            invoice.number,
          );
        }
        const ticketFile = `tickets/${seen.tickets[0]?.id}/attachments/${seen.attachmentId}-ingress.log`;
        expect(readFileSync(join(files, ticketFile)).equals(attachment)).toBe(true);
        const audit = readFileSync(join(files, 'audit/audit.jsonl'), 'utf8').split('\n').filter(Boolean);
        expect(audit.length).toBeGreaterThan(3);
        expect(audit.map((line) => JSON.parse(line).seq)).toEqual(audit.map((_, i) => i + 1));
        const usage = readFileSync(join(files, 'usage/hourly.csv'), 'utf8').split('\r\n').filter(Boolean);
        expect(usage[0]).toBe('cluster_id,cluster_name,hour_utc,metric,quantity,unit');
        expect(
          usage
            .slice(1)
            .some((line) => line.startsWith(`${clusterIdOf(rows)},archived,`) && line.includes(',node_hours,')),
        ).toBe(true);
        const readme = readFileSync(join(files, 'README.txt'), 'utf8');
        expect(readme).toContain('npm run org:import');
        expect(readme).toContain('FRANÇAIS');

        // Nothing of the other organization, and no secret, anywhere in the archive.
        const everything = filesBelow(files).map((path) => readFileSync(join(files, path)));
        const anywhere = (text: string) => everything.some((content) => content.includes(text));
        expect(anywhere(owner.email)).toBe(true);
        for (const foreign of [
          otherOrganizationId,
          other.email,
          other.username,
          other.companyName,
          otherSubject,
          otherOrderNumber,
        ])
          expect(anywhere(foreign), foreign).toBe(false);
        expect(rows('kubeconfigs').map((k) => k.id)).toEqual([kubeconfig.id]);
        for (const secret of [owner.password, apiToken, kubeconfigToken, '$argon2'])
          expect(anywhere(secret), secret).toBe(false);
        // Secret fields are named in the manifest's `redacted`, and in no record.
        const data = filesBelow(files).filter((path) => path.startsWith('data/'));
        for (const field of [
          'passwordHash',
          'tokenHash',
          'sealedKey',
          'sealedSecret',
          'sealedClientSecret',
          'providerToken',
          'dataBase64',
        ])
          for (const path of data)
            expect(readFileSync(join(files, path), 'utf8'), `${field} in ${path}`).not.toContain(`"${field}"`);
      },
      SLOW_TEST_MS,
    );

    it(
      'imports into an empty instance, where the owner signs in by the e-mailed link and sees the same invoices, clusters and tickets',
      async () => {
        target = await freshInstance(backend);
        const { stdout } = await run(process.execPath, [IMPORT_SCRIPT, archive.path], {
          env: { ...process.env, APP_ENV: 'test', DATA_DIR: target.dataDir, ...target.env },
        });
        expect(stdout).toContain(`Imported the organization ${owner.companyName} (${organizationId})`);
        expect(stdout).toContain('Forgot password');
        expect(stdout).toContain(owner.email);

        const server = await startServer(target.env, target.dataDir);
        try {
          const client = new ApiClient(server.url);
          // No password came along.
          expect((await client.post('/api/login', { username: owner.username, password: owner.password })).status).toBe(
            401,
          );
          expect((await client.post('/api/auth/forgot-password', { email: owner.email })).status).toBe(202);
          const { token } = await until(
            () => latestMail(server.url, owner.email, /Reset/i).catch(() => ({ token: undefined })),
            (m) => Boolean(m.token),
          );
          const password = 'Taken-Away-And-Back-7';
          expect((await client.post('/api/auth/reset-password', { token, password })).status).toBe(200);
          const login = await client.post('/api/login', { username: owner.username, password });
          expect(login.status, login.text).toBe(200);

          const invoices = (await client.get('/api/billing/invoices')).json as unknown as typeof seen.invoices;
          expect(invoices.map(({ number, total, kind }) => ({ number, total, kind }))).toEqual(
            seen.invoices.map(({ number, total, kind }) => ({ number, total, kind })),
          );
          for (const invoice of invoices)
            expect(
              (await download(client, `/api/billing/invoices/${invoice.id}/pdf`)).equals(
                seen.pdfs.get(invoice.number) as Buffer,
              ),
            ).toBe(true);
          const clusters = (await client.get('/api/clusters')).json as unknown as typeof seen.clusters;
          expect(clusters.map(({ id, name, status }) => ({ id, name, status }))).toEqual(
            seen.clusters.map(({ id, name, status }) => ({ id, name, status })),
          );
          const tickets = (await client.get('/api/tickets')).json as unknown as typeof seen.tickets;
          expect(tickets.map(({ id, subject, status }) => ({ id, subject, status }))).toEqual(
            seen.tickets.map(({ id, subject, status }) => ({ id, subject, status })),
          );
          expect((await download(client, `/api/attachments/${seen.attachmentId}`)).equals(attachment)).toBe(true);
          // The API token is listed, but its secret did not come along.
          const tokens = (await client.get('/api/tokens')).json as unknown as { tokens: { status: string }[] };
          expect(tokens.tokens.map((t) => t.status)).toEqual(['revoked']);
          const bearer = await fetch(`${server.url}/api/clusters`, {
            headers: { Authorization: `Bearer ${apiToken}` },
          });
          expect(bearer.status).toBe(401);
          // The kubeconfig is in the cluster's inventory, revoked: its credential did not come along.
          const inventory = (await client.get(`/api/clusters/${seen.clusters[0]?.id}/kubeconfigs`)).json as unknown as {
            id: string;
            revokedAt: string | null;
          }[];
          expect(inventory.map((k) => k.id)).toEqual([kubeconfig.id]);
          expect(inventory[0]?.revokedAt).not.toBeNull();
          // The document counters went past the imported numbers: the next invoice takes a new one.
          const next = await client.post('/api/orders', {
            kind: 'product',
            product: { productId: 'harbor', quantity: 1 },
            currency: 'EUR',
            billingCycle: 'monthly',
          });
          expect(next.status, next.text).toBe(201);
          const pay = await client.post(`/api/orders/${next.json.id}/pay`, PAY_WITH_CARD);
          expect(pay.status, pay.text).toBe(200);
          const issued = (await client.get(`/api/billing/invoices/${pay.json.invoiceId}`)).json;
          expect(issued.number).toMatch(/^INV-/);
          expect(seen.invoices.map((i) => i.number)).not.toContain(issued.number);
        } finally {
          await server.stop();
        }
      },
      SLOW_TEST_MS,
    );

    it(
      'refuses a tampered file, an unknown schema version and an organization already there, changing nothing',
      async () => {
        const tampered = await repacked(archive.path, `tampered-${backend}`, (dir) => {
          const path = join(dir, 'data/tickets.jsonl');
          writeFileSync(path, readFileSync(path, 'utf8').replace('Ingress returns 502', 'Ingress returns 503'));
        });
        const future = await repacked(archive.path, `future-${backend}`, (dir) => {
          const path = join(dir, 'manifest.json');
          writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), schemaVersion: 2 }));
        });
        // Checksums that match do not make a row of another organization acceptable.
        const foreignRow = await rewritten(archive.path, `foreign-${backend}`, 'data/tickets.jsonl', (text) =>
          text.replaceAll(organizationId, otherOrganizationId),
        );
        // The imported audit chain holds; the import follows the archived entries, then the owner's sign-in.
        const imported = await target.open();
        try {
          const [chain] = await verifyAuditChains(imported.repositories.audit, organizationId);
          expect(chain?.chain).toBe(organizationId);
          expect(chain?.broken).toBeUndefined();
          const archived = readFileSync(join(files, 'audit/audit.jsonl'), 'utf8').split('\n').filter(Boolean).length;
          expect(chain?.linked).toBeGreaterThan(archived + 1);
          const entries = await imported.repositories.audit.listChain(organizationId);
          expect(entries.find((e) => e.seq === archived + 1)?.action).toBe('organization.imported');
        } finally {
          await imported.close();
        }
        const before = await rowCounts(target);
        expect(before.organizations).toBeGreaterThan(0);
        expect(await refusal(target, tampered)).toBe('archive_checksum');
        expect(await refusal(target, future)).toBe('archive_schema_version');
        expect(await refusal(target, archive.path)).toBe('archive_not_empty');
        expect(await refusal(target, foreignRow)).toBe('archive_malformed');
        expect(await rowCounts(target)).toEqual(before);

        // The same refusals leave an empty instance empty, and the command says why.
        const empty = await freshInstance(backend);
        const emptyBefore = await rowCounts(empty);
        expect(await refusal(empty, tampered)).toBe('archive_checksum');
        expect(await refusal(empty, future)).toBe('archive_schema_version');
        expect(await refusal(empty, foreignRow)).toBe('archive_malformed');
        expect(await rowCounts(empty)).toEqual(emptyBefore);
        const refused = await run(process.execPath, [IMPORT_SCRIPT, tampered], {
          env: { ...process.env, APP_ENV: 'test', DATA_DIR: empty.dataDir, ...empty.env },
        }).catch((error: { code: number; stderr: string }) => error);
        expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('archive_checksum') });

        // An archive never makes anyone staff of the instance it is imported into.
        const forged = await rewritten(archive.path, `forged-${backend}`, 'data/users.jsonl', (text) =>
          text
            .replace('"role":"user"', '"role":"super_admin"')
            .replace('"officersAccess":false', '"officersAccess":true'),
        );
        expect(readFileSync(join(work, `forged-${backend}-files/data/users.jsonl`), 'utf8')).toContain('super_admin');
        expect(await refusal(empty, forged)).toBe('accepted');
        const storage = await empty.open();
        try {
          const user = await storage.repositories.users.findByEmail(owner.email);
          expect(user).toMatchObject({ role: 'user', officersAccess: false, passwordHash: null });
        } finally {
          await storage.close();
        }
      },
      SLOW_TEST_MS,
    );
  });
}

function clusterIdOf(rows: (table: string) => Record<string, unknown>[]): string {
  return String(rows('clusters')[0]?.id);
}
