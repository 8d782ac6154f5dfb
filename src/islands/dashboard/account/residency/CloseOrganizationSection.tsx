import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationClosure } from '../../../../shared/organization-closing/closing.schemas.ts';
import { apiRequest, invalidateApi } from '../../../lib/api/client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../stores/toasts.ts';
import { AlertDialog } from '../../../ui/alert-dialog.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { TypeToConfirmField, useTypedName } from '../../../ui/type-to-confirm.tsx';
import { formatLongDay } from '../../../../shared/format/dates.ts';
import { localizedPath } from '../../../../shared/i18n/page-paths.ts';
import { currentLocale } from '../../../../shared/i18n/locale.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { SettingsCard } from '../SettingsCard.tsx';
import { closureQueryOptions, residencyKeys } from './residency.queries.ts';

const CLOSURE_PATH = residencyKeys.closure[0];
/** The public page that says what is kept, why and how long, and what is erased when. */
export const DATA_RETENTION_PAGE = '/data-retention';

/**
 * Settings → Close the organization (owners): the consequences in a confirmation that asks for
 * the organization's name, then the grace period with its end date and "Reopen". Both ask for
 * the password again when the sign-in is older than 10 minutes (the API client's dialog).
 */
export function CloseOrganizationSection({ organizationName }: { organizationName: string }) {
  const client = useQueryClient();
  const closure = useQuery(closureQueryOptions());
  const { typed, setTyped, matches, reset } = useTypedName(organizationName);
  const settle = (data: OrganizationClosure) => {
    client.setQueryData(residencyKeys.closure, data);
    void invalidateApi(client, [CLOSURE_PATH]);
  };
  const close = useMutation({
    mutationFn: () =>
      apiRequest<OrganizationClosure>('/api/organization/close', { method: 'POST', body: { confirmName: typed } }),
    onSuccess: (data) => {
      settle(data);
      toast({ title: m.account_close_done(), variant: 'success' });
    },
  });
  const reopen = useMutation({
    mutationFn: () => apiRequest<OrganizationClosure>('/api/organization/reopen', { method: 'POST' }),
    onSuccess: (data) => {
      settle(data);
      toast({ title: m.account_close_reopened(), variant: 'success' });
    },
  });
  const policy = localizedPath(DATA_RETENTION_PAGE, currentLocale());

  return (
    <div id="close-organization" className="scroll-mt-20">
      <SettingsCard title={m.account_close_title()} description={m.account_close_description()}>
        <QueryState query={closure} label={m.account_close_loading()} compact>
          {(state) =>
            state.state === 'closing' && state.eraseAfter ? (
              <div className="grid gap-3 text-sm">
                <Alert variant="warning">{m.account_close_closing({ date: formatLongDay(state.eraseAfter) })}</Alert>
                <div>
                  <Button onClick={() => reopen.mutate()} disabled={reopen.isPending}>
                    {m.account_close_reopen()}
                  </Button>
                </div>
                <Alert>{reopen.isError ? errorMessage(reopen.error) : null}</Alert>
              </div>
            ) : (
              <div className="grid gap-3 text-sm">
                <p>{m.account_close_intro({ days: state.graceDays })}</p>
                <p>
                  <a className="text-primary underline underline-offset-4" href={policy}>
                    {m.account_close_policy_link()}
                  </a>
                </p>
                <AlertDialog
                  trigger={
                    <Button variant="destructive" className="justify-self-start">
                      {m.account_close_button()}
                    </Button>
                  }
                  onOpenChange={(open) => {
                    if (!open) reset();
                  }}
                  title={m.account_close_dialog_title({ name: organizationName })}
                  description={m.account_close_dialog_description({ days: state.graceDays })}
                  confirmLabel={m.account_close_confirm()}
                  destructive
                  confirmDisabled={!matches}
                  onConfirm={() => close.mutateAsync()}
                >
                  <ul className="list-disc pl-5 text-sm">
                    <li>{m.account_close_consequence_subscriptions()}</li>
                    <li>{m.account_close_consequence_clusters({ days: state.graceDays })}</li>
                    <li>{m.account_close_consequence_erased()}</li>
                    <li>{m.account_close_consequence_kept()}</li>
                    <li>{m.account_close_consequence_reopen({ days: state.graceDays })}</li>
                  </ul>
                  <TypeToConfirmField
                    id="confirm-organization-name"
                    label={m.account_close_type_name({ name: organizationName })}
                    value={typed}
                    onChange={setTyped}
                  />
                </AlertDialog>
              </div>
            )
          }
        </QueryState>
      </SettingsCard>
    </div>
  );
}

/** For members who are not owners: the organization is closing, and until when an owner can reopen it. */
export function ClosingNotice() {
  const closure = useQuery(closureQueryOptions());
  if (closure.data?.state !== 'closing' || !closure.data.eraseAfter) return null;
  return (
    <Alert variant="warning" look="banner">
      {m.account_close_notice_member({ date: formatLongDay(closure.data.eraseAfter) })}
    </Alert>
  );
}
