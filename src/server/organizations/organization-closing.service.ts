import { randomUUID } from 'node:crypto';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { Repositories } from '../store/repositories.ts';
import type { AuditAction } from '../../shared/audit/audit-actions.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { OrganizationClosure } from '../../shared/organization-closing/closing.schemas.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { MS_PER_DAY } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';
import { closingRequestedMessage } from './closing-mail.ts';
import { namesMatch } from '../../shared/confirm-name.ts';

/** The job that erases one closed organization once its grace period has ended. */
export const ORGANIZATION_ERASE_JOB = 'organization.erase';
/** The sweep that erases every closed organization whose grace period has ended (hourly and at start). */
export const ORGANIZATION_ERASE_DUE_JOB = 'organization.erase-due';

type Deps = {
  repositories: Repositories;
  mailer: OutgoingMail;
  graceDays: number;
  publicOrigin: string;
  /** Cancels a product subscription at its period's end, or withdraws that (the existing path). */
  products: {
    list(organizationId: string): Promise<{ id: string; state: string }[]>;
    cancel(organizationId: string, id: string, atPeriodEnd: boolean): Promise<unknown>;
  };
  now?: () => number;
};

/** The state an organization's members see. */
export function closureOf(organization: OrganizationRecord, graceDays: number): OrganizationClosure {
  const closure = organization.closure;
  if (!closure) return { state: 'open', closedAt: null, eraseAfter: null, graceDays };
  return {
    state: closure.erasedAt ? 'erased' : 'closing',
    closedAt: closure.closedAt,
    eraseAfter: closure.eraseAfter,
    graceDays,
  };
}

/**
 * Closing an organization (owners, re-authenticated): every subscription stops at its period's
 * end, and once the grace period ends the erasure job deletes the clusters, archives what the law
 * keeps and erases personal data. Until then an owner may reopen, which undoes the cancellations.
 */
export class OrganizationClosingService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  async status(organizationId: string): Promise<OrganizationClosure> {
    return closureOf(await this.#organization(organizationId), this.#deps.graceDays);
  }

  /** Closes the caller's organization once its exact name is typed again; 409 when already closing. */
  async close(owner: UserRecord, confirmName: string, meta: RequestMeta): Promise<OrganizationClosure> {
    const organization = await this.#organization(owner.organizationId);
    if (!namesMatch(confirmName, organization.companyName)) {
      throw errors.badRequest(m.error_type_organization_name_to_close(), {
        confirmName: m.field_type_organization_name_exactly({ name: organization.companyName }),
      });
    }
    const at = new Date(this.#now());
    const closedAt = at.toISOString();
    const eraseAfter = new Date(at.getTime() + this.#deps.graceDays * MS_PER_DAY).toISOString();
    const { repositories, mailer } = this.#deps;
    const closed = await repositories.transaction(async (tx) => {
      const changed = await tx.organizations.change(owner.organizationId, (current) => {
        if (current.closure) throw alreadyClosing();
        return { closure: { closedAt, closedBy: owner.id, eraseAfter, erasedAt: null } };
      });
      await holdClusterRenewals(tx, owner.organizationId, true);
      await tx.audit.append(
        auditEntry(owner, meta, { action: 'organization.closed', detail: `erasure after ${eraseAfter}` }, closedAt),
      );
      await tx.jobs.enqueue({
        id: `${ORGANIZATION_ERASE_JOB}:${owner.organizationId}:${closedAt}`,
        kind: ORGANIZATION_ERASE_JOB,
        payload: { organizationId: owner.organizationId },
        runAt: new Date(eraseAfter),
        maxAttempts: 50,
      });
      for (const member of await tx.users.listByOrganization(owner.organizationId)) {
        if (member.orgRole !== 'owner' || member.disabled) continue;
        await mailer.send(
          closingRequestedMessage(member, {
            organization: changed.companyName,
            eraseAfter,
            link: `${this.#deps.publicOrigin}/settings`,
          }),
          tx,
        );
      }
      return changed;
    });
    // Each subscription through its own cancel path: the billing model's rules apply unchanged.
    for (const subscription of await this.#deps.products.list(owner.organizationId)) {
      if (subscription.state === 'active')
        await this.#deps.products.cancel(owner.organizationId, subscription.id, true);
    }
    return closureOf(closed, this.#deps.graceDays);
  }

  /** Reopens during the grace period: the erasure is called off and the cancellations withdrawn. */
  async reopen(owner: UserRecord, meta: RequestMeta): Promise<OrganizationClosure> {
    const at = new Date(this.#now()).toISOString();
    const reopened = await this.#deps.repositories.transaction(async (tx) => {
      const changed = await tx.organizations.change(owner.organizationId, (current) => {
        if (!current.closure) throw new AppError(409, 'organization_open', m.error_organization_not_closing());
        if (current.closure.erasedAt || Date.parse(current.closure.eraseAfter) <= this.#now()) {
          throw new AppError(409, 'grace_period_over', m.error_organization_grace_period_over());
        }
        return { closure: null };
      });
      await holdClusterRenewals(tx, owner.organizationId, false);
      await tx.audit.append(
        auditEntry(owner, meta, { action: 'organization.reopened', detail: 'closing called off' }, at),
      );
      return changed;
    });
    for (const subscription of await this.#deps.products.list(owner.organizationId)) {
      if (subscription.state === 'cancelling')
        await this.#deps.products.cancel(owner.organizationId, subscription.id, false);
    }
    return closureOf(reopened, this.#deps.graceDays);
  }

  async #organization(id: string): Promise<OrganizationRecord> {
    const organization = await this.#deps.repositories.organizations.findById(id);
    if (!organization) throw errors.notFound(m.error_organization_not_found());
    return organization;
  }
}

/**
 * A closing organization's clusters are not renewed: they run on until the erasure deletes them,
 * with no new period charged. Reopening releases them, and the next renewal sweep charges each
 * from the end of its period (the days of the grace period used included).
 */
async function holdClusterRenewals(tx: Repositories, organizationId: string, held: boolean): Promise<void> {
  const subscriptions = await tx.clusterSubscriptions.listForOrganizations([organizationId]);
  const ids = subscriptions.filter((s) => s.state === 'active').map((s) => s.clusterId);
  if (ids.length === 0) return;
  await tx.clusterSubscriptions.updateMany(ids, (current) => {
    if (current.state !== 'active' || Boolean(current.heldForClosing) === held) return undefined;
    const { heldForClosing: _was, ...rest } = current;
    return held ? { ...rest, heldForClosing: true } : rest;
  });
}

const alreadyClosing = () => new AppError(409, 'organization_closing', m.error_organization_already_closing());

/** An audit entry of the organization's chain, by an owner. */
function auditEntry(
  owner: UserRecord,
  meta: RequestMeta,
  { action, detail }: { action: AuditAction; detail: string },
  at: string,
) {
  return {
    id: randomUUID(),
    at,
    actorId: owner.id,
    action,
    result: 'success' as const,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 300),
    requestId: meta.requestId ?? null,
    detail,
    organizationId: owner.organizationId,
    targetType: 'organization',
    targetId: owner.organizationId,
  };
}
