import { m } from '../../../shared/i18n/messages.ts';
import type { User } from '../../auth/auth.ts';
import { OrganizationUsers } from './OrganizationUsers.tsx';
import { PromotionRequests } from './PromotionRequests.tsx';
import { SalesJournalExport } from './SalesJournalExport.tsx';
import { UserManagement } from './UserManagement.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';

/** /user-management: every user, and what an administrator may do to one. */
export function UserManagementRoute({ user }: { user: User }) {
  return (
    <>
      <PageHeader title={m.admin_users_title()} description={m.admin_users_description()} />
      <UserManagement user={user} />
    </>
  );
}

/** /admin/promotion-requests: users asking for officers access or the admin role. */
export function PromotionRequestsRoute({ user }: { user: User }) {
  return (
    <>
      <PageHeader title={m.admin_promotions_title()} description={m.admin_promotions_description()} />
      <PromotionRequests user={user} />
    </>
  );
}

/** /admin/organization-users: organizations with their members, billing identity and spend; the sales journal's export. */
export function OrganizationUsersRoute({ user }: { user: User }) {
  return (
    <>
      <PageHeader title={m.admin_orgs_title()} description={m.admin_orgs_description()} />
      <SalesJournalExport />
      <OrganizationUsers user={user} />
    </>
  );
}
