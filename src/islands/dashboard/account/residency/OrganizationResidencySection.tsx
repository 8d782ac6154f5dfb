import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../ui/query-state.tsx';
import { SettingsCard } from '../SettingsCard.tsx';
import { m } from '../../../../shared/i18n/messages.ts';
import { organizationResidencyQueryOptions } from './residency.queries.ts';
import { ClusterResidencyLines, ConsoleResidency } from './ResidencyStatement.tsx';

/** Settings → Where your data lives: every cluster's region and backups, the console's region, its subprocessors. */
export function OrganizationResidencySection() {
  const residency = useQuery(organizationResidencyQueryOptions());
  return (
    <div id="where-your-data-lives" className="scroll-mt-20">
      <SettingsCard title={m.account_residency_title()} description={m.account_residency_description()}>
        <QueryState query={residency} label={m.account_residency_loading()} compact>
          {(data) => (
            <>
              {data.clusters.length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.account_residency_no_clusters()}</p>
              ) : (
                <ul className="grid gap-3">
                  {data.clusters.map((cluster) => (
                    <li key={cluster.clusterId} className="grid gap-1">
                      <h3 className="text-sm font-semibold">{cluster.clusterName}</h3>
                      <ClusterResidencyLines cluster={cluster} />
                    </li>
                  ))}
                </ul>
              )}
              <ConsoleResidency region={data.console.region} subprocessors={data.subprocessors} />
            </>
          )}
        </QueryState>
      </SettingsCard>
    </div>
  );
}
