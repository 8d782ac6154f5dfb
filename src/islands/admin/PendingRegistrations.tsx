import { useState } from 'react';
import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';
import { queryClient } from '../lib/query-client.ts';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { errorMessage } from '../lib/form-errors.ts';
import { pendingRegistrationsQueryOptions } from './admin.queries.ts';
import type { PendingRegistration, RegistrationDecision, RegistrationsApi } from './admin.queries.ts';
import { RegistrationRow } from './RegistrationRow.tsx';
import { RejectDialog } from './RejectDialog.tsx';

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
    client.setQueryData(options.queryKey, (list) =>
      list?.map((r) => (r.id === id ? { ...r, status } : r)),
    );
  // 404 and 409 mean someone else already decided (or removed) it: show the list as it is now.
  const failed = (title: string, error: Error) => {
    toast({ title, description: errorMessage(error), variant: 'destructive' });
    if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
      setRejecting(undefined);
      void client.invalidateQueries({ queryKey: options.queryKey });
    }
  };

  const approve = useMutation({
    mutationFn: (r: PendingRegistration) =>
      apiRequest<RegistrationDecision>(`${api}/${encodeURIComponent(r.id)}/approve`, { method: 'POST' }),
    onSuccess: (decision, r) => {
      applyDecision(decision);
      toast({
        title: 'Registration approved',
        description: `${r.name} (${r.email}) can now sign in; we e-mailed them.`,
        variant: 'success',
      });
    },
    onError: (error) => failed('Could not approve the registration', error),
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
      toast({ title: 'Registration rejected', description: `We e-mailed ${r.email} the reason.`, variant: 'success' });
    },
    onError: (error) => {
      // A problem with the reason is shown beside it in the dialog.
      if (!(error instanceof ApiError && error.fields?.reason)) failed('Could not reject the registration', error);
    },
  });

  if (registrations.isPending) return <Spinner size="lg" label="Loading registrations" className="py-12" />;
  if (registrations.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p className="text-destructive">{errorMessage(registrations.error)}</p>
        <Button variant="outline" onClick={() => void registrations.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (registrations.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
        No registrations are waiting for review.
      </p>
    );
  }

  return (
    <>
      <div className="relative overflow-x-auto rounded-lg border border-border bg-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Registrations waiting for review</caption>
          <thead className="border-b border-border bg-muted/50 text-muted-foreground">
            <tr>
              {['Username', 'Name', 'E-mail', 'Company', 'Joins existing organization', 'Status', 'Requested'].map(
                (heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-medium">
                    {heading}
                  </th>
                ),
              )}
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {registrations.data.map((r) => (
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
          </tbody>
        </table>
      </div>
      {rejecting ? (
        <RejectDialog
          applicant={rejecting.username}
          onConfirm={(reason) => reject.mutateAsync({ r: rejecting, reason })}
          onClose={() => setRejecting(undefined)}
        />
      ) : null}
    </>
  );
}
