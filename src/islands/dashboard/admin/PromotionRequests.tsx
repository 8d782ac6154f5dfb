import { useState } from 'react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROMOTION_LABELS, promotionDecisionInputSchema } from '../../../server/staff/promotion-requests.schemas.ts';
import type { User } from '../../auth/auth.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { apiRequest } from '../../lib/request.ts';
import { toast } from '../../stores/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Table, TableCell, TableRow } from '../../ui/table.tsx';
import { optionalText, TextPromptDialog } from '../../ui/text-prompt-dialog.tsx';
import { Badge } from './Badge.tsx';
import { getJson, staffPaths, withQuery, type PromotionRequestView } from './staff.queries.ts';

const STATUS = {
  pending: { label: 'Pending', tone: 'info' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
} as const;

const COLUMNS = ['Requester', 'Company', 'Asks for', 'Reason', 'Status', 'Requested'];

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
      <QueryState query={requests} label="promotion requests" empty="No promotion request here.">
        {(list) => (
          <Table caption="Promotion requests" columns={[...COLUMNS, { label: 'Actions', hidden: true }]}>
            {list.map((r) => {
              const superOnly = r.kind === 'admin' && me.role !== 'super_admin';
              return (
                <TableRow key={r.id}>
                  <TableCell>
                    <span className="font-medium">{r.user.name}</span>
                    <span className="block text-muted-foreground">{r.user.username}</span>
                  </TableCell>
                  <TableCell>{r.user.companyName ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">{PROMOTION_LABELS[r.kind]}</TableCell>
                  <TableCell className="max-w-sm">
                    {r.reason}
                    {r.decisionReason ? <span className="mt-1 block text-muted-foreground">Decision: {r.decisionReason}</span> : null}
                  </TableCell>
                  <TableCell>
                    <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>
                    {r.decidedBy ? <span className="mt-1 block text-muted-foreground">by {r.decidedBy.name}</span> : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <RelativeTime iso={r.createdAt} />
                  </TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              );
            })}
          </Table>
        )}
      </QueryState>
      {deciding ? (
        deciding.decision === 'approve' ? (
          <TextPromptDialog
            title={`Approve ${PROMOTION_LABELS[deciding.request.kind]} for ${deciding.request.user.username}`}
            label="Note to the requester (optional)"
            help="Sent with the approval."
            schema={optionalText(500)}
            name="reason"
            maxLength={500}
            confirmLabel="Approve request"
            onConfirm={(reason) => decide(deciding, reason)}
            onClose={() => setDeciding(undefined)}
          />
        ) : (
          <TextPromptDialog
            title={`Reject the request of ${deciding.request.user.username}`}
            label="Reason"
            help="Sent to the requester."
            schema={promotionDecisionInputSchema.shape.reason}
            name="reason"
            maxLength={500}
            confirmLabel="Reject request"
            destructive
            onConfirm={(reason) => decide(deciding, reason)}
            onClose={() => setDeciding(undefined)}
          />
        )
      ) : null}
    </div>
  );
}
