// Who may open what, decided once: the server guard (middleware, on-demand pages), the API
// router's staff checks, the client router and the sidebar all ask `mayAccess`.

/** Who may open a page or call an operation: everyone, any signed-in user, admins, officers. */
export type Access = 'public' | 'user' | 'admin' | 'officer';

/** The part of a user access depends on: the site role and the officers flag. */
export interface AccessHolder {
  role: string;
  officersAccess?: boolean;
}

/** True for the site roles that administer users (admin and super_admin). */
export const isAdminRole = (role: string): boolean => role === 'admin' || role === 'super_admin';

/** Whether this user (or nobody, `null`) may open what `access` guards. */
export function mayAccess(access: Access, user: AccessHolder | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'admin') return isAdminRole(user.role);
  if (access === 'officer') return user.officersAccess === true;
  return true;
}
