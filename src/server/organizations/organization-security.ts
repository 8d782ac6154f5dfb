import { randomUUID } from 'node:crypto';
import type { RequestMeta } from '../auth/tokens.ts';
import { errors } from '../http/app-error.ts';
import type { Repositories } from '../store/repositories.ts';
import type { OrganizationSecurity } from '../../shared/organizations/organization-security.schemas.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import type { AuditAction } from '../../shared/audit/audit-actions.ts';
import { m } from '../../shared/i18n/messages.ts';
import { requiresTwoFactor } from './two-factor-enforcement.ts';

/** The audit actions of the two-factor rule, on and off. */
export const TWO_FACTOR_ENFORCED = 'organization.two_factor_enforced' satisfies AuditAction;
export const TWO_FACTOR_RELAXED = 'organization.two_factor_relaxed' satisfies AuditAction;

/** The caller's organization's sign-in rules. */
export async function organizationSecurity(
  repositories: Repositories,
  user: UserRecord,
): Promise<OrganizationSecurity> {
  const organization = await repositories.organizations.findById(user.organizationId);
  if (!organization) throw errors.notFound(m.error_organization_not_found());
  return { requireTwoFactor: requiresTwoFactor(organization) };
}

/**
 * An owner turns the two-factor rule on or off; the change and its audit entry commit together.
 * Turning it on is refused (400) to an owner who has no two-factor themselves: they would be the
 * first member it locks out. Setting what is already set changes and records nothing.
 */
export async function setTwoFactorRequirement(
  repositories: Repositories,
  owner: UserRecord,
  requireTwoFactor: boolean,
  meta: RequestMeta,
): Promise<OrganizationSecurity> {
  if (requireTwoFactor && owner.mfa === null) {
    throw errors.badRequest(m.error_owner_needs_two_factor_to_require_it(), {
      requireTwoFactor: m.error_owner_needs_two_factor_to_require_it(),
    });
  }
  return repositories.transaction(async (tx) => {
    let changed = false;
    await tx.organizations.change(owner.organizationId, (current) => {
      changed = requiresTwoFactor(current) !== requireTwoFactor;
      return changed ? { requireTwoFactor } : {};
    });
    if (changed) {
      await tx.audit.append({
        id: randomUUID(),
        at: new Date().toISOString(),
        actorId: owner.id,
        action: requireTwoFactor ? TWO_FACTOR_ENFORCED : TWO_FACTOR_RELAXED,
        result: 'success',
        ip: meta.ip,
        userAgent: meta.userAgent.slice(0, 300),
        requestId: meta.requestId ?? null,
        detail: requireTwoFactor
          ? 'two-factor authentication required of every member'
          : 'two-factor authentication no longer required',
        organizationId: owner.organizationId,
        targetType: 'organization',
        targetId: owner.organizationId,
      });
    }
    return { requireTwoFactor };
  });
}
