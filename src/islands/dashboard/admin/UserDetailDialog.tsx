import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '../../../shared/i18n/messages.ts';
import type { User } from '../../auth/auth.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { apiRequest, invalidateApi } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '../../ui/dialog.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { PendingButton } from '../../ui/pending-button.tsx';
import { isSuperAdmin, mayManageAccount } from '../../../shared/staff-rules.ts';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { richMessage } from '../../ui/rich-message.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import {
  getJson,
  staffKeys,
  roleLabel,
  ROLES,
  staffPaths,
  type AdminUser,
  type AdminUserDetail,
} from './staff.queries.ts';
import { QueryError } from '../../ui/query-state.tsx';

type Action = { key: string; path: string; method: 'POST' | 'PUT'; body?: unknown; done: string };

const when = (iso: string | null) => (iso ? <RelativeTime iso={iso} /> : m.admin_user_never());

/** One user in detail, with what the signed-in administrator may do to them (the server checks it all again). */
export function UserDetailDialog({ user, me, onClose }: { user: AdminUser; me: User; onClose: () => void }) {
  const client = useQueryClient();
  const detailPath = `${staffPaths.users}/${encodeURIComponent(user.id)}`;
  const detail = useQuery({
    queryKey: staffKeys.read(detailPath),
    queryFn: ({ signal }) => getJson<AdminUserDetail>(detailPath, signal),
  });
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [role, setRole] = useState(user.role);
  const act = useMutation({
    mutationFn: (action: Action) =>
      apiRequest<AdminUser>(`${detailPath}/${action.path}`, { method: action.method, body: action.body }),
    onSuccess: async (_updated, action) => {
      setConfirmDisable(false);
      toast({ title: action.done, variant: 'success' });
      await invalidateApi(client, [staffPaths.users]);
    },
    onError: (error) =>
      toast({ title: m.admin_user_action_failed(), description: errorMessage(error), variant: 'destructive' }),
  });

  const u = detail.data ?? { ...user, sessions: [], lastSignInAt: null };
  const isMe = user.id === me.id;
  const superAdmin = isSuperAdmin(me);
  const mayManage = !isMe && mayManageAccount(me, u);
  const running = (key: string) => act.isPending && act.variables.key === key;
  const run = (action: Action) => act.mutate(action);

  return (
    <Dialog open onOpenChange={(open) => !open && !act.isPending && onClose()}>
      <DialogContent aria-describedby={undefined} className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{m.admin_user_title({ name: u.name })}</DialogTitle>
        {detail.isPending ? <Spinner size="md" label={m.admin_user_loading()} /> : null}
        {detail.isError ? <QueryError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{m.admin_user_username()}</dt>
          <dd>{u.username}</dd>
          <dt className="text-muted-foreground">{m.admin_user_email()}</dt>
          <dd>
            {u.email} {u.emailVerified ? m.admin_user_email_verified() : m.admin_user_email_not_verified()}
          </dd>
          <dt className="text-muted-foreground">{m.admin_user_organization()}</dt>
          <dd>
            {u.organization ? `${u.organization.companyName} (${u.organization.companyId})` : '—'}
            {u.organization?.suspended ? ` — ${m.admin_user_organization_suspended()}` : ''}
          </dd>
          <dt className="text-muted-foreground">{m.admin_user_role()}</dt>
          <dd>{roleLabel(u.role)}</dd>
          <dt className="text-muted-foreground">{m.admin_user_officers_access()}</dt>
          <dd>{u.officersAccess ? m.admin_yes() : m.admin_no()}</dd>
          <dt className="text-muted-foreground">{m.admin_user_mfa()}</dt>
          <dd>{u.mfaEnabled ? m.admin_on() : m.admin_off()}</dd>
          <dt className="text-muted-foreground">{m.admin_user_account()}</dt>
          <dd>{u.disabled ? m.admin_disabled() : m.admin_active()}</dd>
          <dt className="text-muted-foreground">{m.admin_user_last_sign_in()}</dt>
          <dd>{when(u.lastSignInAt)}</dd>
        </dl>
        <section aria-label={m.admin_user_devices()} className="grid gap-1 text-sm">
          <h3 className="font-medium">{m.admin_user_devices_count({ count: u.sessions.length })}</h3>
          {u.sessions.length === 0 ? (
            <p className="text-muted-foreground">{m.admin_user_no_session()}</p>
          ) : (
            <ul className="grid gap-1">
              {u.sessions.map((s) => (
                <li key={`${s.createdAt}${s.ip}`} className="text-muted-foreground">
                  {s.device || m.admin_user_unknown_device()} · {s.ip} ·{' '}
                  {richMessage((slot) => m.admin_user_last_seen({ when: slot.when }), { when: when(s.lastSeenAt) })}
                </li>
              ))}
            </ul>
          )}
        </section>

        {isMe ? (
          <p className="text-sm text-muted-foreground">{m.admin_user_own_account()}</p>
        ) : !mayManage ? (
          <p className="text-sm text-muted-foreground">{m.admin_user_super_only()}</p>
        ) : (
          <div className="grid gap-4 border-t border-border pt-4">
            <div className="flex flex-wrap gap-2">
              {u.disabled ? (
                <PendingButton
                  size="sm"
                  pending={running('enable')}
                  onClick={() =>
                    run({
                      key: 'enable',
                      path: 'enable',
                      method: 'POST',
                      done: m.admin_user_enabled_done({ name: u.name }),
                    })
                  }
                >
                  {m.admin_user_enable()}
                </PendingButton>
              ) : confirmDisable ? (
                <>
                  <PendingButton
                    size="sm"
                    variant="destructive"
                    pending={running('disable')}
                    onClick={() =>
                      run({
                        key: 'disable',
                        path: 'disable',
                        method: 'POST',
                        done: m.admin_user_disabled_done({ name: u.name }),
                      })
                    }
                  >
                    {m.admin_user_disable_named({ username: u.username })}
                  </PendingButton>
                  <Button size="sm" variant="outline" onClick={() => setConfirmDisable(false)}>
                    {m.admin_user_keep_active()}
                  </Button>
                </>
              ) : (
                <Button size="sm" variant="destructive" onClick={() => setConfirmDisable(true)}>
                  {m.admin_user_disable()}
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
                    done: u.officersAccess ? m.admin_user_officers_removed() : m.admin_user_officers_granted(),
                  })
                }
              >
                {u.officersAccess ? m.admin_user_officers_remove() : m.admin_user_officers_grant()}
              </PendingButton>
              {u.mfaEnabled ? (
                <PendingButton
                  size="sm"
                  variant="outline"
                  pending={running('mfa')}
                  onClick={() =>
                    run({ key: 'mfa', path: 'reset-mfa', method: 'POST', done: m.admin_user_mfa_reset_done() })
                  }
                >
                  {m.admin_user_mfa_reset()}
                </PendingButton>
              ) : null}
              {u.emailVerified ? null : (
                <PendingButton
                  size="sm"
                  variant="outline"
                  pending={running('verify')}
                  onClick={() =>
                    run({
                      key: 'verify',
                      path: 'resend-verification',
                      method: 'POST',
                      done: m.admin_user_verification_sent({ email: u.email }),
                    })
                  }
                >
                  {m.admin_user_verification_resend()}
                </PendingButton>
              )}
            </div>
            {superAdmin ? (
              <div className="flex flex-wrap items-end gap-2">
                <div className="grid gap-1.5">
                  <label htmlFor="user-role" className="text-sm font-medium">
                    {m.admin_user_role()}
                  </label>
                  <select
                    id="user-role"
                    value={role}
                    onChange={(event) => setRole(event.target.value as AdminUser['role'])}
                    className={inputClass}
                  >
                    {ROLES.map((value) => (
                      <option key={value} value={value}>
                        {roleLabel(value)}
                      </option>
                    ))}
                  </select>
                </div>
                <PendingButton
                  size="sm"
                  pending={running('role')}
                  disabled={role === u.role}
                  onClick={() =>
                    run({
                      key: 'role',
                      path: 'role',
                      method: 'PUT',
                      body: { role },
                      done: m.admin_user_role_changed({ name: u.name, role: roleLabel(role) }),
                    })
                  }
                >
                  {m.admin_user_change_role()}
                </PendingButton>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{m.admin_user_roles_super_only()}</p>
            )}
          </div>
        )}
        <Button variant="outline" className="justify-self-end" onClick={onClose} disabled={act.isPending}>
          {m.admin_user_close()}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
