import { isAdminRole } from '../../shared/routes/access.ts';
import { mayChangeRole, mayManageAccount } from '../../shared/staff-rules.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { Role, UserRecord } from '../../shared/users/users.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

/** True for an administrator (admin or super_admin): the rule of the shared route table. */
export const isStaff = (user: Pick<UserRecord, 'role'>) => isAdminRole(user.role);

/** What an administrator does to an account, named in the refusals below. */
export type StaffAction = 'disable' | 'enable' | 'reset_mfa' | 'change_role' | 'change_officers' | 'move';

const OWN_ACCOUNT: Record<StaffAction, () => string> = {
  disable: m.error_own_account_disable,
  enable: m.error_own_account_enable,
  reset_mfa: m.error_own_account_reset_mfa,
  change_role: m.error_own_account_change_role,
  change_officers: m.error_own_account_change_officers,
  move: m.error_own_account_move,
};

const SUPER_ADMIN_ONLY: Record<Exclude<StaffAction, 'change_role'>, () => string> = {
  disable: m.error_super_admin_only_disable,
  enable: m.error_super_admin_only_enable,
  reset_mfa: m.error_super_admin_only_reset_mfa,
  change_officers: m.error_super_admin_only_change_officers,
  move: m.error_super_admin_only_move,
};

/** Nobody changes their own role or access, or disables themself: another administrator must. */
export function refuseSelf(actor: UserRecord, target: UserRecord, what: StaffAction): void {
  if (actor.id === target.id) throw new AppError(400, 'own_account', OWN_ACCOUNT[what]());
}

/** Staff accounts (admin, super_admin) are managed by a super_admin only. */
export function requireSuperAdminFor(
  actor: UserRecord,
  target: UserRecord,
  what: Exclude<StaffAction, 'change_role'>,
): void {
  if (!mayManageAccount(actor, target)) {
    throw errors.forbidden(SUPER_ADMIN_ONLY[what]());
  }
}

/** Granting or removing admin and super_admin is a super_admin's decision. */
export function assertMayChangeRole(actor: UserRecord, target: UserRecord, role: Role): void {
  if (!mayChangeRole(actor, target, role)) {
    throw errors.forbidden(m.error_only_super_admin_can_grant_remove());
  }
}
