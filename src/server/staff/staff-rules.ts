import { isAdminRole } from '../../shared/routes/access.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { Role, UserRecord } from '../users/users.schemas.ts';

/** Roles only a super_admin may grant or remove. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'super_admin'];
/** True for an administrator (admin or super_admin): the rule of the shared route table. */
export const isStaff = (user: Pick<UserRecord, 'role'>) => isAdminRole(user.role);

/** Nobody changes their own role or access, or disables themself: another administrator must. */
export function refuseSelf(actor: UserRecord, target: UserRecord, what: string): void {
  if (actor.id === target.id) throw new AppError(400, 'own_account', `You cannot ${what} your own account: ask another administrator.`);
}

/** Staff accounts (admin, super_admin) are managed by a super_admin only. */
export function requireSuperAdminFor(actor: UserRecord, target: UserRecord, what: string): void {
  if (isStaff(target) && actor.role !== 'super_admin') {
    throw errors.forbidden(`Only a super admin can ${what} an admin or super admin account.`);
  }
}

/** Granting or removing admin and super_admin is a super_admin's decision. */
export function assertMayChangeRole(actor: UserRecord, target: UserRecord, role: Role): void {
  if ((STAFF_ROLES.includes(role) || isStaff(target)) && actor.role !== 'super_admin') {
    throw errors.forbidden('Only a super admin can grant or remove the admin and super admin roles.');
  }
}
