import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { useCan } from '../../../auth/use-can.ts';
import { Button } from '../../../ui/button.tsx';
import { AlertDialog } from '../../../ui/alert-dialog.tsx';
import { TypeToConfirmField, useTypedName } from '../../../ui/type-to-confirm.tsx';
import type { Cluster, DeletionPreview } from '../cluster-types.ts';
import { clusterKeys, invalidateCluster } from '../clusters.queries.ts';
import { Section } from './Section.tsx';
import { m } from '../../../../shared/i18n/messages.ts';
import { richMessage } from '../../../ui/rich-message.tsx';
import { isInService } from '../../../../shared/cluster-lifecycle.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { ChangeCost } from './ChangeCost.tsx';

/** Delete: type the exact name; credentials are revoked and billing stops at once. */
export function DeleteSection({ cluster }: { cluster: Cluster }) {
  // A role that cannot delete gets no section at all: the explanation above it would be noise.
  return useCan('clusters.write') ? <DeleteControls cluster={cluster} /> : null;
}

function DeleteControls({ cluster }: { cluster: Cluster }) {
  const { typed, setTyped, matches, reset } = useTypedName(cluster.name);
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
    },
  });
  const gone = !isInService(cluster);
  return (
    <Section title={m.clusters_delete_title()}>
      <p className="text-sm">{m.clusters_delete_text()}</p>
      <AlertDialog
        trigger={
          <Button variant="destructive" className="mt-3" disabled={gone}>
            {m.clusters_delete_button({ name: cluster.name })}
          </Button>
        }
        onOpenChange={(open) => {
          if (!open) reset();
        }}
        title={m.clusters_delete_dialog_title({ name: cluster.name })}
        description={m.clusters_delete_dialog_description()}
        cancelLabel={m.clusters_cancel()}
        confirmLabel={m.clusters_delete_confirm()}
        destructive
        confirmDisabled={!matches}
        onConfirm={() => remove.mutateAsync()}
      >
        <DeletionCredit clusterId={cluster.id} />
        <TypeToConfirmField
          id="confirm-name"
          label={richMessage((slot) => m.clusters_delete_type_name(slot), {
            name: <span className="font-mono">{cluster.name}</span>,
          })}
          value={typed}
          onChange={setTyped}
        />
      </AlertDialog>
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
