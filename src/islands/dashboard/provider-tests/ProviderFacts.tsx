import type { Catalog } from '../../../shared/catalog/catalog.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { instanceTypeFor } from '../../../shared/instance-types.ts';
import { PROVIDER_LIMITS } from '../../../shared/provider-limits.ts';
import type { TestProviderId } from '../../../shared/provider-tests/provider-tests.schemas.ts';
import { ScrollTable, TD, TH } from '../../pricing/ScrollTable.tsx';
import { versionStatusWord } from './labels.ts';

const minor = (version: string) => Number(version.split('.')[1] ?? 0);

/** What the provider offers, against our catalog: regions, versions, machine types and its limits. */
export function ProviderFacts({
  providerId,
  catalog,
  service,
}: {
  providerId: TestProviderId;
  catalog: Catalog;
  service: string;
}) {
  const limits = PROVIDER_LIMITS[providerId];
  const regions = catalog.regions.filter((r) => r.providerId === providerId);
  const offered = (version: string) =>
    minor(version) >= minor(limits.oldestVersion) && minor(version) <= minor(limits.newestVersion);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="regions-heading" className="grid gap-3">
        <h2 id="regions-heading" className="text-lg font-semibold">
          {m.provider_tests_facts_regions()}
        </h2>
        <ScrollTable
          label={m.provider_tests_facts_regions_label({ service })}
          head={
            <>
              <tr>
                <th className={TH}>{m.provider_tests_facts_region()}</th>
                <th className={TH}>{m.provider_tests_facts_location()}</th>
                <th className={TH}>{m.provider_tests_facts_jurisdiction()}</th>
                <th className={TH}>{m.provider_tests_facts_open()}</th>
              </tr>
            </>
          }
        >
          {regions.map((r) => (
            <tr key={r.id}>
              <td className={TD}>
                <span className="font-medium">{r.name}</span>{' '}
                <span className="font-mono text-xs text-muted-foreground">{r.id}</span>
              </td>
              <td className={TD}>
                {r.city}, {r.country}
              </td>
              <td className={TD}>{r.jurisdiction}</td>
              <td className={TD}>{r.available ? m.provider_tests_yes() : m.provider_tests_no()}</td>
            </tr>
          ))}
        </ScrollTable>
      </section>

      <section aria-labelledby="versions-heading" className="grid gap-3">
        <h2 id="versions-heading" className="text-lg font-semibold">
          {m.provider_tests_facts_versions()}
        </h2>
        <ScrollTable
          label={m.provider_tests_facts_versions_label({ service })}
          head={
            <>
              <tr>
                <th className={TH}>{m.provider_tests_facts_version()}</th>
                <th className={TH}>{m.provider_tests_facts_our_status()}</th>
                <th className={TH}>{m.provider_tests_facts_on_service({ service })}</th>
              </tr>
            </>
          }
        >
          {catalog.kubernetesVersions.map((v) => (
            <tr key={v.version}>
              <td className={TD}>
                {v.version} <span className="text-muted-foreground">({v.patch})</span>
              </td>
              <td className={TD}>{versionStatusWord(v.status)}</td>
              <td className={TD}>
                {offered(v.version)
                  ? v.version === limits.newestVersion
                    ? m.provider_tests_facts_offered_newest()
                    : m.provider_tests_facts_offered()
                  : m.provider_tests_facts_version_not_offered()}
              </td>
            </tr>
          ))}
        </ScrollTable>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">{m.provider_tests_field_name()}</dt>
          <dd>{limits.clusterName.rule()}</dd>
          <dt className="font-medium">{m.provider_tests_field_pool_name()}</dt>
          <dd>{limits.poolName.rule()}</dd>
          <dt className="font-medium">{m.provider_tests_field_node_pools()}</dt>
          <dd>{m.provider_tests_facts_at_most({ count: limits.maxPools })}</dd>
          <dt className="font-medium">{m.provider_tests_field_nodes()}</dt>
          <dd>
            {m.provider_tests_facts_nodes_limit({
              perPool: limits.maxNodesPerPool,
              perCluster: limits.maxNodesPerCluster,
            })}
          </dd>
          <dt className="font-medium">{m.provider_tests_field_control_plane()}</dt>
          <dd>{limits.controlPlane()}</dd>
        </dl>
      </section>

      <section aria-labelledby="types-heading" className="grid gap-3">
        <h2 id="types-heading" className="text-lg font-semibold">
          {m.provider_tests_facts_machine_types()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.provider_tests_facts_machine_types_intro({ service })}</p>
        <ScrollTable
          label={m.provider_tests_facts_machine_types_label({ service })}
          head={
            <>
              <tr>
                <th className={TH}>{m.provider_tests_facts_our_node_size()}</th>
                <th className={TH}>{m.provider_tests_facts_vcpu_memory()}</th>
                <th className={TH}>{m.provider_tests_facts_instance_type({ service })}</th>
              </tr>
            </>
          }
        >
          {catalog.nodeSizes.map((size) => {
            const type = instanceTypeFor(providerId, size.id);
            return (
              <tr key={size.id}>
                <td className={TD}>
                  <span className="font-mono">{size.id}</span>
                  {size.gpu ? <span className="text-muted-foreground"> · {size.gpu.model}</span> : null}
                </td>
                <td className={TD}>
                  {size.vcpu} vCPU, {size.memoryGb} GB
                </td>
                <td className={TD}>
                  {type ? (
                    <span className="font-mono">{type}</span>
                  ) : (
                    <span className="text-muted-foreground">{m.provider_tests_facts_type_not_offered()}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </ScrollTable>
      </section>
    </div>
  );
}
