import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, invalidateApi } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { accountKeys, sessionsQueryOptions } from './account.queries.ts';
import type { AccountSession } from './account.queries.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { formatRelativeTime } from '../../ui/format-relative-time.ts';
import { formatTimestamp } from '../../ui/date-time.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { richMessage } from '../../ui/rich-message.tsx';

/** Lists the signed-in devices and signs out any of them but this one. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQueryOptions());
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => toast({ title: m.account_session_signed_out(), variant: 'success' }),
    onError: (error) =>
      toast({ title: m.account_session_sign_out_failed(), description: errorMessage(error), variant: 'destructive' }),
    // A 404 means it was already gone, so refresh the list either way.
    onSettled: (_data, _error, _id, _result, { client }) => invalidateApi(client, [accountKeys.sessions]),
  });

  return (
    <SettingsCard title={m.account_sessions_title()} description={m.account_sessions_description()}>
      {sessions.isPending ? (
        <Spinner size="md" label={m.account_loading_sessions()} className="justify-self-start" />
      ) : sessions.isError ? (
        <QueryError compact error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border">
          {sortSessions(sessions.data).map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="grid gap-0.5 text-sm">
                <p className="flex items-center gap-2 font-medium">
                  {session.device || m.account_unknown_device()}
                  {session.current ? (
                    <span className="rounded-full bg-success px-2 py-0.5 text-xs font-medium text-success-foreground">
                      {m.account_this_device()}
                    </span>
                  ) : null}
                </p>
                <p className="text-muted-foreground">
                  {richMessage((slot) => m.account_session_seen({ ip: session.ip, when: slot.when }), {
                    when: (
                      <time dateTime={session.lastSeenAt} title={formatTimestamp(session.lastSeenAt)}>
                        {formatRelativeTime(session.lastSeenAt).toLowerCase()}
                      </time>
                    ),
                  })}
                </p>
              </div>
              {session.current ? null : (
                <PendingButton
                  variant="outline"
                  size="sm"
                  pending={revoke.isPending && revoke.variables === session.id}
                  onClick={() => revoke.mutate(session.id)}
                  aria-label={m.account_sign_out_session({
                    device: session.device || m.account_unknown_device_lower(),
                    ip: session.ip,
                  })}
                >
                  {m.account_sign_out()}
                </PendingButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}

/** This device first, then the most recently used. */
function sortSessions(list: readonly AccountSession[]): AccountSession[] {
  return [...list].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}
