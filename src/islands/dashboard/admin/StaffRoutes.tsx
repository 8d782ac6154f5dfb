import type { User } from '../../auth/auth.ts';
import { OrganizationUsers } from './OrganizationUsers.tsx';
import { PromotionRequests } from './PromotionRequests.tsx';
import { UserManagement } from './UserManagement.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';

/** /user-management: every user, and what an administrator may do to one. */
export function UserManagementRoute({ user }: { user: User }) {
  return (
    <>
      <PageHeader
        title="User management"
        description="Find any user; disable or enable accounts, reset two-factor, resend verification and manage roles and officers access. Every action is audited and the user is told."
      />
      <UserManagement user={user} />
    </>
  );
}

/** /admin/promotion-requests: users asking for officers access or the admin role. */
export function PromotionRequestsRoute({ user }: { user: User }) {
  return (
    <>
      <PageHeader
        title="Promotion requests"
        description="Users ask for officers access or the admin role in Settings. Approving applies the change at once; the requester is notified and e-mailed either way. Only a super admin grants the admin role."
      />
      <PromotionRequests user={user} />
    </>
  );
}

/** /admin/organization-users: organizations with their members, billing identity and spend. */
export function OrganizationUsersRoute({ user }: { user: User }) {
  return (
    <>
      <PageHeader
        title="Organization users"
        description="Organizations with their members, billing identity, support plan, clusters and spend. A suspended organization’s members keep signing in but cannot order or pay."
      />
      <OrganizationUsers user={user} />
    </>
  );
}
