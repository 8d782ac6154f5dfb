import { intlTag } from './i18n/locale.ts';
import { m } from './i18n/messages.ts';

/** A user's role in the console: customer, admin or super_admin. */
export type UserRole = 'user' | 'admin' | 'super_admin';

// The one map of role names: the staff screens, the profile and the notices all say these.
const ROLE_LABELS: Record<UserRole, () => string> = {
  user: m.role_user,
  admin: m.role_admin,
  super_admin: m.role_super_admin,
};

/** Every role, in rising order of rights. */
export const ROLES = Object.keys(ROLE_LABELS) as UserRole[];

/** A role's name in the language being rendered: "Super admin", "Super administrateur" (an unknown value as it is). */
export const roleLabel = (role: string): string => ROLE_LABELS[role as UserRole]?.() ?? role;

/** A role's name inside a sentence: "Your role is now super admin". */
export const roleInSentence = (role: string): string => roleLabel(role).toLocaleLowerCase(intlTag());
