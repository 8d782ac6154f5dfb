import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgRole } from '../../../../shared/permissions.ts';
import { ORG_ROLES, can } from '../../../../shared/permissions.ts';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { toast } from '../../../stores/toasts.ts';
import { Alert } from '../../../ui/alert.tsx';
import { inputClass } from '../../../ui/input-class.ts';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { SettingsCard } from '../SettingsCard.tsx';
import { invitationsQueryOptions, membersQueryOptions, refreshTeam } from './team.queries.ts';
import { formatLocalDate } from '../../../ui/date-time.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { AlertDialog } from '../../../ui/alert-dialog.tsx';

/** An organization role's name as shown beside a member ("owner", "member"… in English). */
const ROLE_NAMES: Record<OrgRole, () => string> = {
  owner: m.account_org_role_owner,
  member: m.account_org_role_member,
  billing: m.account_org_role_billing,
  viewer: m.account_org_role_viewer,
};

/** An organization role with what it may do, for choosing one. */
export const ROLE_LABELS: Record<OrgRole, () => string> = {
  owner: m.account_org_role_owner_description,
  member: m.account_org_role_member_description,
  billing: m.account_org_role_billing_description,
  viewer: m.account_org_role_viewer_description,
};

/** Settings → Team: members and roles, invitations; owners manage, others read. */
export function TeamSection() {
  const { user } = useAuth();
  const manages = can(user?.orgRole, 'team.manage');
  const members = useQuery(membersQueryOptions());
  const invitations = useQuery(invitationsQueryOptions(manages));
  const client = useQueryClient();
  const onError = (title: () => string) => (error: unknown) =>
    toast({ title: title(), description: errorMessage(error), variant: 'destructive' });
  const changeRole = useMutation({
    mutationFn: ({ id, orgRole }: { id: string; orgRole: OrgRole }) =>
      apiRequest(`/api/organization/members/${encodeURIComponent(id)}`, { method: 'PATCH', body: { orgRole } }),
    onSuccess: () => toast({ title: m.account_role_changed(), variant: 'success' }),
    onError: onError(m.account_role_change_failed),
    onSettled: () => refreshTeam(client),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/organization/members/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => toast({ title: m.account_member_removed(), variant: 'success' }),
    onError: onError(m.account_member_remove_failed),
    onSettled: () => refreshTeam(client),
  });
  const revoke = useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/organization/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => toast({ title: m.account_invitation_revoked(), variant: 'success' }),
    onError: onError(m.account_invitation_revoke_failed),
    onSettled: () => refreshTeam(client),
  });

  return (
    <SettingsCard
      title={m.account_team_title()}
      description={
        manages
          ? m.account_team_manage_description()
          : m.account_team_your_role({ role: user?.orgRole ? ROLE_NAMES[user.orgRole]() : '' })
      }
    >
      {members.isPending ? (
        <Spinner label={m.account_loading_team()} align="start" />
      ) : members.isError ? (
        <Alert>{errorMessage(members.error)}</Alert>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label={m.account_members()}>
          {members.data.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
              data-testid="team-member"
            >
              <div className="grid gap-0.5 text-sm">
                <p className="font-medium">
                  {member.name}{' '}
                  {member.id === user?.id ? <span className="text-muted-foreground">{m.account_you()}</span> : null}
                </p>
                <p className="text-muted-foreground">{member.email}</p>
              </div>
              {manages ? (
                <div className="flex flex-wrap items-center gap-2">
                  <label className="sr-only" htmlFor={`role-${member.id}`}>
                    {m.account_role_of({ name: member.name })}
                  </label>
                  <select
                    id={`role-${member.id}`}
                    className={`${inputClass} w-auto`}
                    value={member.orgRole}
                    disabled={changeRole.isPending}
                    onChange={(event) => changeRole.mutate({ id: member.id, orgRole: event.target.value as OrgRole })}
                  >
                    {ORG_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_NAMES[role]()}
                      </option>
                    ))}
                  </select>
                  {member.id === user?.id ? null : (
                    <AlertDialog
                      trigger={
                        <PendingButton
                          variant="outline"
                          size="sm"
                          pending={remove.isPending && remove.variables === member.id}
                        >
                          {m.account_remove_member({ name: member.name })}
                        </PendingButton>
                      }
                      title={m.account_remove_member({ name: member.name })}
                      description={m.account_remove_member_confirm({ name: member.name })}
                      confirmLabel={m.account_remove_member_action()}
                      destructive
                      onConfirm={() => remove.mutate(member.id)}
                    />
                  )}
                </div>
              ) : (
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                  {ROLE_NAMES[member.orgRole]()}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {manages ? <InviteForm /> : null}
      {manages && invitations.data && invitations.data.some((i) => i.status === 'pending') ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{m.account_pending_invitations()}</h3>
          <ul className="divide-y divide-border rounded-md border border-border">
            {invitations.data
              .filter((i) => i.status === 'pending')
              .map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                  <span>
                    {m.account_invitation_line({
                      email: invitation.email,
                      role: ROLE_NAMES[invitation.orgRole](),
                      date: formatLocalDate(invitation.expiresAt),
                    })}
                  </span>
                  <PendingButton
                    variant="outline"
                    size="sm"
                    pending={revoke.isPending && revoke.variables === invitation.id}
                    onClick={() => revoke.mutate(invitation.id)}
                  >
                    {m.account_revoke_invitation({ email: invitation.email })}
                  </PendingButton>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </SettingsCard>
  );
}

function InviteForm() {
  const id = useId();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [orgRole, setOrgRole] = useState<OrgRole>('member');
  const invite = useMutation({
    mutationFn: () => apiRequest('/api/organization/invitations', { method: 'POST', body: { email, orgRole } }),
    onSuccess: () => {
      toast({ title: m.account_invitation_sent({ email }), variant: 'success' });
      setEmail('');
    },
    onSettled: () => refreshTeam(client),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-3" aria-label={m.account_invite_member()}>
      <h3 className="text-sm font-semibold">{m.account_invite_someone()}</h3>
      <div className="grid gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {m.account_email_address()}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          className={inputClass}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-role`} className="text-sm font-medium">
          {m.account_role()}
        </label>
        <select
          id={`${id}-role`}
          className={inputClass}
          value={orgRole}
          onChange={(event) => setOrgRole(event.target.value as OrgRole)}
        >
          {ORG_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]()}
            </option>
          ))}
        </select>
      </div>
      {invite.isError ? <Alert>{errorMessage(invite.error)}</Alert> : null}
      <PendingButton type="submit" pending={invite.isPending} className="justify-self-start">
        {m.account_send_invitation()}
      </PendingButton>
    </form>
  );
}
