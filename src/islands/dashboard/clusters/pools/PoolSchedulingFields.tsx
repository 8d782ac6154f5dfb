import type { NodePool } from '../../../../shared/clusters/clusters.schemas.ts';
import {
  TAINT_EFFECTS,
  type NodeTaint,
  type TaintEffect,
} from '../../../../shared/clusters/pool-scheduling.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { inputClass } from '../../../ui/input-class.ts';

/** Why a field of the pool is refused (`labels.team`, `taints.0.key`), or undefined. */
export type PoolFieldError = (field: string) => string | undefined;

const effectLabel = (effect: TaintEffect) =>
  ({
    NoSchedule: m.clusters_taint_effect_no_schedule,
    PreferNoSchedule: m.clusters_taint_effect_prefer_no_schedule,
    NoExecute: m.clusters_taint_effect_no_execute,
  })[effect]();

/**
 * A pool's node labels (key/value rows) and taints (key, value, effect), behind an "Advanced"
 * disclosure that opens by itself when the pool already carries some or one of them is refused.
 */
export function PoolSchedulingFields({
  pool,
  onChange,
  idPrefix,
  errorAt = () => undefined,
}: {
  pool: NodePool;
  onChange: (pool: NodePool) => void;
  idPrefix: string;
  errorAt?: PoolFieldError;
}) {
  const labels = Object.entries(pool.labels ?? {});
  const taints = pool.taints ?? [];
  const setLabels = (rows: [string, string][]) => onChange({ ...pool, labels: Object.fromEntries(rows) });
  const setTaints = (next: NodeTaint[]) => onChange({ ...pool, taints: next });
  const setTaint = (index: number, taint: NodeTaint) => setTaints(taints.map((t, i) => (i === index ? taint : t)));
  const labelErrors = [errorAt('labels'), ...labels.map(([key]) => errorAt(`labels.${key}`))].filter(Boolean);
  // Open when the pool carries some, so what it has (or why it is refused) is never hidden.
  const open = labels.length > 0 || taints.length > 0 || labelErrors.length > 0 || errorAt('taints') !== undefined;
  return (
    <details className="grid gap-3 sm:col-span-2" open={open}>
      <summary className="cursor-pointer text-sm font-medium">{m.clusters_pool_advanced()}</summary>
      <fieldset className="mt-3 grid gap-2">
        <legend className="text-sm font-medium">{m.clusters_pool_labels()}</legend>
        <p className="text-xs text-muted-foreground">{m.clusters_pool_labels_help()}</p>
        {labels.map(([key, value], index) => (
          <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <label className="grid gap-1 text-xs font-medium">
              {m.clusters_pool_label_key()}
              <input
                id={`${idPrefix}-labels-${key.replaceAll('.', '-')}`}
                className={inputClass}
                value={key}
                aria-invalid={errorAt(`labels.${key}`) ? true : undefined}
                onChange={(e) => setLabels(labels.map((row, i) => (i === index ? [e.target.value, value] : row)))}
              />
            </label>
            <label className="grid gap-1 text-xs font-medium">
              {m.clusters_pool_label_value()}
              <input
                id={`${idPrefix}-labels-${index}-value`}
                className={inputClass}
                value={value}
                onChange={(e) => setLabels(labels.map((row, i) => (i === index ? [key, e.target.value] : row)))}
              />
            </label>
            <Button variant="outline" size="sm" onClick={() => setLabels(labels.filter((_, i) => i !== index))}>
              {m.clusters_pool_remove()}
              <span className="sr-only"> {m.clusters_pool_label_named({ key })}</span>
            </Button>
          </div>
        ))}
        {labelErrors.map((error) => (
          <p key={error} className="text-sm text-destructive" data-field-error={`${idPrefix}-labels`}>
            {error}
          </p>
        ))}
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={labels.some(([key]) => key === '')}
            onClick={() => setLabels([...labels, ['', '']])}
          >
            {m.clusters_pool_add_label()}
          </Button>
        </div>
      </fieldset>
      <fieldset className="mt-3 grid gap-2">
        <legend className="text-sm font-medium">{m.clusters_pool_taints()}</legend>
        <p className="text-xs text-muted-foreground">{m.clusters_pool_taints_help()}</p>
        {taints.map((taint, index) => {
          const error = errorAt(`taints.${index}.key`) ?? errorAt(`taints.${index}.value`);
          return (
            <div key={index} className="grid gap-1">
              <div className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2">
                <label className="grid gap-1 text-xs font-medium">
                  {m.clusters_pool_label_key()}
                  <input
                    id={`${idPrefix}-taints-${index}-key`}
                    className={inputClass}
                    value={taint.key}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => setTaint(index, { ...taint, key: e.target.value })}
                  />
                </label>
                <label className="grid gap-1 text-xs font-medium">
                  {m.clusters_pool_label_value()}
                  <input
                    id={`${idPrefix}-taints-${index}-value`}
                    className={inputClass}
                    value={taint.value}
                    onChange={(e) => setTaint(index, { ...taint, value: e.target.value })}
                  />
                </label>
                <label className="grid gap-1 text-xs font-medium">
                  {m.clusters_pool_taint_effect()}
                  <select
                    id={`${idPrefix}-taints-${index}-effect`}
                    className={inputClass}
                    value={taint.effect}
                    onChange={(e) => setTaint(index, { ...taint, effect: e.target.value as TaintEffect })}
                  >
                    {TAINT_EFFECTS.map((effect) => (
                      <option key={effect} value={effect}>
                        {effectLabel(effect)}
                      </option>
                    ))}
                  </select>
                </label>
                <Button variant="outline" size="sm" onClick={() => setTaints(taints.filter((_, i) => i !== index))}>
                  {m.clusters_pool_remove()}
                  <span className="sr-only"> {m.clusters_pool_taint_named({ key: taint.key })}</span>
                </Button>
              </div>
              {error ? (
                <p className="text-sm text-destructive" data-field-error={`${idPrefix}-taints-${index}`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        {errorAt('taints') ? <p className="text-sm text-destructive">{errorAt('taints')}</p> : null}
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setTaints([...taints, { key: '', value: '', effect: 'NoSchedule' }])}
          >
            {m.clusters_pool_add_taint()}
          </Button>
        </div>
      </fieldset>
    </details>
  );
}

/** "gpu=true:NoSchedule" — a taint as kubectl writes it. */
export const taintText = (taint: NodeTaint) => `${taint.key}${taint.value ? `=${taint.value}` : ''}:${taint.effect}`;

/** "team=ml" — labels as kubectl writes them. */
export const labelsText = (labels: Record<string, string> | undefined) =>
  Object.entries(labels ?? {})
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
