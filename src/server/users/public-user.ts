import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { PublicUser, UserRecord } from '../../shared/users/users.schemas.ts';
import { mustSetUpTwoFactor } from '../organizations/two-factor-enforcement.ts';

/** The user as API clients see it: never the password hash or MFA secrets. */
export function toPublicUser(user: UserRecord, organization: OrganizationRecord | undefined): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    role: user.role,
    companyName: organization?.companyName ?? null,
    companyId: organization?.companyId ?? null,
    orgRole: user.orgRole,
    emailVerified: user.emailVerified,
    mfaEnabled: user.mfa !== null,
    twoFactorSetupRequired: mustSetUpTwoFactor(user, organization),
    officersAccess: user.officersAccess,
    preferences: { ...user.preferences },
  };
}
