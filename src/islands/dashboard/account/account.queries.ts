import { queryOptions } from '@tanstack/react-query';
import type { SessionView } from '../../../shared/sessions/sessions.schemas.ts';

/** Query keys of the account pages; the first part is the API path the default query fn GETs. */
export const accountKeys = {
  sessions: ['/api/auth/sessions'] as const,
  officersAccess: ['/api/officers/check-access'] as const,
} as const;

/** A signed-in session as GET /api/auth/sessions lists it. */
export type AccountSession = SessionView;

/** The signed-in user's sessions, fetched by the shared client's default query function. */
export const sessionsQueryOptions = () =>
  queryOptions<AccountSession[]>({
    queryKey: accountKeys.sessions,
  });
