import { queryOptions } from '@tanstack/react-query';

/** Query keys of the account pages; the first part is the API path the default query fn GETs. */
export const accountKeys = {
  sessions: ['/api/auth/sessions'] as const,
  officersAccess: ['/api/officers/check-access'] as const,
} as const;

/** A signed-in session as GET /api/auth/sessions lists it. */
export interface AccountSession {
  id: string;
  device: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The signed-in user's sessions, fetched by the shared client's default query function. */
export const sessionsQueryOptions = () =>
  queryOptions<AccountSession[]>({
    queryKey: accountKeys.sessions,
  });
