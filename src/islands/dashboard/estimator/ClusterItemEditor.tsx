import type { Catalog } from '../../../shared/catalog/catalog.schemas.ts';
import type { EstimateItem } from '../../../shared/pricing/estimate.schemas.ts';
import { Field } from '../billing/field.tsx';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { m } from '../../../shared/i18n/messages.ts';

export type ClusterDraft = Extract<EstimateItem, { kind: 'cluster' }>['cluster'];

/** A new cluster as the catalog suggests it: the first tier, provider and region, its default add-ons. */
export function defaultCluster(catalog: Catalog, tierId?: string): ClusterDraft {
  const tier = catalog.tiers.find((t) => t.id === tierId) ?? catalog.tiers[0];
  const provider = catalog.providers[0];
  const region = catalog.regions.find((r) => r.providerId === provider?.id && r.available);
  const version = catalog.kubernetesVersions.find((v) => v.default) ?? catalog.kubernetesVersions[0];
  const size = catalog.nodeSizes.find((s) => tier && s.tiers.includes(tier.id));
  return {
    tierId: tier?.id ?? '',
    providerId: provider?.id ?? '',
    regionId: region?.id ?? '',
    kubernetesVersion: version?.version ?? '',
    haControlPlane: tier?.haControlPlane ?? false,
    nodePools: [{ name: 'pool-1', nodeSizeId: size?.id ?? '', count: Math.max(1, tier?.includedNodes ?? 3) }],
    addonIds: catalog.addons.filter((a) => a.default && tier && a.tiers.includes(tier.id)).map((a) => a.id),
  };
}

/** One cluster of the estimate: every choice that changes its price. */
export function ClusterItemEditor({
  catalog,
  cluster,
  onChange,
  error,
}: {
  catalog: Catalog;
  cluster: ClusterDraft;
  onChange: (cluster: ClusterDraft) => void;
  /** The server's message for a path under this cluster, e.g. 'nodePools.0.count'. */
  error: (path: string) => string | undefined;
}) {
  const sizes = catalog.nodeSizes.filter((s) => s.tiers.includes(cluster.tierId));
  const addons = catalog.addons.filter((a) => a.tiers.includes(cluster.tierId));
  const regions = catalog.regions.filter((r) => r.providerId === cluster.providerId && r.available);
  const set = (changes: Partial<ClusterDraft>) => onChange({ ...cluster, ...changes });
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={m.estimator_cluster_type()} error={error('tierId')}>
          {(ids) => (
            <select
              {...ids}
              className={inputClass}
              value={cluster.tierId}
              onChange={(e) => {
                const next = defaultCluster(catalog, e.target.value);
                set({
                  tierId: next.tierId,
                  haControlPlane: next.haControlPlane,
                  nodePools: next.nodePools,
                  addonIds: next.addonIds,
                });
              }}
            >
              {catalog.tiers.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={m.estimator_provider()} error={error('providerId')}>
          {(ids) => (
            <select
              {...ids}
              className={inputClass}
              value={cluster.providerId}
              onChange={(e) => {
                const region = catalog.regions.find((r) => r.providerId === e.target.value && r.available);
                set({ providerId: e.target.value, regionId: region?.id ?? '' });
              }}
            >
              {catalog.providers.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={m.estimator_region()} error={error('regionId')}>
          {(ids) => (
            <select
              {...ids}
              className={inputClass}
              value={cluster.regionId}
              onChange={(e) => set({ regionId: e.target.value })}
            >
              {regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name} ({r.city})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={m.estimator_kubernetes_version()} error={error('kubernetesVersion')}>
          {(ids) => (
            <select
              {...ids}
              className={inputClass}
              value={cluster.kubernetesVersion}
              onChange={(e) => set({ kubernetesVersion: e.target.value })}
            >
              {catalog.kubernetesVersions.map((v) => (
                <option key={v.version} value={v.version}>
                  {v.version}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={cluster.haControlPlane}
          onChange={(e) => set({ haControlPlane: e.target.checked })}
        />
        {m.estimator_ha_control_plane()}
      </label>
      {error('haControlPlane') ? <p className="text-sm text-destructive">{error('haControlPlane')}</p> : null}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{m.estimator_node_pools()}</legend>
        {cluster.nodePools.map((pool, index) => (
          <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_auto]">
            <Field
              label={m.estimator_pool_node_size({ index: index + 1 })}
              error={error(`nodePools.${index}.nodeSizeId`)}
            >
              {(ids) => (
                <select
                  {...ids}
                  className={inputClass}
                  value={pool.nodeSizeId}
                  onChange={(e) =>
                    set({
                      nodePools: cluster.nodePools.map((p, i) =>
                        i === index ? { ...p, nodeSizeId: e.target.value } : p,
                      ),
                    })
                  }
                >
                  {sizes.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name} · {s.vcpu} vCPU, {s.memoryGb} GB
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label={m.estimator_pool_nodes({ index: index + 1 })}
              error={error(`nodePools.${index}.count`) ?? error(`nodePools.${index}`)}
            >
              {(ids) => (
                <input
                  {...ids}
                  type="number"
                  min={0}
                  max={500}
                  className={inputClass}
                  value={Number.isNaN(pool.count) ? '' : pool.count}
                  onChange={(e) =>
                    set({
                      nodePools: cluster.nodePools.map((p, i) =>
                        i === index ? { ...p, count: e.target.valueAsNumber } : p,
                      ),
                    })
                  }
                />
              )}
            </Field>
            <Button
              variant="outline"
              disabled={cluster.nodePools.length === 1}
              onClick={() => set({ nodePools: cluster.nodePools.filter((_, i) => i !== index) })}
              aria-label={m.estimator_remove_pool({ index: index + 1 })}
            >
              {m.estimator_remove()}
            </Button>
          </div>
        ))}
        {error('nodePools') ? <p className="text-sm text-destructive">{error('nodePools')}</p> : null}
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={cluster.nodePools.length >= 10}
            onClick={() =>
              set({
                nodePools: [
                  ...cluster.nodePools,
                  { name: `pool-${cluster.nodePools.length + 1}`, nodeSizeId: sizes[0]?.id ?? '', count: 1 },
                ],
              })
            }
          >
            {m.estimator_add_node_pool()}
          </Button>
        </div>
      </fieldset>
      {addons.length > 0 ? (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium">{m.estimator_addons()}</legend>
          <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {addons.map((addon) => (
              <label key={addon.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={cluster.addonIds.includes(addon.id)}
                  onChange={(e) =>
                    set({
                      addonIds: e.target.checked
                        ? [...cluster.addonIds, addon.id]
                        : cluster.addonIds.filter((id) => id !== addon.id),
                    })
                  }
                />
                {addon.name}
              </label>
            ))}
          </div>
          {error('addonIds') ? <p className="text-sm text-destructive">{error('addonIds')}</p> : null}
        </fieldset>
      ) : null}
    </div>
  );
}
