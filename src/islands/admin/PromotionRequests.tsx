import { useState } from 'react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROMOTION_LABELS } from '../../server/staff/promotion-requests.schemas.ts';
import { formatRelativeTime } from '../account/relative-time.ts';
import type { User } from '../auth/auth.ts';
import { errorMessage } from '../lib/form-errors.ts';
import { queryClient } from '../lib/query-client.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { apiRequest } from '../lib/request.ts';
import { toast } from '../stores/toasts.ts';
import { Button } from '../ui/button.tsx';
import { inputClass } from '../ui/form-field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Badge } from './Badge.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { getJson, staffPaths, withQuery, type PromotionRequestView } from './staff.queries.ts';

const STATUS = {
  pending: { label: 'Pending', tone: 'info' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
} as const;

type Deciding = { request: PromotionRequestView; decision: 'approve' | 'reject' };

/** Island of /admin/promotion-requests: pending requests first, approved or rejected with a reason. */
export function PromotionRequests({ user }: { user: User }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RequestsTable me={user} />
    </QueryClientProvider>
  );
}

function RequestsTable({ me }: { me: User }) {
  const client = useQueryClient();
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  const [kind, setKind] = useState('');
  const [deciding, setDeciding] = useState<Deciding>();
  const path = withQuery(staffPaths.promotions, { status, kind });
  const requests = useQuery({ queryKey: [path], queryFn: ({ signal }) => getJson<PromotionRequestView[]>(path, signal) });

  const decide = async ({ request, decision }: Deciding, reason: string) => {
    await apiRequest<PromotionRequestView>(`${staffPaths.promotions}/${encodeURIComponent(request.id)}/${decision}`, {
      method: 'POST',
      body: decision === 'approve' ? (reason ? { reason } : {}) : { reason },
    });
    setDeciding(undefined);
    toast({
      title: decision === 'approve' ? 'Request approved' : 'Request rejected',
      description: `${request.user.name} was notified and e-mailed.`,
      variant: 'success',
    });
    await client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(staffPaths.promotions) });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="promotion-status" className="text-sm font-medium">
            Status
          </label>
          <select id="promotion-status" value={status} onChange={(event) => setStatus(event.target.value)} disabled={!hydrated} className={inputClass}>
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="promotion-kind" className="text-sm font-medium">
            Asks for
          </label>
          <select id="promotion-kind" value={kind} onChange={(event) => setKind(event.target.value)} disabled={!hydrated} className={inputClass}>
            <option value="">Anything</option>
            <option value="officers_access">Officers access</option>
            <option value="admin">Admin role</option>
          </select>
        </div>
      </div>
      {requests.isPending ? (
        <Spinner size="lg" label="Loading promotion requests" className="py-12" />
      ) : requests.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 text-sm">
          <p className="text-destructive">{errorMessage(requests.error)}</p>
          <Button variant="outline" onClick={() => void requests.refetch()}>
            Try again
          </Button>
        </div>
      ) : requests.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No promotion request here.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Promotion requests</caption>
            <thead className="border-b border-border bg-muted/50 text-muted-foreground">
              <tr>
                {['Requester', 'Company', 'Asks for', 'Reason', 'Status', 'Requested'].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 font-medium">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((r) => {
                const superOnly = r.kind === 'admin' && me.role !== 'super_admin';
                return (
                  <tr key={r.id} className="border-b border-border align-top last:border-0">
                    <td className="px-3 py-3">
                      <span className="font-medium">{r.user.name}</span>
                      <span className="block text-muted-foreground">{r.user.username}</span>
                    </td>
                    <td className="px-3 py-3">{r.user.companyName ?? '—'}</td>
                    <td className="px-3 py-3 whitespace-nowrap">{PROMOTION_LABELS[r.kind]}</td>
                    <td className="max-w-sm px-3 py-3">
                      {r.reason}
                      {r.decisionReason ? <span className="mt-1 block text-muted-foreground">Decision: {r.decisionReason}</span> : null}
                    </td>
                    <td className="px-3 py-3">
                      <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>
                      {r.decidedBy ? <span className="mt-1 block text-muted-foreground">by {r.decidedBy.name}</span> : null}
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      <time dateTime={r.createdAt} title={new Date(r.createdAt).toLocaleString()}>
                        {formatRelativeTime(r.createdAt)}
                      </time>
                    </td>
                    <td className="px-3 py-3">
                      {r.status !== 'pending' ? null : r.user.id === me.id ? (
                        <span className="text-muted-foreground">Your own request</span>
                      ) : superOnly ? (
                        <span className="text-muted-foreground">A super admin decides</span>
                      ) : (
                        <div className="flex gap-2">
                          <Button size="sm" onClick={() => setDeciding({ request: r, decision: 'approve' })} aria-label={`Approve ${r.user.username}`}>
                            Approve
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setDeciding({ request: r, decision: 'reject' })} aria-label={`Reject ${r.user.username}`}>
                            Reject
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {deciding ? (
        deciding.decision === 'approve' ? (
          <ReasonDialog
            title={`Approve ${PROMOTION_LABELS[deciding.request.kind]} for ${deciding.request.user.username}`}
            label="Note to the requester (optional)"
            description="Sent with the approval."
            confirmLabel="Approve request"
            onConfirm={(reason) => decide(deciding, reason)}
            onClose={() => setDeciding(undefined)}
          />
        ) : (
          <ReasonDialog
            title={`Reject the request of ${deciding.request.user.username}`}
            label="Reason"
            description="Sent to the requester."
            confirmLabel="Reject request"
            requiredMessage="Enter the reason; the requester receives it."
            destructive
            onConfirm={(reason) => decide(deciding, reason)}
            onClose={() => setDeciding(undefined)}
          />
        )
      ) : null}
    </div>
  );
}
