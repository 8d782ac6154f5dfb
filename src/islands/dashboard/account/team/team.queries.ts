import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ActivityPage } from '../../../../shared/audit/audit.schemas.ts';
import type { InvitationView, MemberView } from '../../../../shared/organizations/members.schemas.ts';
import { apiJson, invalidateApi } from '../../../lib/api/client.ts';

export const teamKeys = {
  members: ['/api/organization/members'] as const,
  invitations: ['/api/organization/invitations'] as const,
  /** Not an API path on purpose: the log is paged by its own function, not the default one. */
  activity: ['organization-activity'] as const,
  activityList: (filters: ActivityFilters) => ['organization-activity', filters] as const,
};

export const membersQueryOptions = () => queryOptions<MemberView[]>({ queryKey: teamKeys.members });
export const invitationsQueryOptions = (enabled: boolean) =>
  queryOptions<InvitationView[]>({ queryKey: teamKeys.invitations, enabled });

/** After a change: the team lists are read again. */
export async function refreshTeam(client: QueryClient): Promise<void> {
  await invalidateApi(client, [teamKeys.members[0], teamKeys.invitations[0]]);
  await invalidateApi(client, [teamKeys.activity]);
}

export type ActivityFilters = { kind: string; actorId: string; from: string; to: string };

/** The query string of the activity filters (empty ones left out). */
export function activitySearch(filters: ActivityFilters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of the activity log, never from the response cache (the log grows). */
export async function fetchActivity(filters: ActivityFilters, cursor?: string): Promise<ActivityPage> {
  return apiJson(`/api/organization/activity${activitySearch(filters, cursor)}`);
}
