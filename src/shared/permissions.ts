/** Every role a member can have in their organization, most rights first. */
export const ORG_ROLES = ['owner', 'member', 'billing', 'viewer'] as const;
/** A member's role in their organization (independent of the staff role `user`/`admin`/`super_admin`). */
export type OrgRole = (typeof ORG_ROLES)[number];

/** How the console names each role to people (the dashboard, the team list). */
export const ORG_ROLE_NAMES: Record<OrgRole, string> = { owner: 'Owner', member: 'Member', billing: 'Billing', viewer: 'Viewer' };

/**
 * What an organization member may do. Every `access: 'user'` operation declares one; the request
 * pipeline refuses (403) a member whose role lacks it before the input is even read.
 * - `account.self`: the caller's own account (profile, password, MFA, sessions, notifications);
 *   every role.
 * - `staff`: staff-only endpoints reachable by customers (officers, provider tests) whose handler
 *   checks the staff flag itself; the organization role plays no part.
 */
export const PERMISSIONS = {
  'account.self': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: 'manage this account' },
  staff: { roles: ['owner', 'member', 'billing', 'viewer'], refusal: 'use staff tools' },
  'clusters.read': { roles: ['owner', 'member', 'viewer'], refusal: 'read clusters' },
  'clusters.write': { roles: ['owner', 'member'], refusal: 'change, scale, upgrade or delete clusters' },
  'clusters.credentials': { roles: ['owner', 'member'], refusal: 'issue, list or revoke cluster credentials' },
  'orders.read': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: 'read orders' },
  'orders.create': { roles: ['owner', 'member'], refusal: 'place or cancel orders' },
  'orders.pay': { roles: ['owner', 'member', 'billing'], refusal: 'pay for orders' },
  'pricing.read': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: 'price a configuration' },
  'usage.read': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: 'read usage' },
  'billing.read': { roles: ['owner', 'member', 'billing'], refusal: 'read billing' },
  'billing.details': { roles: ['owner', 'member', 'billing'], refusal: 'see payment methods or the billing profile' },
  'billing.manage': { roles: ['owner', 'billing'], refusal: 'manage payment methods, the billing profile, the budget or invoices' },
  'support.read': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: 'read support requests' },
  'support.write': { roles: ['owner', 'member', 'billing'], refusal: 'open or answer support requests' },
  'team.read': { roles: ['owner', 'member', 'billing', 'viewer'], refusal: 'see the team' },
  'team.manage': { roles: ['owner'], refusal: 'invite, change or remove members' },
  'activity.read': { roles: ['owner', 'member'], refusal: 'read the organization’s activity' },
  'webhooks.manage': { roles: ['owner'], refusal: 'manage the organization’s webhooks' },
} as const satisfies Record<string, { roles: readonly OrgRole[]; refusal: string }>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** True when `role` holds `permission`; an unknown role holds nothing. */
export function can(role: OrgRole | undefined, permission: Permission): boolean {
  return role !== undefined && (PERMISSIONS[permission].roles as readonly OrgRole[]).includes(role);
}

/** The message of a 403: `Your role (viewer) cannot place or cancel orders.` */
export function refusalMessage(role: OrgRole, permission: Permission | undefined): string {
  const what = permission ? PERMISSIONS[permission].refusal : 'do this';
  return `Your role (${role}) cannot ${what}.`;
}

/** Every permission a role holds (what `GET /api/user` exposes for the console to hide actions). */
export function permissionsOf(role: OrgRole): Permission[] {
  return PERMISSION_NAMES.filter((permission) => can(role, permission));
}
