import { isAdminRole } from './routes/access.ts';

// Who on the staff may do what to whom, written once: the server enforces every check and refuses by
// these rules (server/staff/staff-rules.ts, promotions.service.ts) and the staff screens offer
// only what they allow. Client-safe.

type Holder = { role: string };

/** A super_admin: the only one who manages staff accounts and grants or removes staff roles. */
export const isSuperAdmin = (user: Holder): boolean => user.role === 'super_admin';

/** Staff accounts (admin, super_admin) are managed by a super_admin only; any other by any administrator. */
export const mayManageAccount = (actor: Holder, target: Holder): boolean =>
  isSuperAdmin(actor) || !isAdminRole(target.role);

/** Granting or removing admin and super_admin is a super_admin's decision. */
export const mayChangeRole = (actor: Holder, target: Holder, role: string): boolean =>
  isSuperAdmin(actor) || (!isAdminRole(role) && !isAdminRole(target.role));

/** A request for the admin role is decided by a super_admin; one for officers access by any administrator. */
export const mayDecidePromotion = (actor: Holder, kind: string): boolean => kind !== 'admin' || isSuperAdmin(actor);

/** Approving also changes the requester's account: officers access for a staff member is a super_admin's to give. */
export const mayApprovePromotion = (actor: Holder, kind: string, requester: Holder): boolean =>
  mayDecidePromotion(actor, kind) && (kind !== 'officers_access' || mayManageAccount(actor, requester));
