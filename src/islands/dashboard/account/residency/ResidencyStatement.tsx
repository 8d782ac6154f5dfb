import type { ClusterResidency, ResidencyRegion } from '../../../../shared/residency/residency.schemas.ts';
import type { Subprocessor } from '../../../../shared/residency/subprocessors.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { countryLabel, operatorLabel, personalDataLabel, purposeLabel, regionLabel } from './residency-text.ts';

/** Where one cluster's data and backups are. */
export function ClusterResidencyLines({ cluster }: { cluster: ClusterResidency }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      <dt className="font-medium text-muted-foreground">{m.account_residency_cluster_data()}</dt>
      <dd>
        {regionLabel(cluster.region)} <SovereignMark region={cluster.region} />
      </dd>
      <dt className="font-medium text-muted-foreground">{m.account_residency_backups()}</dt>
      <dd>
        {cluster.backups.region
          ? m.account_residency_backups_in({ region: regionLabel(cluster.backups.region) })
          : m.account_residency_no_backups()}
      </dd>
    </dl>
  );
}

function SovereignMark({ region }: { region: ResidencyRegion }) {
  return (
    <span className="text-muted-foreground">
      ({region.sovereign ? m.account_residency_sovereign() : m.account_residency_not_sovereign()})
    </span>
  );
}

/** The console's own storage region and every service it uses, with country and purpose. */
export function ConsoleResidency({
  region,
  subprocessors,
}: {
  region: ResidencyRegion;
  subprocessors: readonly Subprocessor[];
}) {
  return (
    <div className="grid gap-3 text-sm">
      <p>
        <span className="font-medium">{m.account_residency_console()}</span> {regionLabel(region)}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.account_residency_subprocessors_caption()}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-4 font-medium">
                {m.account_residency_col_purpose()}
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                {m.account_residency_col_operator()}
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                {m.account_residency_col_country()}
              </th>
              <th scope="col" className="py-1 font-medium">
                {m.account_residency_col_data()}
              </th>
            </tr>
          </thead>
          <tbody>
            {subprocessors.map((s) => (
              <tr key={s.purpose} className="border-b last:border-0">
                <td className="py-1 pr-4">{purposeLabel(s.purpose)}</td>
                <td className="py-1 pr-4 font-mono text-xs">{operatorLabel(s)}</td>
                <td className="py-1 pr-4">{countryLabel(s.country)}</td>
                <td className="py-1">{personalDataLabel(s.personalData)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
