import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest, invalidateApi } from '../../../lib/api/client.ts';
import { toast } from '../../../stores/toasts.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { formatRelativeTime } from '../../../ui/format-relative-time.ts';
import { SettingsCard } from '../SettingsCard.tsx';
import { automationKeys, tokensQueryOptions } from './automation.queries.ts';
import { CreateTokenForm } from './CreateTokenForm.tsx';
import { SecretReveal } from './SecretReveal.tsx';
import { formatLocalDate } from '../../../ui/date-time.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { richMessage } from '../../../ui/rich-message.tsx';
import { tokenStatusLabel } from './automation-labels.ts';
import { AlertDialog } from '../../../ui/alert-dialog.tsx';

// Names that stay as they are in every language: the command line tool and the HTTP header.
const CLI_NAME = 'sovereign-k8s';
const AUTH_HEADER = 'Authorization: Bearer';

const STATUS_CLASS = {
  active: 'bg-success text-success-foreground',
  expired: 'bg-muted',
  revoked: 'bg-destructive/10 text-destructive',
} as const;

/** Settings → API tokens: personal tokens for scripts, CI and the sovereign-k8s CLI. */
export function ApiTokensSection() {
  const tokens = useQuery(tokensQueryOptions());
  const client = useQueryClient();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => toast({ title: m.account_token_revoked_toast(), variant: 'success' }),
    onError: (error) =>
      toast({ title: m.account_token_revoke_failed(), description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => invalidateApi(client, [automationKeys.tokens]),
  });

  return (
    <div id="api-tokens" className="scroll-mt-20">
      <SettingsCard
        title={m.account_tokens_title()}
        description={richMessage(
          (slot) => m.account_tokens_description({ cli: slot.cli, header: slot.header, link: slot.link }),
          {
            cli: <code className="font-mono">{CLI_NAME}</code>,
            header: <code className="font-mono">{AUTH_HEADER}</code>,
            link: (
              <a className="underline" href="/documentation/automate-with-the-api">
                {m.account_tokens_doc_link()}
              </a>
            ),
          },
        )}
      >
        {created ? (
          <SecretReveal
            label={m.account_token_label()}
            copyLabel={m.account_copy_token()}
            value={created.token}
            note={m.account_token_ready({ name: created.name })}
            onDone={() => setCreated(null)}
          />
        ) : null}
        {tokens.isPending ? (
          <Spinner label={m.account_loading_tokens()} align="start" />
        ) : tokens.isError ? (
          <Alert>{errorMessage(tokens.error)}</Alert>
        ) : (
          <>
            {tokens.data.tokens.length === 0 ? (
              <p className="text-sm text-muted-foreground">{m.account_no_tokens()}</p>
            ) : (
              <ul
                className="divide-y divide-border rounded-md border border-border"
                aria-label={m.account_tokens_title()}
              >
                {tokens.data.tokens.map((token) => (
                  <li
                    key={token.id}
                    className="flex flex-wrap items-center justify-between gap-3 p-4"
                    data-testid="api-token"
                  >
                    <div className="grid gap-1 text-sm">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        {token.name}
                        <code className="font-mono text-xs text-muted-foreground">{token.hint}</code>
                        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[token.status]}`}>
                          {tokenStatusLabel(token.status)}
                        </span>
                      </p>
                      <p className="text-muted-foreground">{token.scopes.join(', ')}</p>
                      <p className="text-xs text-muted-foreground">
                        {token.status === 'revoked'
                          ? token.revokedReason
                            ? m.account_token_revoked_on_reason({
                                date: formatLocalDate(token.revokedAt ?? ''),
                                reason: token.revokedReason,
                              })
                            : m.account_token_revoked_on({ date: formatLocalDate(token.revokedAt ?? '') })
                          : m.account_token_expires({ date: formatLocalDate(token.expiresAt) })}
                        {' · '}
                        {token.lastUsedAt
                          ? m.account_token_last_used({
                              when: formatRelativeTime(token.lastUsedAt).toLowerCase(),
                              ip: token.lastUsedIp ?? '?',
                            })
                          : m.account_token_never_used()}
                      </p>
                    </div>
                    {token.status === 'active' ? (
                      <AlertDialog
                        trigger={
                          <PendingButton
                            variant="outline"
                            size="sm"
                            pending={revoke.isPending && revoke.variables === token.id}
                          >
                            {m.account_token_revoke({ name: token.name })}
                          </PendingButton>
                        }
                        title={m.account_token_revoke({ name: token.name })}
                        description={m.account_token_revoke_confirm({ name: token.name })}
                        confirmLabel={m.account_token_revoke_action()}
                        destructive
                        onConfirm={() => revoke.mutate(token.id)}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <CreateTokenForm
              availableScopes={tokens.data.availableScopes}
              onCreated={(name, token) => setCreated({ name, token })}
            />
          </>
        )}
      </SettingsCard>
    </div>
  );
}
