import { PendingRegistrations } from './PendingRegistrations.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';

/** /admin/pending-registrations: the administrators' registration queue. */
export function PendingRegistrationsRoute() {
  return (
    <>
      <PageHeader
        title="Pending registrations"
        description="New accounts wait here when registration needs approval or when they join an existing organization. The applicant is e-mailed the decision."
      />
      <PendingRegistrations />
    </>
  );
}
