import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { AuditService } from '../../audit/audit.service.ts';
import type { RequestMeta } from '../../auth/tokens.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobHandler, Schedule } from '../../jobs/job-runner.ts';
import { inLanguageOf } from '../../mail/mail-language.ts';
import type { OutgoingMail } from '../../mail/mail-queue.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import type { Repositories } from '../../store/repositories.ts';
import type { UserRecord } from '../../../shared/users/users.schemas.ts';
import type { OrganizationExport } from '../../../shared/organizations/organization-export.schemas.ts';
import { MS_PER_HOUR, MS_PER_MINUTE } from '../../../shared/time.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { exportTokenRecord, type OrganizationExportRecord } from './exports.repository.ts';
import { exportReadyMessage } from './export-mail.ts';
import type { ArchiveBuilder, BuiltArchive } from './archive-port.ts';

/** The job that builds one export's archive (its id is the export's: queued once). */
export const EXPORT_JOB = 'organization.export';
/** The job that deletes expired archives and requeues exports a crash left without a job. */
export const EXPORT_SWEEP_JOB = 'organization.export-sweep';
const SWEEP_EVERY_MS = MS_PER_HOUR / 4;
const JOB_ATTEMPTS = 3;
/** How long a build holds its export without renewing (it renews every third of it while it works). */
const BUILD_LEASE_MS = 2 * MS_PER_MINUTE;
/** Progress is written when it moves by this many points, not on every file. */
const PROGRESS_STEP = 2;

export const exportJobId = (exportId: string) => `${EXPORT_JOB}:${exportId}`;

type Deps = {
  repositories: Repositories;
  box: SecretBox;
  mailer: OutgoingMail;
  audit: AuditService;
  publicOrigin: string;
  /** Where archives are written (EXPORTS_DIR, default DATA_DIR/exports): every instance reads it. */
  directory: string;
  /** How long a ready archive and its link live. */
  linkMs: number;
  build: ArchiveBuilder;
  now?: () => number;
};

/** A ready archive to send: where it is on disk and what to call it. */
export type ArchiveDownload = { path: string; fileName: string; bytes: number };

const exportNotFound = () => new AppError(404, 'export_not_found', m.export_error_not_found());
const linkInvalid = () => new AppError(404, 'export_link_invalid', m.export_error_link_invalid());
const linkExpired = () => new AppError(410, 'export_link_expired', m.export_error_link_expired());

/** Two strings compared in constant time (their digests, so lengths do not show either). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * An owner takes the organization's data away: the export is queued (one at a time per
 * organization, which the store itself enforces), built in the background by the jobs runner
 * into the exports folder, e-mailed to the owner as a link whose token is sealed at rest, and
 * deleted with its link once the link expires.
 */
export class OrganizationExports {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  #now(): number {
    return this.#deps.now?.() ?? Date.now();
  }

  /** Queues an export of the caller's organization; 409 `export_running` while one is queued or running. */
  async request(user: UserRecord, meta: RequestMeta): Promise<{ id: string; status: 'queued' }> {
    const { repositories } = this.#deps;
    const at = new Date(this.#now()).toISOString();
    const record: OrganizationExportRecord = {
      id: randomUUID(),
      organizationId: user.organizationId,
      requestedBy: user.id,
      status: 'queued',
      progress: 0,
      step: null,
      createdAt: at,
      updatedAt: at,
      finishedAt: null,
      expiresAt: null,
      path: null,
      fileName: null,
      bytes: null,
      sha256: null,
      sealedToken: null,
      error: null,
      buildId: null,
      leaseUntil: null,
    };
    if (!(await repositories.organizationExports.create(record)))
      throw new AppError(409, 'export_running', m.export_error_running());
    // A crash between the two writes leaves the export without its job: the sweep queues it again.
    await repositories.jobs.enqueue({
      id: exportJobId(record.id),
      kind: EXPORT_JOB,
      payload: { exportId: record.id },
      maxAttempts: JOB_ATTEMPTS,
    });
    await this.#deps.audit.record(meta, {
      action: 'organization.export_requested',
      result: 'success',
      actorId: user.id,
      organizationId: user.organizationId,
      targetType: 'organization_export',
      targetId: record.id,
    });
    return { id: record.id, status: 'queued' };
  }

  /** One export of the caller's organization, as the API shows it; another organization's is a 404. */
  async read(organizationId: string, id: string): Promise<OrganizationExport> {
    const record = await this.#settled(await this.#own(organizationId, id));
    return this.#view(record);
  }

  /** The organization's newest export, or null. */
  async latest(organizationId: string): Promise<OrganizationExport | null> {
    const record = await this.#deps.repositories.organizationExports.latest(organizationId);
    return record ? this.#view(await this.#settled(record)) : null;
  }

  /**
   * The archive behind a download link: 404 for an unknown export or a wrong token, 410 once
   * the link expired (the archive is deleted then, if the sweep has not yet done it).
   */
  async download(id: string, token: string, meta: RequestMeta): Promise<ArchiveDownload> {
    const found = await this.#deps.repositories.organizationExports.get(id);
    if (!found) throw linkInvalid();
    const expected = this.#token(found);
    if (expected === undefined || !sameSecret(token, expected)) throw linkInvalid();
    const record = await this.#settled(found);
    if (record.status === 'expired') throw linkExpired();
    if (record.status !== 'ready' || !record.path || !record.fileName) throw linkInvalid();
    const path = this.#absolute(record.path);
    const bytes = (await stat(path).catch(() => undefined))?.size;
    if (bytes === undefined) throw linkInvalid();
    await this.#deps.audit.record(meta, {
      action: 'organization.export_downloaded',
      result: 'success',
      organizationId: record.organizationId,
      targetType: 'organization_export',
      targetId: record.id,
    });
    return { path, fileName: record.fileName, bytes };
  }

  /** Opens a ready archive for streaming. */
  open(download: ArchiveDownload): NodeJS.ReadableStream {
    return createReadStream(download.path);
  }

  /** The background jobs: building an archive, and the sweep of expired ones. */
  jobs(): { handlers: Record<string, JobHandler>; schedule: Schedule } {
    return {
      handlers: {
        [EXPORT_JOB]: (payload, job) =>
          this.#build((payload as { exportId: string }).exportId, job.attempts >= job.maxAttempts),
        [EXPORT_SWEEP_JOB]: () => this.sweep(),
      },
      schedule: { kind: EXPORT_SWEEP_JOB, everyMs: SWEEP_EVERY_MS },
    };
  }

  /** Deletes expired archives (marking their exports expired) and requeues exports left without a job. */
  async sweep(): Promise<undefined> {
    const { repositories } = this.#deps;
    const now = new Date(this.#now()).toISOString();
    for (const record of await repositories.organizationExports.expiredBefore(now, 100)) await this.#expire(record);
    const slot = Math.floor(this.#now() / SWEEP_EVERY_MS);
    for (const record of await repositories.organizationExports.active(100)) {
      if (this.#leased(record)) continue;
      // Its first job may be long finished (a crash after it handed the build over): one more per sweep.
      await repositories.jobs.enqueue({
        id: `${exportJobId(record.id)}:sweep:${slot}`,
        kind: EXPORT_JOB,
        payload: { exportId: record.id },
        maxAttempts: JOB_ATTEMPTS,
      });
    }
    return undefined;
  }

  async #own(organizationId: string, id: string): Promise<OrganizationExportRecord> {
    const record = await this.#deps.repositories.organizationExports.get(id);
    if (!record || record.organizationId !== organizationId) throw exportNotFound();
    return record;
  }

  /** The record with its expiry applied: a ready export past its time is expired (and its file deleted). */
  async #settled(record: OrganizationExportRecord): Promise<OrganizationExportRecord> {
    if (record.status !== 'ready' || !record.expiresAt || Date.parse(record.expiresAt) > this.#now()) return record;
    return (await this.#expire(record)) ?? record;
  }

  async #expire(record: OrganizationExportRecord): Promise<OrganizationExportRecord | undefined> {
    const at = new Date(this.#now()).toISOString();
    if (record.path) await rm(this.#absolute(record.path), { force: true });
    await rm(join(this.#deps.directory, record.id), { recursive: true, force: true });
    return this.#deps.repositories.organizationExports.update(record.id, (current) =>
      current.status === 'ready' ? { ...current, status: 'expired', path: null, updatedAt: at } : undefined,
    );
  }

  #view(record: OrganizationExportRecord): OrganizationExport {
    const view: OrganizationExport = {
      id: record.id,
      status: record.status,
      progress: record.progress,
      createdAt: record.createdAt,
    };
    if (record.expiresAt && (record.status === 'ready' || record.status === 'expired'))
      view.expiresAt = record.expiresAt;
    const token = record.status === 'ready' ? this.#token(record) : undefined;
    if (token !== undefined) {
      view.downloadUrl = this.#link(record.id, token);
      if (record.fileName) view.fileName = record.fileName;
      if (record.bytes !== null) view.bytes = record.bytes;
    }
    return view;
  }

  /** The export's download token; undefined when none was made or its key is gone (a finished key rotation). */
  #token(record: OrganizationExportRecord): string | undefined {
    if (!record.sealedToken) return undefined;
    try {
      return this.#deps.box.openFor(exportTokenRecord(record.id), record.sealedToken);
    } catch {
      return undefined;
    }
  }

  #link(id: string, token: string): string {
    return new URL(
      `/api/organization/export/${encodeURIComponent(id)}/download?token=${token}`,
      this.#deps.publicOrigin,
    ).href;
  }

  /** Within the exports folder, whatever the stored path says. */
  #absolute(path: string): string {
    const root = resolve(this.#deps.directory);
    const full = resolve(root, path);
    const inside = relative(root, full);
    if (inside.startsWith('..') || isAbsolute(inside)) throw new Error('An export path left the exports folder.');
    return full;
  }

  /**
   * Builds one export, under a lease of its own on the export (renewed while it works, so a
   * build may outlast the job's lease): a second run (another instance, or the job taken over)
   * leaves a build in progress alone, and takes over one whose builder stopped renewing (a crash).
   * Each build writes to a folder of its own; only the lease holder's progress and result count.
   * On the last attempt a failure marks the export failed instead of retrying.
   */
  async #build(exportId: string, lastAttempt: boolean): Promise<undefined> {
    const exports = this.#deps.repositories.organizationExports;
    const buildId = randomUUID();
    const stamp = () => new Date(this.#now()).toISOString();
    const leaseEnd = () => new Date(this.#now() + BUILD_LEASE_MS).toISOString();
    const started = await exports.update(exportId, (current) => {
      const free = current.status === 'queued' || (current.status === 'running' && !this.#leased(current));
      return free
        ? {
            ...current,
            status: 'running',
            progress: 0,
            step: null,
            buildId,
            leaseUntil: leaseEnd(),
            updatedAt: stamp(),
          }
        : undefined;
    });
    if (!started) return undefined;
    const mine = (current: OrganizationExportRecord) => current.status === 'running' && current.buildId === buildId;
    const renewal = setInterval(() => {
      exports
        .update(exportId, (current) => (mine(current) ? { ...current, leaseUntil: leaseEnd() } : undefined))
        .catch(() => {});
    }, BUILD_LEASE_MS / 3).unref();
    const outDir = join(this.#deps.directory, exportId, buildId);
    try {
      await mkdir(outDir, { recursive: true });
      let written = 0;
      const built = await this.#deps.build(
        started.organizationId,
        outDir,
        async ({ done, total, step }) => {
          // 100 is for the archive stored and its link ready, not for the last file packed.
          const progress = Math.min(99, total > 0 ? Math.floor((done / total) * 100) : 0);
          if (progress - written < PROGRESS_STEP) return;
          written = progress;
          await exports.update(exportId, (current) =>
            mine(current) ? { ...current, progress, step, leaseUntil: leaseEnd(), updatedAt: stamp() } : undefined,
          );
        },
        started.requestedBy,
      );
      clearInterval(renewal);
      // Another build took over meanwhile (this one was thought gone): its archive is the one kept.
      if (!(await this.#ready(started, buildId, built, outDir))) await rm(outDir, { recursive: true, force: true });
    } catch (error) {
      clearInterval(renewal);
      await rm(outDir, { recursive: true, force: true });
      // Handed back: the next attempt may start at once.
      await exports.update(exportId, (current) => (mine(current) ? { ...current, leaseUntil: null } : undefined));
      if (!lastAttempt) throw error;
      const message = (error as Error).message ?? String(error);
      await exports.update(exportId, (current) =>
        mine(current) || current.status === 'queued'
          ? { ...current, status: 'failed', error: message.slice(0, 500), finishedAt: stamp(), updatedAt: stamp() }
          : undefined,
      );
    }
    return undefined;
  }

  /** True while a build holds the export (its lease not yet run out). */
  #leased(record: OrganizationExportRecord): boolean {
    return record.leaseUntil !== null && Date.parse(record.leaseUntil) > this.#now();
  }

  /** Marks the export ready with its sealed token, and queues the owner's e-mail in the same transaction. */
  async #ready(
    record: OrganizationExportRecord,
    buildId: string,
    built: BuiltArchive,
    outDir: string,
  ): Promise<boolean> {
    const { repositories, box, mailer } = this.#deps;
    const token = randomBytes(32).toString('hex');
    const now = this.#now();
    const at = new Date(now).toISOString();
    const expiresAt = new Date(now + this.#deps.linkMs).toISOString();
    const path = relative(resolve(this.#deps.directory), resolve(outDir, built.path));
    return repositories.transaction(async (tx) => {
      const ready = await tx.organizationExports.update(record.id, (current) =>
        current.status === 'running' && current.buildId === buildId
          ? {
              ...current,
              status: 'ready',
              progress: 100,
              step: null,
              path,
              fileName: built.fileName,
              bytes: built.bytes,
              sha256: built.sha256,
              sealedToken: box.sealFor(exportTokenRecord(record.id), token),
              expiresAt,
              finishedAt: at,
              updatedAt: at,
              error: null,
              leaseUntil: null,
            }
          : undefined,
      );
      if (!ready) return false;
      const [owner, organization] = await Promise.all([
        tx.users.findById(record.requestedBy),
        tx.organizations.findById(record.organizationId),
      ]);
      // An owner who left since asked gets nothing: the archive waits on the screen for the others.
      if (!owner || owner.organizationId !== record.organizationId) return true;
      const message = inLanguageOf(owner, () =>
        exportReadyMessage({
          to: owner.email,
          name: owner.name,
          organization: organization?.companyName ?? '',
          link: this.#link(record.id, token),
          bytes: built.bytes,
          sha256: built.sha256,
          expiresAt,
        }),
      );
      await mailer.send(message, tx);
      return true;
    });
  }
}
