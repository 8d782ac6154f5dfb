import type { MaybePromise } from '../http/maybe-promise.ts';
import { AppError } from '../http/app-error.ts';
import type { OrganizationRecord } from '../../shared/organizations/organizations.schemas.ts';
import type { ApiTokenRecord } from '../../shared/tokens/tokens.schemas.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

/**
 * Two-factor authentication required by the organization. Its owner turns it on; from then on a
 * member without two-factor gets 403 `two_factor_required` on every change but setting it up,
 * re-authenticating and signing out, and the console sends them to the set-up. An API token
 * works only if its holder has two-factor and made it after turning two-factor on: a token
 * from before was made by whoever held the password alone.
 */

/** 403 `two_factor_required` of a member who must first set up two-factor authentication. */
export const twoFactorRequired = () => new AppError(403, 'two_factor_required', m.error_two_factor_required());

/** 403 `two_factor_required` of an API token the organization's rule no longer accepts. */
export const tokenRefusedWithoutTwoFactor = (user: UserRecord) =>
  new AppError(
    403,
    'two_factor_required',
    user.mfa ? m.error_token_older_than_two_factor() : m.error_token_holder_without_two_factor(),
    { headers: { 'WWW-Authenticate': 'Bearer realm="api", error="insufficient_scope"' } },
  );

/** True when the organization requires two-factor authentication of every member. */
export function requiresTwoFactor(organization: Pick<OrganizationRecord, 'requireTwoFactor'> | undefined): boolean {
  return organization?.requireTwoFactor === true;
}

/** True when the member must set up two-factor authentication before changing anything. */
export function mustSetUpTwoFactor(
  user: Pick<UserRecord, 'mfa'>,
  organization: Pick<OrganizationRecord, 'requireTwoFactor'> | undefined,
): boolean {
  return requiresTwoFactor(organization) && user.mfa === null;
}

/** True when the token may act under the organization's rule (always, where two-factor is not required). */
export function tokenMeetsTwoFactorRule(
  user: Pick<UserRecord, 'mfa'>,
  token: Pick<ApiTokenRecord, 'createdAt'>,
  organization: Pick<OrganizationRecord, 'requireTwoFactor'> | undefined,
): boolean {
  if (!requiresTwoFactor(organization)) return true;
  return user.mfa !== null && Date.parse(token.createdAt) >= Date.parse(user.mfa.enabledAt);
}

/** Methods that change nothing: never refused for want of two-factor. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses (403 `two_factor_required`) a state change by a signed-in member who has no two-factor
 * while their organization requires it. The organization is read only for a change by a member
 * without two-factor: reads, and members who have it, cost nothing.
 */
export function checkTwoFactorRule(
  repositories: { organizations: { findById(id: string): Promise<OrganizationRecord | undefined> } },
  user: UserRecord,
  method: string,
): MaybePromise<void> {
  if (READS.has(method) || user.mfa !== null) return;
  return repositories.organizations.findById(user.organizationId).then((organization) => {
    if (requiresTwoFactor(organization)) throw twoFactorRequired();
  });
}
