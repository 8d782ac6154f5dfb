import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { apiRequest } from '../../../lib/api/client.ts';
import { useCan } from '../../../auth/use-can.ts';
import { Button } from '../../../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../ui/dialog.tsx';
import { inputClass } from '../../../ui/input-class.ts';
import type { Cluster, DeletionPreview } from '../cluster-types.ts';
import { clusterKeys, invalidateCluster } from '../clusters.queries.ts';
import { Section } from './Section.tsx';
import { m } from '../../../../shared/i18n/messages.ts';
import { richMessage } from '../../../ui/rich-message.tsx';
import { isInService } from '../../../../shared/cluster-lifecycle.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { ChangeCost } from './ChangeCost.tsx';
import { Alert } from '../../../ui/alert.tsx';

/** Delete: type the exact name; credentials are revoked and billing stops at once. */
export function DeleteSection({ cluster }: { cluster: Cluster }) {
  // A role that cannot delete gets no section at all: the explanation above it would be noise.
  return useCan('clusters.write') ? <DeleteControls cluster={cluster} /> : null;
}

function DeleteControls({ cluster }: { cluster: Cluster }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () =>
      apiRequest<Cluster>(`/api/clusters/${encodeURIComponent(cluster.id)}`, {
        method: 'DELETE',
        body: { confirmName: typed },
      }),
    onSuccess: (next) => {
      client.setQueryData(clusterKeys.detail(cluster.id), next);
      void invalidateCluster(client, cluster.id);
      setOpen(false);
    },
  });
  const gone = !isInService(cluster);
  return (
    <Section title={m.clusters_delete_title()}>
      <p className="text-sm">{m.clusters_delete_text()}</p>
      <Button variant="destructive" className="mt-3" onClick={() => setOpen(true)} disabled={gone}>
        {m.clusters_delete_button({ name: cluster.name })}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setTyped('');
            remove.reset();
          }
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{m.clusters_delete_dialog_title({ name: cluster.name })}</DialogTitle>
            <DialogDescription>{m.clusters_delete_dialog_description()}</DialogDescription>
          </DialogHeader>
          {open ? <DeletionCredit clusterId={cluster.id} /> : null}
          <div className="grid gap-1">
            <label htmlFor="confirm-name" className="text-sm font-medium">
              {richMessage((slot) => m.clusters_delete_type_name(slot), {
                name: <span className="font-mono">{cluster.name}</span>,
              })}
            </label>
            <input
              id="confirm-name"
              className={inputClass}
              value={typed}
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
              aria-describedby={remove.isError ? 'confirm-name-error' : undefined}
            />
            {remove.isError ? (
              <Alert look="text" id="confirm-name-error">
                {remove.error instanceof ApiError && remove.error.fields?.confirmName
                  ? remove.error.fields.confirmName
                  : errorMessage(remove.error)}
              </Alert>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {m.clusters_cancel()}
            </Button>
            <Button
              variant="destructive"
              disabled={typed !== cluster.name || remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? m.clusters_delete_deleting() : m.clusters_delete_confirm()}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Section>
  );
}

/** What the deletion credits for the unused days (the figures of its credit note), read when the dialog opens. */
function DeletionCredit({ clusterId }: { clusterId: string }) {
  const preview = useQuery<DeletionPreview>({ queryKey: clusterKeys.deletionPreview(clusterId), staleTime: 0 });
  return (
    <section
      className="grid gap-1 rounded-md border p-3 text-sm"
      aria-labelledby="deletion-credit-title"
      data-testid="deletion-credit"
    >
      <h3 id="deletion-credit-title" className="font-medium">
        {m.clusters_delete_credit_heading()}
      </h3>
      <QueryState query={preview} label={m.clusters_delete_credit_label()} compact>
        {({ billing }) =>
          billing === null ? (
            <p className="text-muted-foreground">{m.clusters_delete_not_billed()}</p>
          ) : billing.direction === 'credit' ? (
            <ChangeCost billing={billing} />
          ) : (
            <p className="text-muted-foreground">{m.clusters_delete_no_credit()}</p>
          )
        }
      </QueryState>
    </section>
  );
}
