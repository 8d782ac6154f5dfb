import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationWithOwner } from '../../../test/support/billing-fixtures.ts';
import { BACKENDS } from '../../../test/support/storage.ts';
import { jobsTable } from '../jobs/jobs.repository.ts';
import { currentTotpCode, generateTotpSecret } from '../mfa/totp.ts';
import { openTotpSeed } from '../mfa/totp-seed.ts';
import { usersTable } from '../users/users.repository.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { webhookEndpointsTable, type WebhookEndpointRecord } from '../webhooks/webhook-endpoints.repository.ts';
import { openWebhookSecrets } from '../webhooks/webhook-signing.ts';
import { SecretBox } from './secret-box.ts';
import { sealStoredSecrets } from './stored-secrets.ts';
import { openSsoSecret, sealSsoSecret } from '../sso/sso-secret.ts';
import { ssoSettingsTable, type SsoSettingsRecord } from '../sso/sso-settings.repository.ts';
import {
  exportTokenRecord,
  organizationExportsTable,
  type OrganizationExportRecord,
} from '../sovereignty/export/exports.repository.ts';

// The move to sealed secrets and a key rotation, on both backends: records an earlier version
// wrote in clear are sealed at the next pass, what the previous key sealed is sealed again under
// the current one, and a second pass finds nothing to do.

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()));
});

/** A user and a webhook endpoint as a version before sealing stored them: the secrets in clear. */
async function legacyRecords(makeBackend: (typeof BACKENDS)[number][1]) {
  const store = await (await makeBackend()).open();
  opened.push(store);
  const { repositories } = store;
  const db = store.storage.db;
  const { organization, user } = await organizationWithOwner(repositories);
  const seed = generateTotpSecret();
  await db.collection(usersTable).update(user.id, (current) => ({
    ...current,
    mfa: {
      secret: seed,
      enabledAt: current.createdAt,
      lastUsedStep: 0,
      recoveryCodeHashes: [],
    } as unknown as UserRecord['mfa'],
  }));
  const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
  const at = new Date().toISOString();
  const endpoint = {
    id: `wh-${randomBytes(4).toString('hex')}`,
    organizationId: organization.id,
    url: 'https://hooks.example.eu/x',
    events: ['order.paid'],
    description: '',
    secrets: [{ key: webhookSecret, createdAt: at, expiresAt: null }],
    enabled: true,
    disabledAt: null,
    disabledReason: null,
    failingSince: null,
    createdBy: user.id,
    createdAt: at,
    updatedAt: at,
  } as unknown as WebhookEndpointRecord;
  await db.collection(webhookEndpointsTable).insert(endpoint);
  return { db, repositories, userId: user.id, endpointId: endpoint.id, seed, webhookSecret };
}

describe.each(BACKENDS)('secrets stored by an earlier version, and a key rotation (%s)', (_name, makeBackend) => {
  it('seals clear TOTP seeds and webhook secrets to their record, and they still work', async () => {
    const { db, userId, endpointId, seed, webhookSecret } = await legacyRecords(makeBackend);
    const box = new SecretBox(randomBytes(32));
    expect(await sealStoredSecrets(db, box)).toEqual({ sealed: 2, resealed: 0, unreadable: 0 });
    const user = (await db.collection(usersTable).get(userId)) as UserRecord;
    expect(JSON.stringify(user)).not.toContain(seed);
    expect(user.mfa && openTotpSeed(box, userId, user.mfa.sealedSecret)).toBe(seed);
    expect(currentTotpCode(openTotpSeed(box, userId, user.mfa?.sealedSecret ?? ''))).toBe(currentTotpCode(seed));
    const endpoint = (await db.collection(webhookEndpointsTable).get(endpointId)) as WebhookEndpointRecord;
    expect(JSON.stringify(endpoint)).not.toContain(webhookSecret);
    expect(openWebhookSecrets(box, endpointId, endpoint.secrets)).toEqual([webhookSecret]);
    // Sealed to its record: another user's record does not open it.
    expect(() => openTotpSeed(box, endpointId, user.mfa?.sealedSecret ?? '')).toThrow();
    expect(await sealStoredSecrets(db, box)).toEqual({ sealed: 0, resealed: 0, unreadable: 0 });
  });

  it('seals again under the new key what the previous one sealed, pending e-mails included; then the previous key is not needed', async () => {
    const { db, repositories, userId, endpointId, seed, webhookSecret } = await legacyRecords(makeBackend);
    const oldKey = randomBytes(32);
    const old = new SecretBox(oldKey);
    await sealStoredSecrets(db, old);
    const mail = { to: 'ada@example.eu', subject: 'Reset', text: 'https://console.example.eu/reset-password?token=x' };
    await repositories.jobs.enqueue({ id: `mail-${userId}`, kind: 'mail.send', payload: old.seal(mail) });

    const newKey = randomBytes(32);
    // Without the previous key, nothing opens: counted, left as it is.
    expect(await sealStoredSecrets(db, new SecretBox(newKey))).toEqual({ sealed: 0, resealed: 0, unreadable: 3 });
    expect(await sealStoredSecrets(db, new SecretBox(newKey, oldKey))).toEqual({
      sealed: 0,
      resealed: 3,
      unreadable: 0,
    });
    const rotated = new SecretBox(newKey);
    const user = (await db.collection(usersTable).get(userId)) as UserRecord;
    expect(openTotpSeed(rotated, userId, user.mfa?.sealedSecret ?? '')).toBe(seed);
    const endpoint = (await db.collection(webhookEndpointsTable).get(endpointId)) as WebhookEndpointRecord;
    expect(openWebhookSecrets(rotated, endpointId, endpoint.secrets)).toEqual([webhookSecret]);
    const job = await db.collection(jobsTable).get(`mail-${userId}`);
    expect(rotated.open(job?.payload as { sealed: string })).toEqual(mail);
    expect(await sealStoredSecrets(db, rotated)).toEqual({ sealed: 0, resealed: 0, unreadable: 0 });
  });

  it('seals a single sign-on client secret again under the new key, still bound to its organization', async () => {
    const store = await (await makeBackend()).open();
    opened.push(store);
    const db = store.storage.db;
    const { organization } = await organizationWithOwner(store.repositories);
    const oldKey = randomBytes(32);
    const at = new Date().toISOString();
    const settings: SsoSettingsRecord = {
      id: organization.id,
      issuer: 'https://login.example.eu',
      clientId: 'console',
      sealedClientSecret: sealSsoSecret(new SecretBox(oldKey), organization.id, 'client-secret-1'),
      domains: ['example.eu'],
      enforce: false,
      defaultRole: 'member',
      groupRoles: {},
      createdAt: at,
      updatedAt: at,
    };
    await db.collection(ssoSettingsTable).insert(settings);
    const newKey = randomBytes(32);
    expect(await sealStoredSecrets(db, new SecretBox(newKey, oldKey))).toEqual({
      sealed: 0,
      resealed: 1,
      unreadable: 0,
    });
    const stored = (await db.collection(ssoSettingsTable).get(organization.id)) as SsoSettingsRecord;
    expect(openSsoSecret(new SecretBox(newKey), organization.id, stored.sealedClientSecret)).toBe('client-secret-1');
    expect(() => openSsoSecret(new SecretBox(newKey), 'another-organization', stored.sealedClientSecret)).toThrow();
    expect(await sealStoredSecrets(db, new SecretBox(newKey))).toEqual({ sealed: 0, resealed: 0, unreadable: 0 });
  });

  it('seals an organization archive’s download token again under the new key, still bound to its export', async () => {
    const store = await (await makeBackend()).open();
    opened.push(store);
    const db = store.storage.db;
    const { organization, user: owner } = await organizationWithOwner(store.repositories);
    const oldKey = randomBytes(32);
    const at = new Date().toISOString();
    const ready: OrganizationExportRecord = {
      id: 'export-1',
      organizationId: organization.id,
      requestedBy: owner.id,
      status: 'ready',
      progress: 100,
      step: null,
      createdAt: at,
      updatedAt: at,
      finishedAt: at,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      path: 'export-1/archive.tar.gz',
      fileName: 'archive.tar.gz',
      bytes: 10,
      sha256: '0'.repeat(64),
      sealedToken: new SecretBox(oldKey).sealFor(exportTokenRecord('export-1'), 'link-token-1'),
      error: null,
      buildId: null,
      leaseUntil: null,
    };
    await db.collection(organizationExportsTable).insert(ready);
    const newKey = randomBytes(32);
    expect(await sealStoredSecrets(db, new SecretBox(newKey, oldKey))).toEqual({
      sealed: 0,
      resealed: 1,
      unreadable: 0,
    });
    const stored = (await db.collection(organizationExportsTable).get('export-1')) as OrganizationExportRecord;
    expect(new SecretBox(newKey).openFor(exportTokenRecord('export-1'), stored.sealedToken ?? '')).toBe('link-token-1');
    expect(() => new SecretBox(newKey).openFor(exportTokenRecord('export-2'), stored.sealedToken ?? '')).toThrow();
    expect(await sealStoredSecrets(db, new SecretBox(newKey))).toEqual({ sealed: 0, resealed: 0, unreadable: 0 });
  });
});
