import type { Catalog } from '../../../server/catalog/catalog.schemas.ts';
import { instanceTypeFor } from '../../../shared/instance-types.ts';
import { PROVIDER_LIMITS } from '../../../shared/provider-limits.ts';
import type { TestProviderId } from '../../../server/provider-tests/provider-tests.schemas.ts';
import { ScrollTable, TD, TH } from '../../pricing/ScrollTable.tsx';

const minor = (version: string) => Number(version.split('.')[1] ?? 0);

/** What the provider offers, against our catalog: regions, versions, machine types and its limits. */
export function ProviderFacts({ providerId, catalog, service }: { providerId: TestProviderId; catalog: Catalog; service: string }) {
  const limits = PROVIDER_LIMITS[providerId];
  const regions = catalog.regions.filter((r) => r.providerId === providerId);
  const offered = (version: string) => minor(version) >= minor(limits.oldestVersion) && minor(version) <= minor(limits.newestVersion);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="regions-heading" className="grid gap-3">
        <h2 id="regions-heading" className="text-lg font-semibold">Regions</h2>
        <ScrollTable label={`${service} regions`}
          head={
            <>
              <tr><th className={TH}>Region</th><th className={TH}>Location</th><th className={TH}>Jurisdiction</th><th className={TH}>Open for new clusters</th></tr>
            </>
          }
        >
          {regions.map((r) => (
            <tr key={r.id}>
              <td className={TD}><span className="font-medium">{r.name}</span> <span className="font-mono text-xs text-muted-foreground">{r.id}</span></td>
              <td className={TD}>{r.city}, {r.country}</td>
              <td className={TD}>{r.jurisdiction}</td>
              <td className={TD}>{r.available ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </ScrollTable>
      </section>

      <section aria-labelledby="versions-heading" className="grid gap-3">
        <h2 id="versions-heading" className="text-lg font-semibold">Kubernetes versions and limits</h2>
        <ScrollTable label={`Kubernetes versions on ${service}`}
          head={
            <>
              <tr><th className={TH}>Version</th><th className={TH}>Our status</th><th className={TH}>On {service}</th></tr>
            </>
          }
        >
          {catalog.kubernetesVersions.map((v) => (
            <tr key={v.version}>
              <td className={TD}>{v.version} <span className="text-muted-foreground">({v.patch})</span></td>
              <td className={TD}>{v.status}</td>
              <td className={TD}>{offered(v.version) ? (v.version === limits.newestVersion ? 'Offered (newest)' : 'Offered') : 'Not offered'}</td>
            </tr>
          ))}
        </ScrollTable>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">Cluster name</dt><dd>{limits.clusterName.rule}</dd>
          <dt className="font-medium">Pool name</dt><dd>{limits.poolName.rule}</dd>
          <dt className="font-medium">Node pools</dt><dd>At most {limits.maxPools}</dd>
          <dt className="font-medium">Nodes</dt><dd>At most {limits.maxNodesPerPool} per pool and {limits.maxNodesPerCluster} per cluster</dd>
          <dt className="font-medium">Control plane</dt><dd>{limits.controlPlane}</dd>
        </dl>
      </section>

      <section aria-labelledby="types-heading" className="grid gap-3">
        <h2 id="types-heading" className="text-lg font-semibold">Machine types</h2>
        <p className="text-sm text-muted-foreground">Each of our node sizes and the {service} instance type our driver asks for.</p>
        <ScrollTable label={`Our node sizes and ${service} instance types`}
          head={
            <>
              <tr><th className={TH}>Our node size</th><th className={TH}>vCPU / memory</th><th className={TH}>{service} instance type</th></tr>
            </>
          }
        >
          {catalog.nodeSizes.map((size) => {
            const type = instanceTypeFor(providerId, size.id);
            return (
              <tr key={size.id}>
                <td className={TD}><span className="font-mono">{size.id}</span>{size.gpu ? <span className="text-muted-foreground"> · {size.gpu.model}</span> : null}</td>
                <td className={TD}>{size.vcpu} vCPU, {size.memoryGb} GB</td>
                <td className={TD}>{type ? <span className="font-mono">{type}</span> : <span className="text-muted-foreground">Not offered</span>}</td>
              </tr>
            );
          })}
        </ScrollTable>
      </section>
    </div>
  );
}
