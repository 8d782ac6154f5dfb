import type { NodePool } from '../../../../shared/clusters/clusters.schemas.ts';
import { inputClass } from '../../../ui/input-class.ts';
import { Button } from '../../../ui/button.tsx';
import { FieldError, fieldId, invalidProps } from './FieldError.tsx';
import type { StepProps } from './step-props.ts';
import { sizesForTier } from './wizard-draft.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { PoolSchedulingFields } from '../pools/PoolSchedulingFields.tsx';

const MAX_POOLS = 10;
const whole = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** Step 4: node pools — size (those of the tier; GPU sizes on AI/ML), count, autoscaling within the tier's maximum (from 0), labels and taints. */
export function PoolsStep({ spec, catalog, errors, onChange }: StepProps) {
  const tier = catalog.tiers.find((t) => t.id === spec.tierId);
  const sizes = sizesForTier(catalog, spec.tierId);
  const total = spec.nodePools.reduce((sum, pool) => sum + (Number.isFinite(pool.count) ? pool.count : 0), 0);
  const setPool = (index: number, pool: NodePool) =>
    onChange({ ...spec, nodePools: spec.nodePools.map((p, i) => (i === index ? pool : p)) });
  const addPool = () => {
    const used = new Set(spec.nodePools.map((p) => p.name));
    let n = spec.nodePools.length + 1;
    while (used.has(`pool-${n}`)) n += 1;
    onChange({
      ...spec,
      nodePools: [...spec.nodePools, { name: `pool-${n}`, nodeSizeId: sizes[0]?.id ?? '', count: 1 }],
    });
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" id="pools-help">
        {tier
          ? m.clusters_pools_help_tier({ tier: tier.name, included: tier.includedNodes, max: tier.maxNodes })
          : null}{' '}
        {m.clusters_pools_help_total({ count: total })}
      </p>
      {spec.nodePools.map((pool, index) => {
        const at = (field: string) => `nodePools.${index}.${field}`;
        return (
          <fieldset
            key={index}
            className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-2"
            aria-label={m.clusters_pools_pool({ number: index + 1 })}
          >
            <legend className="px-1 text-sm font-semibold">{m.clusters_pools_pool({ number: index + 1 })}</legend>
            <div className="grid gap-1.5">
              <label htmlFor={fieldId(at('name'))} className="text-sm font-medium">
                {m.clusters_pools_name()}
              </label>
              <input
                id={fieldId(at('name'))}
                className={inputClass}
                value={pool.name}
                onChange={(e) => setPool(index, { ...pool, name: e.target.value })}
                {...invalidProps(errors, at('name'))}
              />
              <FieldError errors={errors} path={at('name')} />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={fieldId(at('nodeSizeId'))} className="text-sm font-medium">
                {m.clusters_pools_size()}
              </label>
              <select
                id={fieldId(at('nodeSizeId'))}
                className={inputClass}
                value={pool.nodeSizeId}
                onChange={(e) => setPool(index, { ...pool, nodeSizeId: e.target.value })}
                {...invalidProps(errors, at('nodeSizeId'))}
              >
                {sizes.map((size) => (
                  <option key={size.id} value={size.id}>
                    {size.name} — {size.vcpu} vCPU, {size.memoryGb} GB
                    {size.gpu ? `, ${size.gpu.count} × ${size.gpu.model} GPU` : ''} ({size.id})
                  </option>
                ))}
              </select>
              <FieldError errors={errors} path={at('nodeSizeId')} />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={fieldId(at('count'))} className="text-sm font-medium">
                {m.clusters_pools_nodes()}
              </label>
              <input
                id={fieldId(at('count'))}
                type="number"
                inputMode="numeric"
                min={0}
                max={tier?.maxNodes}
                className={inputClass}
                value={Number.isFinite(pool.count) ? pool.count : ''}
                onChange={(e) => setPool(index, { ...pool, count: whole(e.target.value) })}
                {...invalidProps(errors, at('count'), 'pools-help')}
              />
              <FieldError errors={errors} path={at('count')} />
            </div>
            <div className="grid content-start gap-2">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={pool.autoscale !== undefined}
                  onChange={(e) =>
                    setPool(index, {
                      ...pool,
                      autoscale: e.target.checked
                        ? {
                            min: Math.max(1, Math.min(pool.count || 1, 1)),
                            max: Math.max(pool.count || 1, Math.min(tier?.maxNodes ?? 10, (pool.count || 1) * 2)),
                          }
                        : undefined,
                    })
                  }
                />
                {m.clusters_pools_autoscale()}
              </label>
              {pool.autoscale ? (
                <div className="grid grid-cols-2 gap-2">
                  {(['min', 'max'] as const).map((bound) => (
                    <div key={bound} className="grid gap-1">
                      <label htmlFor={fieldId(at(`autoscale.${bound}`))} className="text-xs font-medium">
                        {bound === 'min' ? m.clusters_pools_at_least() : m.clusters_pools_at_most()}
                      </label>
                      <input
                        id={fieldId(at(`autoscale.${bound}`))}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        className={inputClass}
                        value={Number.isFinite(pool.autoscale?.[bound]) ? pool.autoscale?.[bound] : ''}
                        onChange={(e) =>
                          setPool(index, {
                            ...pool,
                            autoscale: {
                              min: pool.autoscale?.min ?? 0,
                              max: pool.autoscale?.max ?? 1,
                              [bound]: whole(e.target.value),
                            },
                          })
                        }
                        {...invalidProps(errors, at(`autoscale.${bound}`))}
                      />
                      <FieldError errors={errors} path={at(`autoscale.${bound}`)} />
                    </div>
                  ))}
                </div>
              ) : null}
              {pool.autoscale?.min === 0 ? (
                <p className="text-xs text-muted-foreground" data-testid="scale-to-zero-hint">
                  {m.clusters_pool_scales_to_zero()}
                </p>
              ) : null}
            </div>
            <PoolSchedulingFields
              pool={pool}
              onChange={(next) => setPool(index, next)}
              idPrefix={fieldId(`nodePools.${index}`)}
              errorAt={(field) => errors[at(field)]}
            />
            {spec.nodePools.length > 1 ? (
              <div className="sm:col-span-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onChange({ ...spec, nodePools: spec.nodePools.filter((_, i) => i !== index) })}
                >
                  {m.clusters_pools_remove({ number: index + 1 })}
                </Button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <FieldError errors={errors} path="nodePools" />
      <div>
        <Button variant="outline" onClick={addPool} disabled={spec.nodePools.length >= MAX_POOLS}>
          {m.clusters_pools_add()}
        </Button>
      </div>
    </div>
  );
}
