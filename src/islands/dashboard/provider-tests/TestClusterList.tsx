import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderTestPage } from '../../../shared/provider-tests/provider-tests.schemas.ts';
import { TEST_CLUSTERS_PER_PROVIDER } from '../../../shared/provider-tests/provider-tests.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';
import { Button } from '../../ui/button.tsx';
import { clusterStatusWord } from './labels.ts';
import { deleteTestCluster, testClustersQuery, providerTestKeys } from './provider-tests.queries.ts';
import { QueryError } from '../../ui/query-state.tsx';
import { Alert } from '../../ui/alert.tsx';
import { invalidateApi } from '../../lib/api/client.ts';

/** The organization's live test clusters of this provider, live over /ws, each with Delete. */
export function TestClusterList({ page }: { page: ProviderTestPage }) {
  const client = useQueryClient();
  const clusters = useQuery(testClustersQuery(page));
  const remove = useMutation({
    mutationFn: (id: string) => deleteTestCluster(page, id),
    onSettled: () => invalidateApi(client, [providerTestKeys.clusters(page)]),
  });
  return (
    <section aria-labelledby="test-clusters-heading" className="grid gap-3">
      <h2 id="test-clusters-heading" className="text-lg font-semibold">
        {m.provider_tests_clusters_heading({ service: page.service })}
      </h2>
      <p className="text-sm text-muted-foreground">
        {m.provider_tests_clusters_intro({ count: TEST_CLUSTERS_PER_PROVIDER })}
      </p>
      {clusters.isPending ? <p className="text-sm">{m.provider_tests_clusters_loading()}</p> : null}
      {clusters.isError ? (
        <QueryError
          error={clusters.error}
          onRetry={() => void clusters.refetch()}
          text={(error) => m.provider_tests_clusters_error({ error })}
        />
      ) : null}
      {clusters.data?.length === 0 ? <p className="text-sm">{m.provider_tests_clusters_empty()}</p> : null}
      {remove.isError ? <Alert look="text">{remove.error.message}</Alert> : null}
      <ul className="grid gap-2" aria-label={m.provider_tests_clusters_label({ service: page.service })}>
        {clusters.data?.map((cluster) => (
          <li
            key={cluster.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3"
          >
            <div className="grid gap-0.5">
              <span className="font-medium">{cluster.name}</span>
              <span className="text-sm text-muted-foreground">
                {cluster.regionId} · Kubernetes {cluster.kubernetesVersion} ·{' '}
                <span className="font-medium text-foreground">{clusterStatusWord(cluster.status)}</span>
                {cluster.phase ? ` (${cluster.phase}, ${formatPercent(cluster.progress)})` : ''}
              </span>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={m.provider_tests_clusters_delete_named({ name: cluster.name })}
              disabled={cluster.status === 'deleting' || (remove.isPending && remove.variables === cluster.id)}
              onClick={() => remove.mutate(cluster.id)}
            >
              {cluster.status === 'deleting'
                ? m.provider_tests_clusters_deleting()
                : m.provider_tests_clusters_delete()}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
