import { jobsTable } from '../jobs/jobs.repository.ts';
import type { JobRecord } from '../../shared/jobs/jobs.schemas.ts';
import { sealTotpSeed, totpSeedRecord } from '../mfa/totp-seed.ts';
import type { Db } from '../store/db.ts';
import { usersTable } from '../users/users.repository.ts';
import type { MfaSettings, UserRecord } from '../../shared/users/users.schemas.ts';
import {
  webhookEndpointsTable,
  type WebhookEndpointRecord,
  type WebhookSecret,
} from '../webhooks/webhook-endpoints.repository.ts';
import { webhookSecretRecord } from '../webhooks/webhook-signing.ts';
import { isSealed, type SecretBox } from './secret-box.ts';
import { ssoSecretRecord } from '../sso/sso-secret.ts';
import { ssoSettingsTable } from '../sso/sso-settings.repository.ts';
import { exportTokenRecord, organizationExportsTable } from '../sovereignty/export/exports.repository.ts';

/** What one pass did: secrets found in clear and sealed, secrets sealed again under the current key. */
export type SealReport = { sealed: number; resealed: number; unreadable: number };

// Records as stored before their secrets were sealed: the clear field beside (or instead of) the sealed one.
type StoredMfa = Omit<MfaSettings, 'sealedSecret'> & { sealedSecret?: string; secret?: string };
type StoredUser = Omit<UserRecord, 'mfa' | 'mfaPending'> & {
  mfa: StoredMfa | null;
  mfaPending: { sealedSecret?: string; secret?: string; createdAt: string } | null;
};
type StoredWebhookSecret = Omit<WebhookSecret, 'sealedKey'> & { sealedKey?: string; key?: string };
type StoredEndpoint = Omit<WebhookEndpointRecord, 'secrets'> & { secrets: StoredWebhookSecret[] };

/**
 * Brings every secret the store keeps to its sealed form under the current SECRETS_KEY: TOTP
 * seeds and webhook signing secrets still in clear (written before they were sealed) are sealed
 * to their record; values an older key sealed (SECRETS_KEY_PREVIOUS, during a rotation) are
 * sealed again, as are pending jobs' sealed payloads (e-mails waiting to go out). Each record is
 * changed atomically and checked again under its lock, so it is safe while the console runs
 * (PostgreSQL) and idempotent: a second pass finds nothing to do. Single sign-on client secrets,
 * always written sealed, are sealed again after a key rotation too. A value neither key opens is
 * counted as unreadable and left as it is.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<SealReport> {
  const report: SealReport = { sealed: 0, resealed: 0, unreadable: 0 };
  await sealUsers(db, box, report);
  await sealWebhookEndpoints(db, box, report);
  await resealSsoSecrets(db, box, report);
  await resealExportTokens(db, box, report);
  await resealPendingJobs(db, box, report);
  return report;
}

/** The record's secret under the current key; `undefined` when it cannot be read. */
function current(
  box: SecretBox,
  record: string,
  value: { sealed?: string; clear?: string },
  report: SealReport,
): string | undefined {
  if (value.clear !== undefined) {
    report.sealed++;
    return box.sealFor(record, value.clear);
  }
  if (value.sealed === undefined || !box.needsReseal(value.sealed)) return value.sealed;
  try {
    const resealed = box.sealFor(record, box.openFor(record, value.sealed));
    report.resealed++;
    return resealed;
  } catch {
    report.unreadable++;
    return value.sealed;
  }
}

const userNeedsWork = (box: SecretBox, user: Readonly<StoredUser>) =>
  [user.mfa, user.mfaPending].some(
    (mfa) => mfa && (mfa.secret !== undefined || (mfa.sealedSecret !== undefined && box.needsReseal(mfa.sealedSecret))),
  );

async function sealUsers(db: Db, box: SecretBox, report: SealReport) {
  const users = db.collection(usersTable);
  const candidates = (await users.peek())
    .filter((user) => userNeedsWork(box, user as Readonly<StoredUser>))
    .map((user) => user.id);
  for (const id of candidates) {
    await users.update(id, (stored) => {
      const user = stored as StoredUser;
      if (!userNeedsWork(box, user)) return undefined;
      const record = totpSeedRecord(user.id);
      const seal = (mfa: { sealedSecret?: string; secret?: string }) =>
        current(box, record, { sealed: mfa.sealedSecret, clear: mfa.secret }, report);
      const { secret: _mfaSecret, ...mfa } = user.mfa ?? {};
      const { secret: _pendingSecret, ...pending } = user.mfaPending ?? {};
      return {
        ...stored,
        mfa: user.mfa ? ({ ...mfa, sealedSecret: seal(user.mfa) } as MfaSettings) : null,
        mfaPending: user.mfaPending
          ? ({ ...pending, sealedSecret: seal(user.mfaPending) } as UserRecord['mfaPending'])
          : null,
      };
    });
  }
}

const endpointNeedsWork = (box: SecretBox, endpoint: Readonly<StoredEndpoint>) =>
  endpoint.secrets.some(
    (secret) => secret.key !== undefined || (secret.sealedKey !== undefined && box.needsReseal(secret.sealedKey)),
  );

async function sealWebhookEndpoints(db: Db, box: SecretBox, report: SealReport) {
  const endpoints = db.collection(webhookEndpointsTable);
  const candidates = (await endpoints.peek())
    .filter((endpoint) => endpointNeedsWork(box, endpoint as Readonly<StoredEndpoint>))
    .map((e) => e.id);
  for (const id of candidates) {
    await endpoints.update(id, (stored) => {
      const endpoint = stored as StoredEndpoint;
      if (!endpointNeedsWork(box, endpoint)) return undefined;
      const record = webhookSecretRecord(endpoint.id);
      const secrets = endpoint.secrets.map(({ key, sealedKey, ...rest }) => ({
        ...rest,
        sealedKey: current(box, record, { sealed: sealedKey, clear: key }, report),
      }));
      return { ...stored, secrets: secrets as WebhookSecret[] };
    });
  }
}

/** Organizations' single sign-on client secrets, always stored sealed: sealed again under the current key. */
async function resealSsoSecrets(db: Db, box: SecretBox, report: SealReport) {
  const settings = db.collection(ssoSettingsTable);
  const candidates = (await settings.peek()).filter((s) => box.needsReseal(s.sealedClientSecret)).map((s) => s.id);
  for (const id of candidates) {
    await settings.update(id, (stored) => {
      if (!box.needsReseal(stored.sealedClientSecret)) return undefined;
      const sealed = current(box, ssoSecretRecord(stored.id), { sealed: stored.sealedClientSecret }, report);
      return sealed === undefined || sealed === stored.sealedClientSecret
        ? undefined
        : { ...stored, sealedClientSecret: sealed };
    });
  }
}

/** The download tokens of ready organization archives (the only exports with one). */
async function resealExportTokens(db: Db, box: SecretBox, report: SealReport) {
  const exports = db.collection(organizationExportsTable);
  const candidates = (await exports.peek({ where: { expires: { gt: '' } } }))
    .filter((e) => e.sealedToken !== null && box.needsReseal(e.sealedToken))
    .map((e) => e.id);
  for (const id of candidates) {
    await exports.update(id, (stored) => {
      if (stored.sealedToken === null || !box.needsReseal(stored.sealedToken)) return undefined;
      const sealed = current(box, exportTokenRecord(stored.id), { sealed: stored.sealedToken }, report);
      return sealed === undefined || sealed === stored.sealedToken ? undefined : { ...stored, sealedToken: sealed };
    });
  }
}

const jobNeedsWork = (box: SecretBox, job: Readonly<JobRecord>) =>
  isSealed(job.payload) && box.needsReseal(job.payload.sealed);

async function resealPendingJobs(db: Db, box: SecretBox, report: SealReport) {
  const jobs = db.collection(jobsTable);
  const candidates = (await jobs.peek({ where: { pending: 'pending' } }))
    .filter((job) => jobNeedsWork(box, job))
    .map((job) => job.id);
  for (const id of candidates) {
    await jobs.update(id, (job) => {
      if (!jobNeedsWork(box, job) || !isSealed(job.payload)) return undefined;
      try {
        const payload = box.seal(box.open(job.payload));
        report.resealed++;
        return { ...job, payload };
      } catch {
        report.unreadable++;
        return undefined;
      }
    });
  }
}
