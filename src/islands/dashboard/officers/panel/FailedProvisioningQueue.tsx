import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { officerNoteInputSchema, type FailedProvisioning } from '../../../../server/officers/officers.schemas.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/request.ts';
import { toast } from '../../../stores/toasts.ts';
import { Button } from '../../../ui/button.tsx';
import { PendingButton } from '../../../ui/pending-button.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { TextPromptDialog } from '../../../ui/text-prompt-dialog.tsx';
import { failedProvisioningQueryOptions } from './officers-panel.queries.ts';
import { refreshQueues } from './refresh-queues.ts';
import { useNow } from './use-now.ts';
import { waitedFor } from './queue-age.ts';

const OPERATION = { create: 'Creation', update: 'Change', delete: 'Deletion' } as const;
const path = (item: FailedProvisioning, action: string) => `/api/officers/provisioning/${encodeURIComponent(item.clusterId)}/${action}`;

/** Clusters whose operation failed: retry (the customer's own retry) or escalate with a note. */
export function FailedProvisioningQueue() {
  const client = useQueryClient();
  const query = useQuery(failedProvisioningQueryOptions());
  const now = useNow();
  const [escalating, setEscalating] = useState<FailedProvisioning>();
  const retry = useMutation({
    mutationFn: (item: FailedProvisioning) => apiRequest(path(item, 'retry'), { method: 'POST' }),
    onSuccess: (_, item) => toast({ title: `Retrying ${item.name}`, description: `Provisioning of ${item.companyName}’s cluster runs again from the failed phase.`, variant: 'success' }),
    onError: (error, item) => toast({ title: `Could not retry ${item.name}`, description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => refreshQueues(client),
  });
  return (
    <>
      <QueryState compact query={query} label="failed provisioning" empty="No failed provisioning: every cluster operation is running or done.">
        {(items) => (
          <ul className="grid gap-3" aria-label="Failed cluster operations">
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
          title={`Escalate ${escalating.name}`}
          description={`Say what you found and what is needed. The other officers are notified, and the note stays on ${escalating.companyName}’s failed cluster.`}
          label="Note"
          schema={officerNoteInputSchema.shape.note}
          name="note"
          maxLength={2000}
          confirmLabel="Escalate"
          onConfirm={async (note) => {
            await apiRequest(path(escalating, 'escalate'), { method: 'POST', body: { note } });
            toast({ title: `${escalating.name} escalated`, description: 'The other officers were notified.', variant: 'success' });
            await refreshQueues(client);
            setEscalating(undefined);
          }}
          onClose={() => setEscalating(undefined)}
        />
      ) : null}
    </>
  );
}

function FailedClusterItem({ item, now, retrying, onRetry, onEscalate }: { item: FailedProvisioning; now: number; retrying: boolean; onRetry: () => void; onEscalate: () => void }) {
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {item.name} <span className="font-normal text-muted-foreground">· {item.companyName}</span>
        </h3>
        <span className="text-muted-foreground">
          {item.operation ? OPERATION[item.operation] : 'Operation'} failed {waitedFor(item.failure.at, now)} ago · attempt {item.attempt}
        </span>
      </div>
      <p>
        <span className="font-medium">Reason:</span> {item.failure.reason}
        {item.failure.phase ? <span className="text-muted-foreground"> (phase {item.failure.phase})</span> : null}
        {item.failure.customerAction ? <span className="text-muted-foreground"> · the customer must change something first</span> : null}
      </p>
      {item.escalation ? (
        <p className="rounded-md border border-border bg-muted/50 px-3 py-2">
          <span className="font-medium">Escalated by {item.escalation.byName}:</span> {item.escalation.note}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <PendingButton size="sm" pending={retrying} onClick={onRetry}>
          Retry {item.name}
        </PendingButton>
        <Button size="sm" variant="outline" onClick={onEscalate}>
          Escalate {item.name}
        </Button>
      </div>
    </li>
  );
}
