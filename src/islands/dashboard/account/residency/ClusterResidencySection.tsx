import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../ui/query-state.tsx';
import { Section } from '../../clusters/detail/Section.tsx';
import { m } from '../../../../shared/i18n/messages.ts';
import { clusterResidencyQueryOptions } from './residency.queries.ts';
import { ClusterResidencyLines, ConsoleResidency } from './ResidencyStatement.tsx';

/** The cluster page's "Where your data lives": its region and backups, the console's region, its subprocessors. */
export function ClusterResidencySection({ clusterId }: { clusterId: string }) {
  const residency = useQuery(clusterResidencyQueryOptions(clusterId));
  return (
    <Section title={m.account_residency_title()}>
      <QueryState query={residency} label={m.account_residency_loading()} compact>
        {(data) => (
          <div className="grid gap-4">
            <ClusterResidencyLines cluster={data.cluster} />
            <ConsoleResidency region={data.console.region} subprocessors={data.subprocessors} />
          </div>
        )}
      </QueryState>
    </Section>
  );
}
