import { m } from '../../../shared/i18n/messages.ts';
import { PendingRegistrations } from './PendingRegistrations.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';

/** /admin/pending-registrations: the administrators' registration queue. */
export function PendingRegistrationsRoute() {
  return (
    <>
      <PageHeader title={m.admin_registrations_title()} description={m.admin_registrations_description()} />
      <PendingRegistrations />
    </>
  );
}
