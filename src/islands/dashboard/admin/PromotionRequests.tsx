import { useState } from 'react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { promotionDecisionInputSchema } from '../../../shared/staff/promotion-requests.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import type { User } from '../../auth/auth.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { apiRequest, invalidateApi } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { Table, TableCell, TableRow } from '../../ui/table.tsx';
import { optionalText, TextPromptDialog } from '../../ui/text-prompt-dialog.tsx';
import { Badge } from './Badge.tsx';
import { getJson, staffKeys, staffPaths, withQuery, type PromotionRequestView } from './staff.queries.ts';
import { mayApprovePromotion, mayDecidePromotion } from '../../../shared/staff-rules.ts';

const STATUS = {
  pending: { label: m.admin_promotions_pending, tone: 'info' },
  approved: { label: m.admin_promotions_approved, tone: 'success' },
  rejected: { label: m.admin_promotions_rejected, tone: 'danger' },
} as const;

const columns = () => [
  m.admin_promotions_requester(),
  m.admin_promotions_company(),
  m.admin_promotions_asks_for(),
  m.admin_reason(),
  m.admin_promotions_status(),
  m.admin_promotions_requested(),
  { label: m.admin_actions(), hidden: true },
];

/** What a request asks for, as a sentence names it: "the admin role", "officers access". */
const PROMOTION_LABELS: Record<PromotionRequestView['kind'], () => string> = {
  admin: m.admin_promotions_kind_admin,
  officers_access: m.admin_promotions_kind_officers_access,
};
const promotionLabel = (kind: PromotionRequestView['kind']): string => PROMOTION_LABELS[kind]?.() ?? kind;

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
  const requests = useQuery({
    queryKey: staffKeys.read(path),
    queryFn: ({ signal }) => getJson<PromotionRequestView[]>(path, signal),
  });

  const decide = async ({ request, decision }: Deciding, reason: string) => {
    await apiRequest<PromotionRequestView>(`${staffPaths.promotions}/${encodeURIComponent(request.id)}/${decision}`, {
      method: 'POST',
      body: decision === 'approve' ? (reason ? { reason } : {}) : { reason },
    });
    setDeciding(undefined);
    toast({
      title: decision === 'approve' ? m.admin_promotions_approved_done() : m.admin_promotions_rejected_done(),
      description: m.admin_promotions_notified({ name: request.user.name }),
      variant: 'success',
    });
    await invalidateApi(client, [staffPaths.promotions]);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="promotion-status" className="text-sm font-medium">
            {m.admin_promotions_status()}
          </label>
          <select
            id="promotion-status"
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            disabled={!hydrated}
            className={inputClass}
          >
            <option value="">{m.admin_promotions_all()}</option>
            <option value="pending">{m.admin_promotions_pending()}</option>
            <option value="approved">{m.admin_promotions_approved()}</option>
            <option value="rejected">{m.admin_promotions_rejected()}</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="promotion-kind" className="text-sm font-medium">
            {m.admin_promotions_asks_for()}
          </label>
          <select
            id="promotion-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value)}
            disabled={!hydrated}
            className={inputClass}
          >
            <option value="">{m.admin_promotions_anything()}</option>
            <option value="officers_access">{m.admin_promotions_officers_access()}</option>
            <option value="admin">{m.admin_promotions_admin_role()}</option>
          </select>
        </div>
      </div>
      <QueryState query={requests} label={m.admin_promotions_loading()} empty={m.admin_promotions_empty()}>
        {(list) => (
          <Table caption={m.admin_promotions_title()} columns={columns()}>
            {list.map((r) => {
              const superOnly = !mayDecidePromotion(me, r.kind);
              return (
                <TableRow key={r.id}>
                  <TableCell>
                    <span className="font-medium">{r.user.name}</span>
                    <span className="block text-muted-foreground">{r.user.username}</span>
                  </TableCell>
                  <TableCell>{r.user.companyName ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">{promotionLabel(r.kind)}</TableCell>
                  <TableCell className="max-w-sm">
                    {r.reason}
                    {r.decisionReason ? (
                      <span className="mt-1 block text-muted-foreground">
                        {m.admin_promotions_decision({ reason: r.decisionReason })}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label()}</Badge>
                    {r.decidedBy ? (
                      <span className="mt-1 block text-muted-foreground">
                        {m.admin_promotions_decided_by({ name: r.decidedBy.name })}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <RelativeTime iso={r.createdAt} />
                  </TableCell>
                  <TableCell>
                    {r.status !== 'pending' ? null : r.user.id === me.id ? (
                      <span className="text-muted-foreground">{m.admin_promotions_own()}</span>
                    ) : superOnly ? (
                      <span className="text-muted-foreground">{m.admin_promotions_super_only()}</span>
                    ) : (
                      <div className="flex gap-2">
                        {mayApprovePromotion(me, r.kind, r.user) ? (
                          <Button
                            size="sm"
                            onClick={() => setDeciding({ request: r, decision: 'approve' })}
                            aria-label={m.admin_approve_named({ username: r.user.username })}
                          >
                            {m.admin_approve()}
                          </Button>
                        ) : null}
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setDeciding({ request: r, decision: 'reject' })}
                          aria-label={m.admin_reject_named({ username: r.user.username })}
                        >
                          {m.admin_reject()}
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
            title={m.admin_promotions_approve_title({
              kind: promotionLabel(deciding.request.kind),
              username: deciding.request.user.username,
            })}
            label={m.admin_promotions_approve_label()}
            help={m.admin_promotions_approve_help()}
            schema={optionalText(500)}
            name="reason"
            maxLength={500}
            confirmLabel={m.admin_promotions_approve_confirm()}
            onConfirm={(reason) => decide(deciding, reason)}
            onClose={() => setDeciding(undefined)}
          />
        ) : (
          <TextPromptDialog
            title={m.admin_promotions_reject_title({ username: deciding.request.user.username })}
            label={m.admin_reason()}
            help={m.admin_promotions_reject_help()}
            schema={promotionDecisionInputSchema.shape.reason}
            name="reason"
            maxLength={500}
            confirmLabel={m.admin_promotions_reject_confirm()}
            destructive
            onConfirm={(reason) => decide(deciding, reason)}
            onClose={() => setDeciding(undefined)}
          />
        )
      ) : null}
    </div>
  );
}
