import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { officerNoteInputSchema, type FailedProvisioning } from '../../../../shared/officers/officers.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { toast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/button.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { TextPromptDialog } from '../../../ui/text-prompt-dialog.tsx';
import { failedProvisioningQueryOptions } from './officers-panel.queries.ts';
import { refreshQueues } from './refresh-queues.ts';
import { useNow } from './use-now.ts';
import { waitedFor } from './queue-age.ts';

const OPERATION = {
  create: m.officers_provisioning_creation,
  update: m.officers_provisioning_change,
  delete: m.officers_provisioning_deletion,
} as const;
const path = (item: FailedProvisioning, action: string) =>
  `/api/officers/provisioning/${encodeURIComponent(item.clusterId)}/${action}`;

/** Clusters whose operation failed: retry (the customer's own retry) or escalate with a note. */
export function FailedProvisioningQueue() {
  const client = useQueryClient();
  const query = useQuery(failedProvisioningQueryOptions());
  const now = useNow();
  const [escalating, setEscalating] = useState<FailedProvisioning>();
  const retry = useMutation({
    mutationFn: (item: FailedProvisioning) => apiRequest(path(item, 'retry'), { method: 'POST' }),
    onSuccess: (_, item) =>
      toast({
        title: m.officers_provisioning_retrying({ name: item.name }),
        description: m.officers_provisioning_retrying_detail({ company: item.companyName }),
        variant: 'success',
      }),
    onError: (error, item) =>
      toast({
        title: m.officers_provisioning_retry_failed({ name: item.name }),
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => refreshQueues(client),
  });
  return (
    <>
      <QueryState
        compact
        query={query}
        label={m.officers_provisioning_loading()}
        empty={m.officers_provisioning_empty()}
      >
        {(items) => (
          <ul className="grid gap-3" aria-label={m.officers_provisioning_list()}>
            {items.map((item) => (
              <FailedClusterItem
                key={item.clusterId}
                item={item}
                now={now}
                retrying={retry.isPending && retry.variables.clusterId === item.clusterId}
                onRetry={() => retry.mutate(item)}
                onEscalate={() => setEscalating(item)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {escalating ? (
        <TextPromptDialog
          title={m.officers_provisioning_escalate_title({ name: escalating.name })}
          description={m.officers_provisioning_escalate_description({ company: escalating.companyName })}
          label={m.officers_note()}
          schema={officerNoteInputSchema.shape.note}
          name="note"
          maxLength={2000}
          confirmLabel={m.officers_provisioning_escalate()}
          onConfirm={async (note) => {
            await apiRequest(path(escalating, 'escalate'), { method: 'POST', body: { note } });
            toast({
              title: m.officers_provisioning_escalated({ name: escalating.name }),
              description: m.officers_provisioning_escalated_detail(),
              variant: 'success',
            });
            await refreshQueues(client);
            setEscalating(undefined);
          }}
          onClose={() => setEscalating(undefined)}
        />
      ) : null}
    </>
  );
}

function FailedClusterItem({
  item,
  now,
  retrying,
  onRetry,
  onEscalate,
}: {
  item: FailedProvisioning;
  now: number;
  retrying: boolean;
  onRetry: () => void;
  onEscalate: () => void;
}) {
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {item.name} <span className="font-normal text-muted-foreground">· {item.companyName}</span>
        </h3>
        <span className="text-muted-foreground">
          {m.officers_provisioning_failed_ago({
            operation: item.operation ? OPERATION[item.operation]() : m.officers_provisioning_operation(),
            age: waitedFor(item.failure.at, now),
            attempt: item.attempt,
          })}
        </span>
      </div>
      <p>
        <span className="font-medium">{m.officers_provisioning_reason()}</span> {item.failure.reason}
        {item.failure.phase ? (
          <span className="text-muted-foreground">{` ${m.officers_provisioning_phase({ phase: item.failure.phase })}`}</span>
        ) : null}
        {item.failure.customerAction ? (
          <span className="text-muted-foreground">{` · ${m.officers_provisioning_customer_action()}`}</span>
        ) : null}
      </p>
      {item.escalation ? (
        <p className="rounded-md border border-border bg-muted/50 px-3 py-2">
          <span className="font-medium">{m.officers_provisioning_escalated_by({ name: item.escalation.byName })}</span>{' '}
          {item.escalation.note}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <PendingButton size="sm" pending={retrying} onClick={onRetry}>
          {m.officers_provisioning_retry({ name: item.name })}
        </PendingButton>
        <Button size="sm" variant="outline" onClick={onEscalate}>
          {m.officers_provisioning_escalate_title({ name: item.name })}
        </Button>
      </div>
    </li>
  );
}
