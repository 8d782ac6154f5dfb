import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterSpec } from '../../src/shared/clusters/clusters.schemas.ts';
import { organizationWithOwner } from '../support/billing-fixtures.ts';
import { billingWorld, finishOperation } from '../support/billing-walk-world.ts';
import { testCard, testClusterSpec } from '../support/builders.ts';
import { BACKENDS } from '../support/storage.ts';
import { buyRunningCluster, type ClusterOrder, type ConsoleCluster } from './console-cluster.ts';
import { startServer, type RunningServer } from './server-harness.ts';

// Maintenance windows and Kubernetes version upkeep as a customer meets them. On the real
// server: the window and automatic upgrades set with PATCH (at once, no operation, an event and
// an activity entry), bad windows refused with the field named, and the upgrade pre-check. On a
// test clock through the services the server runs (both backends): a newer patch applied inside
// the window only, the end-of-support notice 30 days before (e-mail and notification, once),
// and the minor upgraded in the first window past its end of support.

describe('the maintenance window and the upgrade pre-check, on the real server', () => {
  let server: RunningServer;
  let cluster: ConsoleCluster;
  const path = () => `/api/clusters/${cluster.clusterId}`;
  beforeAll(async () => {
    server = await startServer({ SIMULATED_PHASE_SECONDS: '0.2' });
    const order = {
      name: 'upkeep',
      kubernetesVersion: '1.36',
      nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 1 }],
      addonIds: ['cert-manager'],
      maintenanceWindow: { day: 'sat', startHourUtc: 23, durationHours: 3 },
    };
    cluster = await buyRunningCluster(server.url, order as ClusterOrder);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('keeps the window ordered and answers the next one, the patch and where the version stands', async () => {
    const answer = (await cluster.client.get(path())).json;
    expect(answer.maintenanceWindow).toEqual({ day: 'sat', startHourUtc: 23, durationHours: 3 });
    expect(answer.patchVersion).toBe('1.36.7');
    expect(answer.availablePatch).toBeNull();
    expect(answer.versionLifecycle).toMatchObject({ endOfSupport: '2027-06-28', status: 'supported' });
    const next = new Date(answer.nextMaintenanceAt as string);
    expect(next.getUTCDay()).toBe(6);
    expect(next.getUTCHours()).toBe(23);
    expect(next.getTime() - Date.now()).toBeLessThan(7 * 86_400_000);
    const listed = (await cluster.client.get('/api/clusters')).json as unknown as {
      id: string;
      nextMaintenanceAt: string;
    }[];
    expect(listed.find((c) => c.id === cluster.clusterId)?.nextMaintenanceAt).toBe(answer.nextMaintenanceAt);
  });

  it('changes the window and automatic upgrades at once: no operation, an event and an activity entry', async () => {
    const changed = await cluster.client.patch(path(), {
      maintenanceWindow: { day: 'tue', startHourUtc: 4, durationHours: 2 },
      autoUpgrade: true,
    });
    expect(changed.status, changed.text).toBe(202);
    expect(changed.json).toMatchObject({
      status: 'running',
      operation: null,
      autoUpgrade: true,
      maintenanceWindow: { day: 'tue', startHourUtc: 4, durationHours: 2 },
    });
    expect(new Date(changed.json.nextMaintenanceAt as string).getUTCDay()).toBe(2);
    const events = (await cluster.client.get(`${path()}/events`)).json as unknown as { message: string }[];
    expect(events.map((e) => e.message)).toContain(
      'Maintenance window set to Tuesday 04:00 UTC, 2 h; automatic patch upgrades turned on',
    );
    const activity = (
      (await cluster.client.get('/api/organization/activity?kind=cluster')).json as unknown as {
        entries: { action: string; detail: string }[];
      }
    ).entries;
    expect(activity.find((e) => e.action === 'cluster.changed')?.detail).toContain('Tuesday 04:00 UTC, 2 h');
    const off = await cluster.client.patch(path(), { autoUpgrade: false });
    expect(off.json).toMatchObject({ autoUpgrade: false, maintenanceWindow: { day: 'tue' } });
  });

  it('refuses a bad window with the field named, and changes nothing', async () => {
    for (const [window, field] of [
      [{ day: 'tue', startHourUtc: 4, durationHours: 0 }, 'maintenanceWindow.durationHours'],
      [{ day: 'tue', startHourUtc: 4, durationHours: 9 }, 'maintenanceWindow.durationHours'],
      [{ day: 'tue', startHourUtc: 24, durationHours: 2 }, 'maintenanceWindow.startHourUtc'],
      [{ day: 'someday', startHourUtc: 4, durationHours: 2 }, 'maintenanceWindow.day'],
    ] as const) {
      const refused = await cluster.client.patch(path(), { maintenanceWindow: window });
      expect(refused.status, JSON.stringify(window)).toBe(400);
      expect(Object.keys(refused.json.fields as object)).toEqual([field]);
    }
    // A refused change sent with a window leaves the window as it was.
    const skipping = await cluster.client.patch(path(), {
      kubernetesVersion: '1.34',
      maintenanceWindow: { day: 'mon', startHourUtc: 1, durationHours: 1 },
    });
    expect(skipping.status).toBe(400);
    expect(skipping.json.fields).toHaveProperty('kubernetesVersion');
    expect((await cluster.client.get(path())).json.maintenanceWindow).toEqual({
      day: 'tue',
      startHourUtc: 4,
      durationHours: 2,
    });
  });

  it('pre-checks an upgrade: one minor up is allowed, a downgrade, a skip or an unknown version is not', async () => {
    const check = async (version: string) =>
      (await cluster.client.get(`${path()}/upgrade-check?version=${version}`)).json;
    const up = await check('1.37');
    expect(up).toMatchObject({ from: '1.36', to: '1.37', allowed: true });
    const kinds = (up.checks as { kind: string; status: string; addonId?: string }[]).map((c) => [c.kind, c.status]);
    expect(kinds).toEqual([
      ['version', 'ok'],
      ['operation', 'ok'],
      ['addon', 'ok'],
      ['deprecated-api', 'ok'],
    ]);
    expect((up.checks as { addonId?: string }[])[2]?.addonId).toBe('cert-manager');
    for (const version of ['1.35', '1.38', '1.36', '1.99']) {
      const refused = await check(version);
      expect(refused.allowed, version).toBe(false);
      expect((refused.checks as { kind: string; status: string }[])[0]).toMatchObject({
        kind: 'version',
        status: 'blocking',
      });
    }
    expect((await cluster.client.get(`${path()}/upgrade-check?version=latest`)).status).toBe(400);
    expect((await cluster.client.get('/api/clusters/no-such-cluster/upgrade-check?version=1.37')).status).toBe(404);
  });

  it('says a change already running blocks the upgrade, and PATCH refuses it with 409', async () => {
    const scaled = await cluster.client.patch(path(), { nodePools: [{ name: 'web', nodeSizeId: 'gp-2-4', count: 2 }] });
    expect(scaled.status, scaled.text).toBe(202);
    const check = (await cluster.client.get(`${path()}/upgrade-check?version=1.37`)).json;
    expect(check.allowed).toBe(false);
    expect((check.checks as { kind: string; status: string }[]).find((c) => c.kind === 'operation')?.status).toBe(
      'blocking',
    );
    const refused = await cluster.client.patch(path(), { kubernetesVersion: '1.37' });
    expect(refused.status).toBe(409);
    expect(refused.json.fields).toHaveProperty('kubernetesVersion');
  });
});

const SUNDAY = (time: string) => Date.parse(`2026-12-13T${time}:00.000Z`);
const MONDAY = Date.parse('2026-12-07T09:00:00.000Z');

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

/** A cluster ordered and paid on the clock, running, then set as `stored` says (an older record). */
async function runningCluster(w: World, clock: { now: number }, spec: Partial<ClusterSpec>, stored = {}) {
  const { organization, user } = await organizationWithOwner(w.repositories);
  const order = await w.commerce.orders.create(user, {
    kind: 'cluster',
    cluster: testClusterSpec({ name: 'upkeep', ...spec }),
    currency: 'EUR',
    billingCycle: 'monthly',
    promoCode: undefined,
  });
  expect((await w.commerce.checkout.pay(user, order.id, { card: testCard(), save: true })).kind).toBe('paid');
  const paid = await w.repositories.orders.findAny(order.id);
  if (!paid) throw new Error('order not stored');
  await w.clusters.createFromOrder(paid);
  const clusterId = (await w.repositories.orders.findAny(order.id))?.clusterId ?? '';
  await finishOperation(w.repositories, clusterId, clock.now);
  await w.repositories.clusters.update(clusterId, (current) => ({ ...current, ...stored }));
  return { organization, user, clusterId };
}

describe.each(BACKENDS)('version upkeep on a test clock (%s)', (_name, backend) => {
  it('applies a newer patch inside the window when automatic upgrades are on, never outside it', async () => {
    const clock = { now: MONDAY };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const on = await runningCluster(
      w,
      clock,
      { kubernetesVersion: '1.36', autoUpgrade: true },
      { patchVersion: '1.36.5' },
    );
    const off = await runningCluster(w, clock, { kubernetesVersion: '1.36' }, { patchVersion: '1.36.5' });
    const seen = await w.clusters.get(on.organization.id, on.clusterId);
    expect(seen).toMatchObject({ patchVersion: '1.36.5', availablePatch: '1.36.7', autoUpgrade: true });
    expect(seen.nextMaintenanceAt).toBe('2026-12-13T02:00:00.000Z');

    // Monday, and Sunday just before the window: nothing starts.
    for (const at of [MONDAY, SUNDAY('01:59')]) {
      clock.now = at;
      await w.maintenance.run();
      expect((await w.clusters.get(on.organization.id, on.clusterId)).status).toBe('running');
    }
    // Inside the window: the cluster with automatic upgrades moves to 1.36.7; the other waits.
    clock.now = SUNDAY('02:15');
    expect(await w.maintenance.run()).toMatchObject({ upgrades: 1 });
    const upgrading = await w.clusters.get(on.organization.id, on.clusterId);
    expect(upgrading).toMatchObject({ status: 'updating', operation: 'update', kubernetesVersion: '1.36' });
    const events = await w.clusters.events(on.organization.id, on.clusterId);
    expect(events.some((e) => e.message.includes('1.36.7'))).toBe(true);
    expect(await w.clusters.get(off.organization.id, off.clusterId)).toMatchObject({
      status: 'running',
      availablePatch: '1.36.7',
    });
    // The next tick finds it busy and starts nothing more.
    clock.now = SUNDAY('02:30');
    expect(await w.maintenance.run()).toMatchObject({ upgrades: 0 });
  });

  it('refuses a change of minor an installed add-on cannot follow, as the pre-check says, changing nothing', async () => {
    const clock = { now: MONDAY };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user, clusterId } = await runningCluster(
      w,
      clock,
      { kubernetesVersion: '1.36', addonIds: ['cert-manager'] },
      { addonVersions: { 'cert-manager': '1.18.2' } },
    );
    const check = await w.clusters.upgradeCheck(organization.id, clusterId, '1.37');
    expect(check.allowed).toBe(false);
    const refused = await w.clusters.update(user, clusterId, { kubernetesVersion: '1.37' }).catch((error) => error);
    expect(refused).toMatchObject({ status: 400 });
    expect(refused.fields.kubernetesVersion).toBe(check.checks.find((c) => c.status === 'blocking')?.message);
    expect(await w.clusters.get(organization.id, clusterId)).toMatchObject({
      status: 'running',
      kubernetesVersion: '1.36',
    });
  });

  it('tells the owners 30 days before the end of support, once, then upgrades the minor in the first window after it', async () => {
    const clock = { now: MONDAY };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user, clusterId } = await runningCluster(
      w,
      clock,
      { kubernetesVersion: '1.35' },
      { kubernetesVersion: '1.34', patchVersion: '1.34.14' },
    );
    // A second owner reads French; a member who is not an owner is not told.
    const zoe = await w.repositories.users.create({
      username: `zoe${clusterId.slice(0, 8)}`,
      email: `zoe-${clusterId.slice(0, 8)}@example.eu`,
      name: 'Zoé',
      role: 'user',
      orgRole: 'owner',
      organizationId: organization.id,
      emailVerified: true,
      officersAccess: false,
      passwordHash: 'x',
    });
    const french = await w.repositories.users.change(zoe.id, (current) => ({
      preferences: { ...current.preferences, language: 'fr' },
    }));
    await w.outbox(Math.max(clock.now, Date.now()) + 1000);
    expect((await w.clusters.get(organization.id, clusterId)).versionLifecycle).toEqual({
      endOfSupport: '2026-12-31',
      status: 'ending-soon',
      daysLeft: 25,
    });

    expect(await w.maintenance.run()).toMatchObject({ notices: 1, upgrades: 0 });
    expect(await w.maintenance.run()).toMatchObject({ notices: 0 });
    // Mail is queued on the system clock: taken once it is due there too.
    const mails = await w.outbox(Math.max(clock.now, Date.now()) + 1000);
    const notice = mails.filter((mail) => mail.subject.includes('support ends'));
    expect(notice).toHaveLength(1);
    const frenchNotice = mails.filter((mail) => mail.to === french.email);
    expect(frenchNotice.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Kubernetes 1\.34 sur «\u00a0upkeep\u00a0»\u00a0: fin du support le 31/),
    ]);
    expect(notice[0]?.to).toBe(user.email);
    expect(notice[0]?.subject).toBe('Kubernetes 1.34 on "upkeep": support ends on 31 Dec 2026');
    expect(notice[0]?.text).toContain('The maintenance window of 3 Jan 2027 upgrades it to Kubernetes 1.35');
    const notifications = (await w.notifications.list(user.id)).items.map((n) => n.message);
    expect(notifications.filter((text) => text.includes('support ends'))).toHaveLength(1);
    const events = await w.clusters.events(organization.id, clusterId);
    expect(events.filter((e) => e.message.includes('end of support'))).toHaveLength(1);
    // What was told is kept on the record, never in the answer.
    expect(await w.clusters.get(organization.id, clusterId)).not.toHaveProperty('endOfSupportNoticed');

    // The last supported day's window changes nothing; the first window after it upgrades to 1.35.
    clock.now = Date.parse('2026-12-27T03:00:00.000Z');
    expect(await w.maintenance.run()).toMatchObject({ upgrades: 0 });
    clock.now = Date.parse('2027-01-01T10:00:00.000Z');
    expect((await w.clusters.get(organization.id, clusterId)).versionLifecycle.status).toBe('ended');
    expect(await w.maintenance.run()).toMatchObject({ upgrades: 0 });
    clock.now = Date.parse('2027-01-03T02:30:00.000Z');
    expect(await w.maintenance.run()).toMatchObject({ upgrades: 1, notices: 0 });
    const record = await w.repositories.clusters.findAny(clusterId);
    expect(record).toMatchObject({ status: 'updating', operation: 'update' });
    expect(record?.targetSpec?.kubernetesVersion).toBe('1.35');
  });
});
