import { SYSTEM_META } from '../audit/audit.service.ts';
import { chainOf } from '../audit/audit-chain.ts';
import { AppError } from '../http/app-error.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { Repositories } from '../store/repositories.ts';
import type { ClusterRecord } from '../../shared/clusters/clusters.schemas.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import { retainUntil } from '../../shared/organization-closing/closing.schemas.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { closingDoneMessage } from './closing-mail.ts';
import type { LegalArchiveRecord } from './legal-archive.repository.ts';
import { isErasedPerson } from './organization-erasure.repository.ts';

/** The statuses a cluster can be deleted from; the others settle first (the job tries again). */
const DELETABLE = new Set(['running', 'failed']);
/** Audit entries erased per pass. */
const AUDIT_BATCH = 500;

type Deps = {
  repositories: Repositories;
  mailer: OutgoingMail;
  /** Deletes a cluster as its owner would (credentials revoked, its subscription's unused days credited). */
  removeCluster: (actor: UserRecord, cluster: ClusterRecord) => Promise<unknown>;
  /** Pays what the credits balance holds back to the default payment method (nothing when it holds nothing). */
  payBack?: (organizationId: string) => Promise<unknown>;
  now?: () => number;
};

/**
 * Erases a closed organization once its grace period has ended: its clusters deleted, its
 * credits balance paid back to its payment method, its invoices, credit notes and ledger archived for their legal retention, its people's personal
 * data replaced by stable pseudonyms. Every step is safe to run again (a crash, a second
 * instance): the last one marks the organization erased, records it and tells the owners once.
 */
export class OrganizationErasureService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /** The job of one organization (queued for the end of its grace period). */
  jobHandler(): JobHandler {
    return async (payload) => {
      await this.erase((payload as { organizationId: string }).organizationId);
      return undefined;
    };
  }

  /** The sweep: every organization whose grace period has ended (hourly, and at each start). */
  dueJobHandler(): JobHandler {
    return async () => {
      await this.eraseDue();
      return undefined;
    };
  }

  async eraseDue(): Promise<number> {
    const due = await this.#deps.repositories.organizations.listErasureDue(new Date(this.#now()).toISOString(), 100);
    for (const organization of due) await this.erase(organization.id);
    return due.length;
  }

  /** Erases the organization when it is closed and due; answers whether it is erased now. */
  async erase(organizationId: string): Promise<boolean> {
    const { repositories } = this.#deps;
    const organization = await repositories.organizations.findById(organizationId);
    const closure = organization?.closure;
    if (!organization || !closure) return false;
    if (closure.erasedAt) return true;
    if (Date.parse(closure.eraseAfter) > this.#now()) return false;
    const members = await repositories.users.listByOrganization(organizationId);
    await this.#rememberOwners(organization, members);
    await this.#deleteClusters(organization, members);
    // After the deletions credited their unused days, before the ledger is archived and the methods erased.
    await this.#deps.payBack?.(organizationId);
    await this.#archive(organizationId);
    await repositories.organizationErasure.erasePeople(
      organizationId,
      members.map((u) => u.id),
    );
    await repositories.organizationErasure.eraseSettings(organizationId);
    await repositories.organizationErasure.eraseSupport(organizationId);
    const clusters = await repositories.clusters.listForOrganization(organizationId);
    await repositories.organizationErasure.eraseKubeconfigs(clusters.map((c) => c.id));
    await this.#eraseAuditDetails(organizationId);
    await this.#finish(organizationId);
    return true;
  }

  /** The owners to tell when it is done, kept before their addresses are erased. */
  async #rememberOwners(organization: OrganizationRecord, members: readonly UserRecord[]): Promise<void> {
    if (organization.closure?.notify) return;
    const owners = members.filter((u) => u.orgRole === 'owner' && !isErasedPerson(u));
    await this.#deps.repositories.organizations.change(organization.id, (current) =>
      current.closure && !current.closure.notify
        ? {
            closure: {
              ...current.closure,
              notify: owners.map((u) => ({ email: u.email, name: u.name, language: u.preferences.language })),
            },
          }
        : {},
    );
  }

  async #deleteClusters(organization: OrganizationRecord, members: readonly UserRecord[]): Promise<void> {
    const actor =
      members.find((u) => u.id === organization.closure?.closedBy) ?? members.find((u) => u.orgRole === 'owner');
    const clusters = await this.#deps.repositories.clusters.listLive(organization.id);
    const waiting: string[] = [];
    for (const cluster of clusters) {
      if (cluster.status === 'deleting') continue;
      if (!DELETABLE.has(cluster.status) || !actor) {
        waiting.push(cluster.name);
        continue;
      }
      try {
        await this.#deps.removeCluster(actor, cluster);
      } catch (error) {
        // Another instance asked first (409), or it changed meanwhile: looked at again next time.
        if (!(error instanceof AppError) || error.status !== 409) throw error;
      }
    }
    if (waiting.length > 0) throw new Error(`clusters still busy, erasure waits: ${waiting.join(', ')}`);
  }

  /** Invoices, credit notes and ledger entries into the restricted archive, each with its retention end. */
  async #archive(organizationId: string): Promise<void> {
    const { repositories } = this.#deps;
    const archivedAt = new Date(this.#now()).toISOString();
    const documents = await repositories.invoices.listSince(organizationId, '0000-01-01T00:00:00.000Z');
    const ledger = await repositories.credits.list(organizationId);
    const entries: LegalArchiveRecord[] = [
      ...documents.map((invoice) => ({
        id: `archive-${invoice.id}`,
        organizationId,
        kind: invoice.kind,
        recordId: invoice.id,
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        currency: invoice.currency,
        total: invoice.total,
        archivedAt,
        retainUntil: retainUntil(invoice.issuedAt),
        snapshot: invoice,
      })),
      ...ledger.map((entry) => ({
        id: `archive-${entry.id}`,
        organizationId,
        kind: 'credit_entry' as const,
        recordId: entry.id,
        number: null,
        issuedAt: entry.createdAt,
        currency: entry.currency ?? 'USD',
        total: entry.amount ?? entry.amountUsdCents,
        archivedAt,
        retainUntil: retainUntil(entry.createdAt),
        snapshot: entry,
      })),
    ];
    await repositories.legalArchive.addMany(entries);
  }

  /** Who did what from where: erased from every entry but money events, which the law keeps whole. */
  async #eraseAuditDetails(organizationId: string): Promise<void> {
    const at = new Date(this.#now()).toISOString();
    const before = new Date(this.#now() + 1).toISOString();
    const chain = chainOf({ organizationId });
    while ((await this.#deps.repositories.audit.redactBefore(chain, 'other', before, at, AUDIT_BATCH)) > 0) {
      // Next batch.
    }
  }

  async #finish(organizationId: string): Promise<void> {
    const { repositories, mailer } = this.#deps;
    const at = new Date(this.#now()).toISOString();
    await repositories.transaction(async (tx) => {
      let notify: { email: string; name: string; language?: 'en' | 'fr' }[] = [];
      let name = '';
      await tx.organizations.change(organizationId, (current) => {
        if (!current.closure || current.closure.erasedAt) return {};
        notify = current.closure.notify ?? [];
        name = current.companyName;
        const { notify: _told, ...closure } = current.closure;
        return { closure: { ...closure, erasedAt: at } };
      });
      if (notify.length === 0 && !name) return;
      await tx.audit.append({
        id: `organization.erased:${organizationId}`,
        at,
        actorId: null,
        action: 'organization.erased',
        result: 'success',
        ip: SYSTEM_META.ip,
        userAgent: SYSTEM_META.userAgent,
        requestId: null,
        detail: 'clusters deleted, personal data erased, accounting records archived',
        organizationId,
        targetType: 'organization',
        targetId: organizationId,
      });
      for (const owner of notify) {
        await mailer.send(closingDoneMessage(owner, { organization: name }), tx);
      }
    });
  }
}
