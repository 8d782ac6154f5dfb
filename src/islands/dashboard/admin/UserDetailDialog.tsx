import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../auth/auth.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest } from '../../lib/request.ts';
import { toast } from '../../stores/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '../../ui/dialog.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { PendingButton } from '../../ui/pending-button.tsx';
import { isAdminRole } from '../../../shared/routes/access.ts';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { getJson, ROLE_LABELS, staffPaths, type AdminUser, type AdminUserDetail } from './staff.queries.ts';

type Action = { key: string; path: string; method: 'POST' | 'PUT'; body?: unknown; done: string };

const when = (iso: string | null) => (iso ? <RelativeTime iso={iso} /> : 'Never');

/** One user in detail, with what the signed-in administrator may do to them (the server checks it all again). */
export function UserDetailDialog({ user, me, onClose }: { user: AdminUser; me: User; onClose: () => void }) {
  const client = useQueryClient();
  const detailPath = `${staffPaths.users}/${encodeURIComponent(user.id)}`;
  const detail = useQuery({ queryKey: [detailPath], queryFn: ({ signal }) => getJson<AdminUserDetail>(detailPath, signal) });
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [role, setRole] = useState(user.role);
  const act = useMutation({
    mutationFn: (action: Action) => apiRequest<AdminUser>(`${detailPath}/${action.path}`, { method: action.method, body: action.body }),
    onSuccess: async (_updated, action) => {
      setConfirmDisable(false);
      toast({ title: action.done, variant: 'success' });
      await client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(staffPaths.users) });
    },
    onError: (error) => toast({ title: 'The action failed', description: errorMessage(error), variant: 'destructive' }),
  });

  const u = detail.data ?? { ...user, sessions: [], lastSignInAt: null };
  const isMe = user.id === me.id;
  const superAdmin = me.role === 'super_admin';
  const staffTarget = isAdminRole(u.role);
  const mayManage = !isMe && (superAdmin || !staffTarget);
  const running = (key: string) => act.isPending && act.variables.key === key;
  const run = (action: Action) => act.mutate(action);

  return (
    <Dialog open onOpenChange={(open) => !open && !act.isPending && onClose()}>
      <DialogContent aria-describedby={undefined} className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>Manage {u.name}</DialogTitle>
        {detail.isPending ? <Spinner size="md" label="Loading the user" /> : null}
        {detail.isError ? <p role="alert" className="text-sm text-destructive">{errorMessage(detail.error)}</p> : null}
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Username</dt>
          <dd>{u.username}</dd>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd>
            {u.email} {u.emailVerified ? '(verified)' : '(not verified)'}
          </dd>
          <dt className="text-muted-foreground">Organization</dt>
          <dd>
            {u.organization ? `${u.organization.companyName} (${u.organization.companyId})` : '—'}
            {u.organization?.suspended ? ' — suspended' : ''}
          </dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd>{ROLE_LABELS[u.role]}</dd>
          <dt className="text-muted-foreground">Officers access</dt>
          <dd>{u.officersAccess ? 'Yes' : 'No'}</dd>
          <dt className="text-muted-foreground">Two-factor</dt>
          <dd>{u.mfaEnabled ? 'On' : 'Off'}</dd>
          <dt className="text-muted-foreground">Account</dt>
          <dd>{u.disabled ? 'Disabled' : 'Active'}</dd>
          <dt className="text-muted-foreground">Last sign-in</dt>
          <dd>{when(u.lastSignInAt)}</dd>
        </dl>
        <section aria-label="Signed-in devices" className="grid gap-1 text-sm">
          <h3 className="font-medium">Signed-in devices ({u.sessions.length})</h3>
          {u.sessions.length === 0 ? (
            <p className="text-muted-foreground">No live session.</p>
          ) : (
            <ul className="grid gap-1">
              {u.sessions.map((s) => (
                <li key={`${s.createdAt}${s.ip}`} className="text-muted-foreground">
                  {s.device || 'Unknown device'} · {s.ip} · last seen {when(s.lastSeenAt)}
                </li>
              ))}
            </ul>
          )}
        </section>

        {isMe ? (
          <p className="text-sm text-muted-foreground">This is your own account: another administrator must change its role, access or status.</p>
        ) : !mayManage ? (
          <p className="text-sm text-muted-foreground">Only a super admin can change an admin or super admin account.</p>
        ) : (
          <div className="grid gap-4 border-t border-border pt-4">
            <div className="flex flex-wrap gap-2">
              {u.disabled ? (
                <PendingButton size="sm" pending={running('enable')} onClick={() => run({ key: 'enable', path: 'enable', method: 'POST', done: `${u.name} can sign in again` })}>
                  Enable account
                </PendingButton>
              ) : confirmDisable ? (
                <>
                  <PendingButton
                    size="sm"
                    variant="destructive"
                    pending={running('disable')}
                    onClick={() => run({ key: 'disable', path: 'disable', method: 'POST', done: `${u.name} is disabled and signed out everywhere` })}
                  >
                    Disable {u.username}
                  </PendingButton>
                  <Button size="sm" variant="outline" onClick={() => setConfirmDisable(false)}>
                    Keep active
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="destructive" onClick={() => setConfirmDisable(true)}>
                  Disable account
                </Button>
              )}
              <PendingButton
                size="sm"
                variant="outline"
                pending={running('officers')}
                onClick={() =>
                  run({
                    key: 'officers',
                    path: 'officers-access',
                    method: 'PUT',
                    body: { officersAccess: !u.officersAccess },
                    done: u.officersAccess ? 'Officers access removed' : 'Officers access granted',
                  })
                }
              >
                {u.officersAccess ? 'Remove officers access' : 'Grant officers access'}
              </PendingButton>
              {u.mfaEnabled ? (
                <PendingButton size="sm" variant="outline" pending={running('mfa')} onClick={() => run({ key: 'mfa', path: 'reset-mfa', method: 'POST', done: 'Two-factor authentication reset; the user was e-mailed' })}>
                  Reset two-factor
                </PendingButton>
              ) : null}
              {u.emailVerified ? null : (
                <PendingButton
                  size="sm"
                  variant="outline"
                  pending={running('verify')}
                  onClick={() => run({ key: 'verify', path: 'resend-verification', method: 'POST', done: `Verification e-mail sent to ${u.email}` })}
                >
                  Resend verification e-mail
                </PendingButton>
              )}
            </div>
            {superAdmin ? (
              <div className="flex flex-wrap items-end gap-2">
                <div className="grid gap-1.5">
                  <label htmlFor="user-role" className="text-sm font-medium">
                    Role
                  </label>
                  <select id="user-role" value={role} onChange={(event) => setRole(event.target.value as AdminUser['role'])} className={inputClass}>
                    {Object.entries(ROLE_LABELS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </div>
                <PendingButton
                  size="sm"
                  pending={running('role')}
                  disabled={role === u.role}
                  onClick={() => run({ key: 'role', path: 'role', method: 'PUT', body: { role }, done: `${u.name} is now ${ROLE_LABELS[role]}` })}
                >
                  Change role
                </PendingButton>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Only a super admin grants or removes the admin roles.</p>
            )}
          </div>
        )}
        <Button variant="outline" className="justify-self-end" onClick={onClose} disabled={act.isPending}>
          Close
        </Button>
      </DialogContent>
    </Dialog>
  );
}
