import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/request.ts';
import { toast } from '../../../stores/toasts.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { formatRelativeTime } from '../../../ui/format-relative-time.ts';
import { SettingsCard } from '../SettingsCard.tsx';
import { automationKeys, tokensQueryOptions } from './automation.queries.ts';
import { CreateTokenForm } from './CreateTokenForm.tsx';
import { SecretReveal } from './SecretReveal.tsx';
import { formatLocalDate } from '../../../ui/date-time.ts';

const STATUS_CLASS = { active: 'bg-success text-success-foreground', expired: 'bg-muted', revoked: 'bg-destructive/10 text-destructive' } as const;

/** Settings → API tokens: personal tokens for scripts, CI and the sovereign-k8s CLI. */
export function ApiTokensSection() {
  const tokens = useQuery(tokensQueryOptions());
  const client = useQueryClient();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => toast({ title: 'Token revoked: its next request is refused', variant: 'success' }),
    onError: (error) => toast({ title: 'Could not revoke the token', description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => client.invalidateQueries({ queryKey: automationKeys.tokens }),
  });

  return (
    <div id="api-tokens" className="scroll-mt-20">
      <SettingsCard
        title="API tokens"
        description={
          <>
            Tokens let scripts, CI jobs and the <code className="font-mono">sovereign-k8s</code> command line act as you, within your role, through{' '}
            <code className="font-mono">Authorization: Bearer</code>. See <a className="underline" href="/documentation/automate-with-the-api">Automate with the API</a>.
          </>
        }
      >
        {created ? (
          <SecretReveal label="API token" copyLabel="Copy token" value={created.token} note={`“${created.name}” is ready. Copy it now: it will not be shown again.`} onDone={() => setCreated(null)} />
        ) : null}
        {tokens.isPending ? (
          <Spinner label="Loading your API tokens" className="justify-start" />
        ) : tokens.isError ? (
          <FormAlert message={errorMessage(tokens.error)} />
        ) : (
          <>
            {tokens.data.tokens.length === 0 ? (
              <p className="text-sm text-muted-foreground">No API tokens yet.</p>
            ) : (
              <ul className="divide-y divide-border rounded-md border border-border" aria-label="API tokens">
                {tokens.data.tokens.map((token) => (
                  <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="api-token">
                    <div className="grid gap-1 text-sm">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        {token.name}
                        <code className="font-mono text-xs text-muted-foreground">{token.hint}</code>
                        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[token.status]}`}>{token.status}</span>
                      </p>
                      <p className="text-muted-foreground">{token.scopes.join(', ')}</p>
                      <p className="text-xs text-muted-foreground">
                        {token.status === 'revoked'
                          ? `Revoked ${formatLocalDate(token.revokedAt ?? '')}${token.revokedReason ? ` (${token.revokedReason})` : ''}`
                          : `Expires ${formatLocalDate(token.expiresAt)}`}
                        {' · '}
                        {token.lastUsedAt ? `last used ${formatRelativeTime(token.lastUsedAt).toLowerCase()} from ${token.lastUsedIp ?? '?'}` : 'never used'}
                      </p>
                    </div>
                    {token.status === 'active' ? (
                      <PendingButton
                        variant="outline"
                        size="sm"
                        pending={revoke.isPending && revoke.variables === token.id}
                        onClick={() => {
                          if (window.confirm(`Revoke “${token.name}”? Whatever uses it stops working at once.`)) revoke.mutate(token.id);
                        }}
                      >
                        Revoke {token.name}
                      </PendingButton>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <CreateTokenForm availableScopes={tokens.data.availableScopes} onCreated={(name, token) => setCreated({ name, token })} />
          </>
        )}
      </SettingsCard>
    </div>
  );
}
