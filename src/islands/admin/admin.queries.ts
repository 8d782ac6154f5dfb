import { queryOptions } from '@tanstack/react-query';

/** Query keys of the admin pages; the first part is the API path the default query fn GETs. */
export const adminKeys = {
  pendingRegistrations: ['/api/admin/pending-registrations'] as const,
} as const;

/** Where a registration stands; the list shows the first two, decisions add the others. */
export type RegistrationStatus = 'awaiting_email' | 'awaiting_approval' | 'approved' | 'rejected';

/** A registration waiting for review, as GET /api/admin/pending-registrations lists it. */
export interface PendingRegistration {
  id: string;
  username: string;
  email: string;
  name: string;
  companyName: string;
  joinsExistingOrganization: boolean;
  status: RegistrationStatus;
  createdAt: string;
  emailVerifiedAt: string | null;
}

/** The registrations an administrator can approve or reject. */
export const pendingRegistrationsQueryOptions = () =>
  queryOptions<PendingRegistration[]>({ queryKey: adminKeys.pendingRegistrations });
