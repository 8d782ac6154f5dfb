import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgRole } from '../../../../shared/permissions.ts';
import { ORG_ROLES, can } from '../../../../shared/permissions.ts';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/request.ts';
import { toast } from '../../../stores/toasts.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { inputClass } from '../../../ui/input-class.ts';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { SettingsCard } from '../SettingsCard.tsx';
import { invitationsQueryOptions, membersQueryOptions, refreshTeam } from './team.queries.ts';
import { formatLocalDate } from '../../../ui/date-time.ts';

export const ROLE_LABELS: Record<OrgRole, string> = {
  owner: 'Owner — everything, including the team',
  member: 'Member — clusters and orders, no team or payment methods',
  billing: 'Billing — payment methods, invoices and budget; no clusters',
  viewer: 'Viewer — reads clusters, orders and usage',
};

/** Settings → Team: members and roles, invitations; owners manage, others read. */
export function TeamSection() {
  const { user } = useAuth();
  const manages = can(user?.orgRole, 'team.manage');
  const members = useQuery(membersQueryOptions());
  const invitations = useQuery(invitationsQueryOptions(manages));
  const client = useQueryClient();
  const onError = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });
  const changeRole = useMutation({
    mutationFn: ({ id, orgRole }: { id: string; orgRole: OrgRole }) => apiRequest(`/api/organization/members/${encodeURIComponent(id)}`, { method: 'PATCH', body: { orgRole } }),
    onSuccess: () => toast({ title: 'Role changed', variant: 'success' }),
    onError: onError('Could not change the role'),
    onSettled: () => refreshTeam(client),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/organization/members/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => toast({ title: 'Member removed: their sessions and credentials ended', variant: 'success' }),
    onError: onError('Could not remove the member'),
    onSettled: () => refreshTeam(client),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/organization/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => toast({ title: 'Invitation revoked', variant: 'success' }),
    onError: onError('Could not revoke the invitation'),
    onSettled: () => refreshTeam(client),
  });

  return (
    <SettingsCard
      title="Team"
      description={manages ? 'Invite people to your organization, change their roles, or remove them.' : `Your role in this organization: ${user?.orgRole ?? ''}.`}
    >
      {members.isPending ? (
        <Spinner label="Loading the team" className="justify-start" />
      ) : members.isError ? (
        <FormAlert message={errorMessage(members.error)} />
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label="Members">
          {members.data.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="team-member">
              <div className="grid gap-0.5 text-sm">
                <p className="font-medium">
                  {member.name} {member.id === user?.id ? <span className="text-muted-foreground">(you)</span> : null}
                </p>
                <p className="text-muted-foreground">{member.email}</p>
              </div>
              {manages ? (
                <div className="flex flex-wrap items-center gap-2">
                  <label className="sr-only" htmlFor={`role-${member.id}`}>
                    Role of {member.name}
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
                        {role}
                      </option>
                    ))}
                  </select>
                  {member.id === user?.id ? null : (
                    <PendingButton
                      variant="outline"
                      size="sm"
                      pending={remove.isPending && remove.variables === member.id}
                      onClick={() => {
                        if (window.confirm(`Remove ${member.name}? Their account, sessions and cluster credentials end at once.`)) remove.mutate(member.id);
                      }}
                    >
                      Remove {member.name}
                    </PendingButton>
                  )}
                </div>
              ) : (
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">{member.orgRole}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {manages ? <InviteForm /> : null}
      {manages && invitations.data && invitations.data.some((i) => i.status === 'pending') ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Pending invitations</h3>
          <ul className="divide-y divide-border rounded-md border border-border">
            {invitations.data
              .filter((i) => i.status === 'pending')
              .map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                  <span>
                    {invitation.email} · {invitation.orgRole} · expires {formatLocalDate(invitation.expiresAt)}
                  </span>
                  <PendingButton variant="outline" size="sm" pending={revoke.isPending && revoke.variables === invitation.id} onClick={() => revoke.mutate(invitation.id)}>
                    Revoke invitation to {invitation.email}
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
      toast({ title: `Invitation sent to ${email}`, variant: 'success' });
      setEmail('');
    },
    onSettled: () => refreshTeam(client),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate();
  };
  return (
    <form onSubmit={submit} className="grid max-w-xl gap-3" aria-label="Invite a member">
      <h3 className="text-sm font-semibold">Invite someone</h3>
      <div className="grid gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          E-mail address
        </label>
        <input id={`${id}-email`} type="email" required className={inputClass} value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-role`} className="text-sm font-medium">
          Role
        </label>
        <select id={`${id}-role`} className={inputClass} value={orgRole} onChange={(event) => setOrgRole(event.target.value as OrgRole)}>
          {ORG_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      {invite.isError ? <FormAlert message={errorMessage(invite.error)} /> : null}
      <PendingButton type="submit" pending={invite.isPending} className="justify-self-start">
        Send invitation
      </PendingButton>
    </form>
  );
}
