import { z } from 'zod';
import { can, PERMISSION_NAMES, type OrgRole, type Permission } from './permissions.ts';

/** The scopes of an API token, never beyond the holder's role: each grants some role permissions. */
export const TOKEN_SCOPES = [
  'read',
  'clusters:write',
  'kubeconfigs:write',
  'orders:write',
  'billing:read',
  'billing:write',
  'tickets:write',
  'team:write',
] as const;
export const tokenScopeSchema = z.enum(TOKEN_SCOPES);
export type TokenScope = z.infer<typeof tokenScopeSchema>;

/**
 * What each scope opens, as role permissions. A request made with a token needs both: its
 * scopes must grant the operation's permission, and the holder's role must hold it. The
 * holder's own account (`account.self`: password, two-factor, sessions, tokens, notifications)
 * and the staff tools are in no scope: a leaked token can never take over the account.
 */
export const SCOPES: Record<TokenScope, { permissions: readonly Permission[]; label: string }> = {
  read: {
    permissions: [
      'clusters.read',
      'orders.read',
      'pricing.read',
      'usage.read',
      'support.read',
      'team.read',
      'activity.read',
    ],
    label: 'Read clusters, orders, prices, usage, support requests, the team and the activity log',
  },
  'clusters:write': { permissions: ['clusters.write'], label: 'Change, scale, retry and delete clusters' },
  'kubeconfigs:write': { permissions: ['clusters.credentials'], label: 'Issue, list and revoke kubeconfigs' },
  'orders:write': { permissions: ['orders.create', 'orders.pay'], label: 'Place, cancel and pay orders' },
  'billing:read': {
    permissions: ['billing.read', 'billing.details'],
    label: 'Read invoices, credits, budget, payment methods and the billing profile',
  },
  'billing:write': {
    permissions: ['billing.manage'],
    label: 'Manage payment methods, the billing profile, the budget; pay invoices',
  },
  'tickets:write': { permissions: ['support.write'], label: 'Open and answer support requests' },
  'team:write': {
    permissions: ['team.manage', 'webhooks.manage', 'audit.export'],
    label: 'Manage the team and the organization’s webhooks, export its audit log',
  },
};

const SCOPE_OF = new Map<Permission, TokenScope>(
  TOKEN_SCOPES.flatMap((scope) => SCOPES[scope].permissions.map((permission) => [permission, scope] as const)),
);

/** The scope a token needs for `permission`, or null when no token may use it. */
export function scopeFor(permission: Permission): TokenScope | null {
  return SCOPE_OF.get(permission) ?? null;
}

/** True when `role` may hold `scope`: the role holds at least one permission the scope grants. */
export function roleMayHold(role: OrgRole, scope: TokenScope): boolean {
  return SCOPES[scope].permissions.some((permission) => can(role, permission));
}

/** The scopes a role may put on its tokens, in their documented order. */
export function scopesFor(role: OrgRole): TokenScope[] {
  return TOKEN_SCOPES.filter((scope) => roleMayHold(role, scope));
}

/**
 * The scopes a token of a `holderRole` with `scopes` lacks to give `role` (an invitation, a role
 * change): every permission of `role` must be one the token reaches (its scopes and its holder's
 * role both grant it). The holder's own account (`account.self`) and the staff flag are in no
 * scope and every role has them: they are left out. Empty: the token may give the role.
 */
export function scopesMissingToGive(scopes: readonly TokenScope[], holderRole: OrgRole, role: OrgRole): TokenScope[] {
  const reached = new Set(
    scopes.flatMap((scope) => SCOPES[scope].permissions.filter((permission) => can(holderRole, permission))),
  );
  const missing = new Set<TokenScope>();
  for (const permission of PERMISSION_NAMES) {
    if (permission === 'account.self' || permission === 'staff' || !can(role, permission) || reached.has(permission))
      continue;
    const scope = scopeFor(permission);
    // A permission no scope grants cannot be given by any token.
    if (scope === null) return [...TOKEN_SCOPES];
    missing.add(scope);
  }
  return TOKEN_SCOPES.filter((scope) => missing.has(scope));
}
