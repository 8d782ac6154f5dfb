import { useQuery } from '@tanstack/react-query';
import { ORG_ROLE_NAMES } from '../../../shared/permissions.ts';
import type { User } from '../../auth/auth.ts';
import { pendingRegistrationsQueryOptions } from '../admin/admin.queries.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Icon } from '../shell/icons.tsx';
import { isAdminRole } from '../sidebar/sidebar.ts';
import { Card, CardLink } from './Card.tsx';

// Staff roles are named after the organization role, which is what the console lets one do.
const STAFF_ROLE_NAMES: Record<Exclude<User['role'], 'user'>, string> = {
  admin: 'administrator',
  super_admin: 'super administrator',
};

/** "Owner", or "Owner · administrator" for staff: the role in the organization first. */
function roleName(user: User): string {
  const inOrganization = user.orgRole ? ORG_ROLE_NAMES[user.orgRole] : 'Customer';
  return user.role === 'user' ? inOrganization : `${inOrganization} · ${STAFF_ROLE_NAMES[user.role]}`;
}

/** Who the organization is, the account's security checklist, and the admin queue for admins. */
export function AccountCards({ user }: { user: User }) {
  const checks = [
    {
      done: user.emailVerified,
      label: 'Verify your e-mail address',
      hint: 'We send invoices and security notices there.',
    },
    {
      done: user.mfaEnabled,
      label: 'Turn on two-factor authentication',
      hint: 'An authenticator app protects your clusters even if your password leaks.',
    },
  ];
  return (
    // One column of short cards, so they stack beside the longer lists instead of starting a row of their own.
    <div className="grid content-start gap-4">
      <Card title="Organization" icon="users">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Company</dt>
          <dd className="font-medium break-words">{user.companyName ?? 'Organization'}</dd>
          <dt className="text-muted-foreground">Billing ID</dt>
          <dd className="font-mono">{user.companyId ?? 'N/A'}</dd>
          <dt className="text-muted-foreground">Your role</dt>
          <dd>{roleName(user)}</dd>
        </dl>
        <CardLink href="/profile">Your profile</CardLink>
      </Card>
      <Card title="Account security" icon="shield">
        <ul className="grid gap-3 text-sm">
          {checks.map((check) => (
            <li key={check.label} className="flex gap-3">
              <Icon
                name={check.done ? 'check' : 'alert'}
                className={check.done ? 'mt-0.5 text-success' : 'mt-0.5 text-warning'}
              />
              {check.done ? (
                <span>{check.label}: done</span>
              ) : (
                <span>
                  <a href="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
                    {check.label}
                  </a>
                  <span className="block text-muted-foreground">{check.hint}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </Card>
      {isAdminRole(user.role) ? <AdminQueue /> : null}
    </div>
  );
}

function AdminQueue() {
  const registrations = useQuery(pendingRegistrationsQueryOptions());
  const waiting = registrations.data?.filter(
    (r) => r.status === 'awaiting_email' || r.status === 'awaiting_approval',
  ).length;
  return (
    <Card title="Administration" icon="settings">
      {registrations.isPending ? (
        <Spinner size="sm" label="Loading registrations" className="justify-start" />
      ) : registrations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load the registrations. {registrations.error.message}
        </p>
      ) : (
        <p className="text-sm">
          {waiting === 0
            ? 'No registrations are waiting for review.'
            : `${waiting} registration${waiting === 1 ? '' : 's'} waiting for review.`}
        </p>
      )}
      <CardLink href="/admin/pending-registrations">Review registrations</CardLink>
    </Card>
  );
}
