import type { z } from 'zod';
import type { PromotionRequestView } from '../../../shared/staff/promotion-requests.schemas.ts';
import type {
  AdminOrganization,
  AdminUser,
  AdminUserDetail,
  adminUserPageSchema,
} from '../../../shared/staff/staff.schemas.ts';
import { apiJson } from '../../lib/api/client.ts';

export type { AdminOrganization, AdminUser, AdminUserDetail, PromotionRequestView };
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export type AdminOrganizationPage = { items: AdminOrganization[]; nextCursor: string | null };

/** API paths of the staff screens; queries are keyed by them first (realtime invalidation, refetches). */
export const staffPaths = {
  users: '/api/admin/users',
  promotions: '/api/admin/promotion-requests',
  organizations: '/api/admin/organizations',
} as const;

/** Query keys of the staff reads: the path with its query string, so prefix invalidation finds them. */
export const staffKeys = {
  read: (pathWithQuery: string) => [pathWithQuery] as const,
};

/** A path with its query string, leaving out empty parameters. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** GETs a staff read without the response cache (the staff always see the list as it is now). */
export const getJson = <T>(path: string, signal?: AbortSignal): Promise<T> => apiJson<T>(path, { signal });

/** The platform roles (in the order the role selects list them) and their names: the shared map. */
export { roleLabel, ROLES } from '../../../shared/role-labels.ts';
