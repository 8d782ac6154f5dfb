import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsTable } from '../../src/server/notifications/notifications.repository.ts';
import { pseudonymOf } from '../../src/server/organizations/organization-erasure.repository.ts';
import { openStorage } from '../../src/server/store/storage.ts';
import { retainUntil } from '../../src/shared/organization-closing/closing.schemas.ts';
import { createSchema, postgresUrl } from '../support/storage.ts';
import { ApiClient, latestMail, newAccount } from './api-client.ts';
import { PAY_WITH_CARD, until } from './commerce-helpers.ts';
import { buyRunningCluster } from './console-cluster.ts';
import { startServer, type RunningServer } from './server-harness.ts';
import { team } from './team-helpers.ts';
import { BearerClient, createToken } from './token-helpers.ts';

// Leaving cleanly: an owner closes the organization (a recent sign-in, its name typed again),
// every subscription stops at its period's end, an owner may reopen during the grace period, and
// once it is over the erasure job deletes the clusters, erases personal data and archives what
// the law keeps for 10 years, readable by administrators only. On both backends, through the
// real server; the grace period is ended by moving its end into the past, as a test clock would.

const PASSWORD = newAccount().password;

type Entry = { id: string; action: string; kind: string; number: string; issuedAt: string; retainUntil: string };
/** The `entries` of an answer (activity, archive). */
const entriesOf = (json: unknown) => (json as { entries: Entry[] }).entries;
const DAY_MS = 86_400_000;

for (const backend of ['embedded', 'postgres'] as const) {
  describe(`closing an organization (${backend})`, () => {
    let server: RunningServer;
    let env: Record<string, string>;
    let schema: string | undefined;

    const store = () =>
      openStorage({
        dataDir: server.dataDir,
        ...(schema ? { databaseUrl: postgresUrl(), postgres: { searchPath: schema, max: 2 } } : {}),
      });
    /** Stops the server, lets `edit` change the stored rows, starts it again; answers clients moved to it. */
    async function restartAfter(
      edit: (repositories: Awaited<ReturnType<typeof store>>['repositories']) => Promise<void>,
      clients: ApiClient[],
    ): Promise<ApiClient[]> {
      await server.stop();
      const storage = await store();
      try {
        await edit(storage.repositories);
      } finally {
        await storage.close();
      }
      server = await startServer(env, server.dataDir);
      return clients.map((old) => {
        const moved = new ApiClient(server.url);
        moved.cookie = old.cookie;
        return moved;
      });
    }

    beforeAll(async () => {
      schema = backend === 'postgres' ? await createSchema() : undefined;
      env = {
        SIMULATED_PHASE_SECONDS: '0.2',
        API_TOKEN_REQUESTS_PER_MINUTE: '100000',
        ...(schema ? { DATABASE_URL: `${postgresUrl()}?search_path=${schema}` } : {}),
      };
      server = await startServer(env);
    });
    afterAll(async () => {
      await server.stop();
    });

    it('refuses members who are not owners, tokens, a wrong name and a stale sign-in, and changes nothing', async () => {
      const org = await team(server.url);
      const name = (await org.owner.get('/api/user')).json.companyName as string;
      for (const role of ['member', 'billing', 'viewer'] as const) {
        const refused = await org[role].post('/api/organization/close', { confirmName: name });
        expect(refused.status, role).toBe(403);
        expect(refused.json.code, role).toBe('forbidden');
        expect((await org[role].post('/api/organization/reopen')).status, role).toBe(403);
      }
      const token = new BearerClient(server.url, (await createToken(org.owner, ['read', 'team:write'])).token);
      const byToken = await token.post('/api/organization/close', { confirmName: name });
      expect(byToken.status).toBe(403);
      expect(byToken.json.code).toBe('token_not_allowed');
      const wrongName = await org.owner.post('/api/organization/close', { confirmName: `${name} ` + 'x' });
      expect(wrongName.status).toBe(400);
      expect(wrongName.json.fields.confirmName).toContain(name);
      expect((await org.owner.post('/api/organization/close', {})).status).toBe(400);
      const notClosing = await org.owner.post('/api/organization/reopen');
      expect(notClosing.status).toBe(409);
      expect(notClosing.json.code).toBe('organization_open');

      // A sign-in older than 10 minutes must be confirmed first.
      const ownerId = org.ids.owner;
      const [owner = org.owner, viewer = org.viewer] = await restartAfter(
        async (repositories) => {
          for (const session of await repositories.sessions.listByUser(ownerId))
            await repositories.sessions.markAuthenticated(session.id, new Date(Date.now() - 11 * 60_000).toISOString());
        },
        [org.owner, org.viewer],
      );
      const stale = await owner.post('/api/organization/close', { confirmName: name });
      expect(stale.status).toBe(403);
      expect(stale.json.code).toBe('reauthentication_required');
      for (const client of [owner, viewer]) {
        const closure = await client.get('/api/organization/closure');
        expect(closure.status).toBe(200);
        expect(closure.json).toMatchObject({ state: 'open', closedAt: null, eraseAfter: null, graceDays: 7 });
      }
      const activity = await owner.get('/api/organization/activity');
      expect(entriesOf(activity.json).map((e) => e.action)).not.toContain('organization.closed');
    });

    it('closes, reopens within the grace period, and once it is over erases personal data and archives the accounting records', async () => {
      // The organization that leaves: a running cluster, a product, a ticket, an API token.
      const leaving = await buyRunningCluster(server.url, {
        name: 'leaving-web',
        nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3 }],
        addonIds: [],
      });
      let owner = leaving.client;
      const me = (await owner.get('/api/user')).json;
      const ownerEmail = me.email as string;
      const name = me.companyName as string;
      const product = await owner.post('/api/orders', {
        kind: 'product',
        product: { productId: 'harbor', quantity: 1 },
        currency: 'EUR',
        billingCycle: 'monthly',
      });
      expect(product.status, product.text).toBe(201);
      expect((await owner.post(`/api/orders/${product.json.id}/pay`, PAY_WITH_CARD)).status).toBe(200);
      const productPath = `/api/products/subscriptions/${product.json.id}`;
      await until(
        () => owner.get(productPath),
        (r) => r.status === 200 && r.json.state === 'active',
      );
      const ticket = await owner.post('/api/tickets', {
        subject: 'Our DPO asks about our data',
        category: 'technical',
        priority: 'normal',
        message: 'Please call Zoë on +33 6 12 34 56 78 about the cluster leaving-web.',
      });
      expect(ticket.status, ticket.text).toBe(201);
      const apiToken = (await createToken(owner, ['read'])).token;
      // A notification moved to the trash is hidden, not gone: the erasure must find it too.
      const notices = (await owner.get('/api/notifications')).json as { id: string }[];
      expect(notices.length).toBeGreaterThan(1);
      expect((await owner.put(`/api/notifications/${notices[0]?.id}/trash`)).status).toBe(200);
      const invoicesBefore = (await owner.get('/api/billing/invoices')).json;

      // Another organization, which nothing here may touch.
      const other = await buyRunningCluster(server.url, {
        name: 'staying-web',
        nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 3 }],
        addonIds: [],
      });
      const otherTicket = await other.client.post('/api/tickets', {
        subject: 'Staying with you',
        category: 'technical',
        priority: 'normal',
        message: 'Nothing changes for us, please keep everything.',
      });
      expect(otherTicket.status).toBe(201);
      const otherMe = (await other.client.get('/api/user')).json;
      const otherInvoices = (await other.client.get('/api/billing/invoices')).json;

      // Closing: every subscription stops at its period's end, the erasure waits for the grace period.
      const closed = await owner.post('/api/organization/close', { confirmName: name });
      expect(closed.status, closed.text).toBe(200);
      expect(closed.json.state).toBe('closing');
      expect(Date.parse(closed.json.eraseAfter) - Date.parse(closed.json.closedAt)).toBe(7 * DAY_MS);
      expect((await owner.get(productPath)).json).toMatchObject({ state: 'cancelling', cancelAtPeriodEnd: true });
      expect((await owner.get(`/api/clusters/${leaving.clusterId}`)).json.status).toBe('running');
      const again = await owner.post('/api/organization/close', { confirmName: name });
      expect(again.status).toBe(409);
      expect(again.json.code).toBe('organization_closing');
      // A closing organization buys nothing more.
      const refused = await owner.post('/api/orders', {
        kind: 'product',
        product: { productId: 'harbor', quantity: 1 },
        currency: 'EUR',
        billingCycle: 'monthly',
      });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.json).toMatchObject({ code: 'organization_closing' });
      const { mail } = await latestMail(server.url, ownerEmail, /is closing/);
      expect(mail.text).toContain(name);

      // Reopening within the grace period restores everything.
      const reopened = await owner.post('/api/organization/reopen');
      expect(reopened.status, reopened.text).toBe(200);
      expect(reopened.json).toMatchObject({ state: 'open', eraseAfter: null });
      expect((await owner.get(productPath)).json).toMatchObject({ state: 'active', cancelAtPeriodEnd: false });
      const actions = entriesOf((await owner.get('/api/organization/activity')).json).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['organization.closed', 'organization.reopened']));

      expect((await owner.post('/api/organization/close', { confirmName: name })).status).toBe(200);

      // The grace period ends (its end moved into the past), and a start of the server finds it due.
      let organizationId = '';
      [owner = owner] = await restartAfter(
        async (repositories) => {
          const user = await repositories.users.findById(me.id);
          organizationId = user?.organizationId ?? '';
          await repositories.organizations.change(organizationId, (current) => ({
            closure: current.closure
              ? { ...current.closure, eraseAfter: new Date(Date.now() - 60_000).toISOString() }
              : null,
          }));
        },
        [owner],
      );
      const done = await until(
        () => latestMail(server.url, ownerEmail, /is closed/).catch(() => undefined),
        (found) => found !== undefined,
      );
      expect(done?.mail.text).toContain(name);

      // Nobody of the organization can sign in or use a token any more.
      expect((await owner.get('/api/user')).status).toBe(401);
      expect((await new BearerClient(server.url, apiToken).get('/api/clusters')).status).toBe(401);
      expect(
        (await new ApiClient(server.url).post('/api/login', { username: ownerEmail, password: PASSWORD })).status,
      ).not.toBe(200);

      // Administrators read the archive: every invoice and credit note, kept 10 years from its issue.
      const admin = new ApiClient(server.url);
      expect((await admin.post('/api/dev/login', { as: 'admin' })).status).toBe(200);
      const archive = await admin.get(`/api/admin/legal-archive?organizationId=${organizationId}`);
      expect(archive.status, archive.text).toBe(200);
      const documents = entriesOf(archive.json).filter((e) => e.kind !== 'credit_entry');
      const numbers = documents.map((e) => e.number);
      for (const invoice of invoicesBefore as { number: string }[]) expect(numbers).toContain(invoice.number);
      // The cluster's deletion credited its unused days, as any deletion does.
      expect(documents.some((e) => e.kind === 'credit_note')).toBe(true);
      for (const entry of entriesOf(archive.json)) {
        expect(entry.retainUntil).toBe(retainUntil(entry.issuedAt));
        const issued = new Date(entry.issuedAt);
        expect(new Date(entry.retainUntil).getUTCFullYear()).toBe(issued.getUTCFullYear() + 10);
      }
      const pdf = await fetch(`${server.url}/api/admin/legal-archive/${documents[0]?.id}/pdf`, {
        headers: { Cookie: admin.cookie ?? '' },
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      // Nobody else: a customer, an officer (without the administrator role).
      const officer = new ApiClient(server.url);
      expect((await officer.post('/api/dev/login', { as: 'officer' })).status).toBe(200);
      const stranger = new ApiClient(server.url);
      stranger.cookie = other.client.cookie;
      for (const client of [stranger, officer]) {
        expect((await client.get(`/api/admin/legal-archive?organizationId=${organizationId}`)).status).toBe(404);
        expect((await client.get(`/api/admin/legal-archive/${documents[0]?.id}/pdf`)).status).toBe(404);
      }
      const adminView = await admin.get(`/api/admin/users/${me.id}`);
      expect(adminView.json.name).toBe(pseudonymOf(me.id));
      expect(adminView.text).not.toContain(ownerEmail);

      // The other organization is untouched.
      expect((await stranger.get('/api/user')).json).toMatchObject({ email: otherMe.email, name: otherMe.name });
      expect((await stranger.get(`/api/clusters/${other.clusterId}`)).json.status).toBe('running');
      expect((await stranger.get('/api/billing/invoices')).json).toEqual(otherInvoices);
      expect((await stranger.get(`/api/tickets/${otherTicket.json.id}`)).text).toContain('Nothing changes for us');

      // What is stored: personal data gone, the accounting records whole.
      await server.stop();
      const storage = await store();
      try {
        const r = storage.repositories;
        const user = await r.users.findById(me.id);
        expect(user).toMatchObject({ name: pseudonymOf(me.id), email: `${pseudonymOf(me.id)}@erased.invalid` });
        expect(user?.passwordHash).toBeNull();
        expect(await r.sessions.listByUser(me.id)).toEqual([]);
        expect(await r.apiTokens.listByUser(me.id)).toEqual([]);
        for (const key of ['visible', 'unread', 'trashed'] as const)
          expect(await storage.db.collection(notificationsTable).list({ where: { [key]: me.id } }), key).toEqual([]);
        const storedTicket = await r.tickets.findById(ticket.json.id);
        expect(storedTicket?.messages[0]?.body).toBe('[erased]');
        expect(JSON.stringify(storedTicket)).not.toMatch(/Zoë|\+33|DPO|example\.eu/);
        const cluster = await r.clusters.findAny(leaving.clusterId);
        expect(['deleting', 'deleted']).toContain(cluster?.status);
        const organization = await r.organizations.findById(organizationId);
        expect(organization?.closure?.erasedAt).toEqual(expect.any(String));
        expect(organization?.closure?.notify).toBeUndefined();
        const invoices = await r.invoices.listSince(organizationId, '2000-01-01T00:00:00.000Z');
        expect(invoices.map((i) => i.number).sort()).toEqual([...numbers].sort());
        const chain = await r.audit.listChain(organizationId);
        const erased = chain.find((e) => e.action === 'organization.erased');
        expect(erased).toBeDefined();
        expect(chain.filter((e) => e.action === 'organization.closed').every((e) => e.redactedAt)).toBe(true);
        // Money events are accounting records: kept whole.
        expect(chain.some((e) => e.action.startsWith('payment.') && !e.redactedAt)).toBe(true);
        const otherUser = await r.users.findById(otherMe.id);
        expect(otherUser).toMatchObject({ email: otherMe.email, name: otherMe.name });
        expect((await r.tickets.findById(otherTicket.json.id))?.messages[0]?.body).toContain('Nothing changes');
      } finally {
        await storage.close();
      }
      server = await startServer(env, server.dataDir);
    });
  });
}
