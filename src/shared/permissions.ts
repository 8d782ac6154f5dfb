import { m } from './i18n/messages.ts';

/** Every role a member can have in their organization, most rights first. */
export const ORG_ROLES = ['owner', 'member', 'billing', 'viewer'] as const;
/** A member's role in their organization (independent of the staff role `user`/`admin`/`super_admin`). */
export type OrgRole = (typeof ORG_ROLES)[number];

/** How the console names each role to people (the dashboard, the team list), in the page's language. */
export const ORG_ROLE_NAMES: Record<OrgRole, () => string> = {
  owner: m.rules_role_owner,
  member: m.rules_role_member,
  billing: m.rules_role_billing,
  viewer: m.rules_role_viewer,
};

/** "Owner", "Propriétaire". */
export function orgRoleName(role: OrgRole): string {
  return ORG_ROLE_NAMES[role]();
}

/** The role inside a sentence: "viewer" (its value) in English, "lecteur" in French. */
const ROLE_WORDS: Record<OrgRole, () => string> = {
  owner: m.rules_role_word_owner,
  member: m.rules_role_word_member,
  billing: m.rules_role_word_billing,
  viewer: m.rules_role_word_viewer,
};

/** The sentence of a 403, given the role's word: `Your role (viewer) cannot place or cancel orders.` */
type Refusal = (inputs: { role: string }) => string;

/**
 * What an organization member may do. Every `access: 'user'` operation declares one; the request
 * pipeline refuses (403) a member whose role lacks it before the input is even read.
 * - `account.self`: the caller's own account (profile, password, MFA, sessions, notifications);
 *   every role.
 * - `staff`: staff-only endpoints reachable by customers (officers, provider tests) whose handler
 *   checks the staff flag itself; the organization role plays no part.
 */
export const PERMISSIONS = {
  'account.self': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: m.rules_refusal_account_self },
  staff: { roles: ['owner', 'member', 'billing', 'viewer'], refusal: m.rules_refusal_staff },
  'clusters.read': { roles: ['owner', 'member', 'viewer'], refusal: m.rules_refusal_clusters_read },
  'clusters.write': { roles: ['owner', 'member'], refusal: m.rules_refusal_clusters_write },
  'clusters.credentials': { roles: ['owner', 'member'], refusal: m.rules_refusal_clusters_credentials },
  'orders.read': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: m.rules_refusal_orders_read },
  'orders.create': { roles: ['owner', 'member'], refusal: m.rules_refusal_orders_create },
  'orders.pay': { roles: ['owner', 'member', 'billing'], refusal: m.rules_refusal_orders_pay },
  'pricing.read': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: m.rules_refusal_pricing_read },
  'usage.read': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: m.rules_refusal_usage_read },
  'billing.read': { roles: ['owner', 'member', 'billing'], refusal: m.rules_refusal_billing_read },
  'billing.details': { roles: ['owner', 'member', 'billing'], refusal: m.rules_refusal_billing_details },
  'billing.manage': { roles: ['owner', 'billing'], refusal: m.rules_refusal_billing_manage },
  'support.read': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: m.rules_refusal_support_read },
  'support.write': { roles: ['owner', 'member', 'billing'], refusal: m.rules_refusal_support_write },
  'team.read': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: m.rules_refusal_team_read },
  'team.manage': { roles: ['owner'], refusal: m.rules_refusal_team_manage },
  'activity.read': { roles: ['owner', 'member'], refusal: m.rules_refusal_activity_read },
  'webhooks.manage': { roles: ['owner'], refusal: m.rules_refusal_webhooks_manage },
  'audit.export': { roles: ['owner'], refusal: m.rules_refusal_audit_export },
  // No token scope grants it: an archive of everything is for a person who just proved who they are.
  'organization.export': { roles: ['owner'], refusal: m.rules_refusal_organization_export },
} as const satisfies Record<string, { roles: readonly OrgRole[]; refusal: Refusal }>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** True when `role` holds `permission`; an unknown role holds nothing. */
export function can(role: OrgRole | undefined, permission: Permission): boolean {
  return role !== undefined && (PERMISSIONS[permission].roles as readonly OrgRole[]).includes(role);
}

/** The message of a 403: `Your role (viewer) cannot place or cancel orders.` */
export function refusalMessage(role: OrgRole, permission: Permission | undefined): string {
  const refusal: Refusal = permission ? PERMISSIONS[permission].refusal : m.rules_refusal_default;
  return refusal({ role: ROLE_WORDS[role]?.() ?? role });
}

/** Every permission a role holds (what `GET /api/user` exposes for the console to hide actions). */
export function permissionsOf(role: OrgRole): Permission[] {
  return PERMISSION_NAMES.filter((permission) => can(role, permission));
}
