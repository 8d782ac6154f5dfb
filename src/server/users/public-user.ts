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

// The view of a frozen user (a record read at once from memory: Collection.snapshot), kept with it
// while its organization's record is the same object: the same frozen view, so its JSON is made once.
const views = new WeakMap<UserRecord, { organization: OrganizationRecord; view: PublicUser }>();

/** toPublicUser for records read at once (frozen, one object per version): worked out once per pair. */
export function toPublicUserOnce(user: Readonly<UserRecord>, organization: Readonly<OrganizationRecord>): PublicUser {
  const kept = views.get(user);
  if (kept?.organization === organization) return kept.view;
  const view = Object.freeze(toPublicUser(user, organization));
  Object.freeze(view.preferences);
  views.set(user, { organization, view });
  return view;
}
