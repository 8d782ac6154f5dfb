import { useQuery } from '@tanstack/react-query';
import type { OrgRole } from '../../../shared/permissions.ts';
import type { User } from '../../auth/auth.ts';
import { pendingRegistrationsQueryOptions } from '../admin/admin.queries.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Icon } from '../shell/icons.tsx';
import { isAdminRole } from '../sidebar/sidebar.ts';
import { Card, CardLink } from './Card.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import { QueryError } from '../../ui/query-state.tsx';

const ORG_ROLE_NAMES: Record<OrgRole, () => string> = {
  owner: m.home_role_owner,
  member: m.home_role_member,
  billing: m.home_role_billing,
  viewer: m.home_role_viewer,
};

// Staff roles are named after the organization role, which is what the console lets one do.
const STAFF_ROLE_NAMES: Record<Exclude<User['role'], 'user'>, () => string> = {
  admin: m.home_staff_admin,
  super_admin: m.home_staff_super_admin,
};

/** "Owner", or "Owner · administrator" for staff: the role in the organization first. */
function roleName(user: User): string {
  const inOrganization = user.orgRole ? ORG_ROLE_NAMES[user.orgRole]() : m.home_role_customer();
  return user.role === 'user' ? inOrganization : `${inOrganization} · ${STAFF_ROLE_NAMES[user.role]()}`;
}

/** Who the organization is, the account's security checklist, and the admin queue for admins. */
export function AccountCards({ user }: { user: User }) {
  const checks = [
    {
      done: user.emailVerified,
      label: m.home_verify_email(),
      hint: m.home_verify_email_hint(),
    },
    {
      done: user.mfaEnabled,
      label: m.home_enable_mfa(),
      hint: m.home_enable_mfa_hint(),
    },
  ];
  return (
    // One column of short cards, so they stack beside the longer lists instead of starting a row of their own.
    <div className="grid content-start gap-4">
      <Card title={m.home_organization()} icon="users">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{m.home_company()}</dt>
          <dd className="font-medium break-words">{user.companyName ?? m.home_organization()}</dd>
          <dt className="text-muted-foreground">{m.home_billing_id()}</dt>
          <dd className="font-mono">{user.companyId ?? m.home_not_available()}</dd>
          <dt className="text-muted-foreground">{m.home_your_role()}</dt>
          <dd>{roleName(user)}</dd>
        </dl>
        <CardLink href="/profile">{m.home_your_profile()}</CardLink>
      </Card>
      <Card title={m.home_account_security()} icon="shield">
        <ul className="grid gap-3 text-sm">
          {checks.map((check) => (
            <li key={check.label} className="flex gap-3">
              <Icon
                name={check.done ? 'check' : 'alert'}
                className={check.done ? 'mt-0.5 text-success' : 'mt-0.5 text-warning'}
              />
              {check.done ? (
                <span>{m.home_check_done({ label: check.label })}</span>
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
    <Card title={m.home_administration()} icon="settings">
      {registrations.isPending ? (
        <Spinner size="sm" label={m.home_registrations_loading()} align="start" />
      ) : registrations.isError ? (
        <QueryError
          compact
          error={registrations.error}
          onRetry={() => void registrations.refetch()}
          text={(error) => m.home_registrations_error({ error })}
        />
      ) : (
        <p className="text-sm">
          {waiting === 0 ? m.home_registrations_none() : m.home_registrations_waiting({ count: waiting ?? 0 })}
        </p>
      )}
      <CardLink href="/admin/pending-registrations">{m.home_review_registrations()}</CardLink>
    </Card>
  );
}
