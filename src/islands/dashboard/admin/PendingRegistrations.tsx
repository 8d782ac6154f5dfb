import { useState } from 'react';
import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rejectRegistrationInputSchema } from '../../../shared/registrations/registrations.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { ApiError } from '../../lib/api-error.ts';
import { queryClient } from '../../lib/query-client.ts';
import { apiRequest, invalidateApi } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { Table } from '../../ui/table.tsx';
import { TextPromptDialog } from '../../ui/text-prompt-dialog.tsx';
import { pendingRegistrationsQueryOptions } from './admin.queries.ts';
import type { PendingRegistration, RegistrationDecision, RegistrationsApi } from './admin.queries.ts';
import { RegistrationRow } from './RegistrationRow.tsx';

const columns = () => [
  m.admin_registrations_username(),
  m.admin_registrations_name(),
  m.admin_registrations_email(),
  m.admin_registrations_company(),
  m.admin_registrations_joins(),
  m.admin_registrations_status(),
  m.admin_registrations_requested(),
  { label: m.admin_actions(), hidden: true },
];

/** A rejection refused because of its reason goes back to the dialog; other failures are toasted. */
function rethrowReasonError(error: unknown): void {
  if (error instanceof ApiError && error.fields?.reason) throw error;
}

/** Island of /admin/pending-registrations; the Officers Panel shows it through the officers' API. */
export function PendingRegistrations({ api = '/api/admin/pending-registrations' }: { api?: RegistrationsApi }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RegistrationsTable api={api} />
    </QueryClientProvider>
  );
}

function RegistrationsTable({ api }: { api: RegistrationsApi }) {
  const client = useQueryClient();
  const options = pendingRegistrationsQueryOptions(api);
  const registrations = useQuery(options);
  const [rejecting, setRejecting] = useState<PendingRegistration>();

  // The row keeps its place with the new status, so the admin sees what was decided.
  const applyDecision = ({ id, status }: RegistrationDecision) =>
    client.setQueryData(options.queryKey, (list) => list?.map((r) => (r.id === id ? { ...r, status } : r)));
  // 404 and 409 mean someone else already decided (or removed) it: show the list as it is now.
  const failed = (title: string, error: Error) => {
    toast({ title, description: errorMessage(error), variant: 'destructive' });
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
      setRejecting(undefined);
      void invalidateApi(client, [options.queryKey]);
    }
  };

  const approve = useMutation({
    mutationFn: (r: PendingRegistration) =>
      apiRequest<RegistrationDecision>(`${api}/${encodeURIComponent(r.id)}/approve`, { method: 'POST' }),
    onSuccess: (decision, r) => {
      applyDecision(decision);
      toast({
        title: m.admin_registrations_approved_done(),
        description: m.admin_registrations_approved_detail({ name: r.name, email: r.email }),
        variant: 'success',
      });
    },
    onError: (error) => failed(m.admin_registrations_approve_failed(), error),
  });

  const reject = useMutation({
    mutationFn: ({ r, reason }: { r: PendingRegistration; reason: string }) =>
      apiRequest<RegistrationDecision>(`${api}/${encodeURIComponent(r.id)}/reject`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: (decision, { r }) => {
      applyDecision(decision);
      setRejecting(undefined);
      toast({
        title: m.admin_registrations_rejected_done(),
        description: m.admin_registrations_rejected_detail({ email: r.email }),
        variant: 'success',
      });
    },
    onError: (error) => {
      // A problem with the reason is shown beside it in the dialog.
      if (!(error instanceof ApiError && error.fields?.reason)) failed(m.admin_registrations_reject_failed(), error);
    },
  });

  return (
    <>
      <QueryState query={registrations} label={m.admin_registrations_loading()} empty={m.admin_registrations_empty()}>
        {(list) => (
          <Table caption={m.admin_registrations_caption()} columns={columns()}>
            {list.map((r) => (
              <RegistrationRow
                key={r.id}
                registration={r}
                approving={approve.isPending && approve.variables.id === r.id}
                onApprove={() => approve.mutate(r)}
                onReject={() => {
                  reject.reset();
                  setRejecting(r);
                }}
              />
            ))}
          </Table>
        )}
      </QueryState>
      {rejecting ? (
        <TextPromptDialog
          title={m.admin_registrations_reject_title({ username: rejecting.username })}
          label={m.admin_reason()}
          help={m.admin_registrations_reject_help()}
          schema={rejectRegistrationInputSchema.shape.reason}
          name="reason"
          maxLength={500}
          confirmLabel={m.admin_registrations_reject_confirm()}
          destructive
          // Only a problem with the reason is shown in the dialog; the toast reports anything else.
          onConfirm={(reason) => reject.mutateAsync({ r: rejecting, reason }).catch(rethrowReasonError)}
          onClose={() => setRejecting(undefined)}
        />
      ) : null}
    </>
  );
}
