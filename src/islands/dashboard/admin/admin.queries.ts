import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RegistrationStatus,
  pendingRegistrationViewSchema,
} from '../../../shared/registrations/registrations.schemas.ts';

export type { RegistrationDecision, RegistrationStatus } from '../../../shared/registrations/registrations.schemas.ts';

/** Query keys of the admin pages; the first part is the API path the default query fn GETs. */
export const adminKeys = {
  /** The registrations queue at the administrators' or the officers' path. */
  registrationsAt: (api: string) => [api] as const,
  pendingRegistrations: ['/api/admin/pending-registrations'] as const,
} as const;

/**
 * A registration as GET /api/admin/pending-registrations lists it; after a decision the row
 * keeps its place with the new status.
 */
export type PendingRegistration = Omit<z.infer<typeof pendingRegistrationViewSchema>, 'status'> & {
  status: RegistrationStatus;
};

/** Where the queue is served: administrators' path, or the officers' one (same queue, same decisions). */
export type RegistrationsApi = '/api/admin/pending-registrations' | '/api/officers/pending-registrations';

/** The registrations an administrator (or an officer, through `api`) can approve or reject. */
export const pendingRegistrationsQueryOptions = (api: RegistrationsApi = adminKeys.pendingRegistrations[0]) =>
  queryOptions<PendingRegistration[]>({ queryKey: adminKeys.registrationsAt(api) });
