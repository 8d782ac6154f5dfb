import { inputClass } from '../../../ui/input-class.ts';
import { regionLabel, tierOf } from '../cluster-view.ts';
import { FieldError, fieldId, invalidProps } from './FieldError.tsx';
import type { StepProps } from './step-props.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { maintenanceWindowOf } from '../../../../shared/clusters/maintenance.schemas.ts';
import { windowText } from '../pools/MaintenanceWindowFields.tsx';

/** Step 6: the cluster's name, everything chosen (the maintenance window too), and a promo code (PARIS on a first purchase). */
export function ReviewStep({
  spec,
  catalog,
  errors,
  onChange,
  promoCode,
  onPromoCode,
}: StepProps & { promoCode: string; onPromoCode: (code: string) => void }) {
  const sizeName = (id: string) => catalog.nodeSizes.find((s) => s.id === id)?.name ?? id;
  const addonName = (id: string) => catalog.addons.find((a) => a.id === id)?.name ?? id;
  const provider = catalog.providers.find((p) => p.id === spec.providerId);
  const rows: [string, string][] = [
    [m.clusters_review_type(), tierOf(catalog, spec.tierId).name],
    [m.clusters_review_location(), `${provider?.name ?? spec.providerId} — ${regionLabel(catalog, spec.regionId)}`],
    ['Kubernetes', spec.kubernetesVersion],
    [m.clusters_review_control_plane(), spec.haControlPlane ? m.clusters_review_ha() : m.clusters_review_single()],
    [
      m.clusters_review_pools(),
      spec.nodePools
        .map((p) =>
          p.autoscale
            ? m.clusters_review_pool_line_autoscale({
                pool: p.name,
                count: p.count,
                size: sizeName(p.nodeSizeId),
                min: p.autoscale.min,
                max: p.autoscale.max,
              })
            : m.clusters_review_pool_line({ pool: p.name, count: p.count, size: sizeName(p.nodeSizeId) }),
        )
        .join('; '),
    ],
    [m.clusters_review_addons(), spec.addonIds.map(addonName).join(', ') || m.clusters_review_none()],
    [
      m.clusters_maintenance_title(),
      `${windowText(maintenanceWindowOf(spec))}. ${spec.autoUpgrade ? m.clusters_maintenance_auto_on() : m.clusters_maintenance_auto_off()}`,
    ],
  ];
  return (
    <div className="grid gap-6">
      <div className="grid max-w-md gap-1.5">
        <label htmlFor={fieldId('name')} className="text-sm font-medium">
          {m.clusters_review_name()}
        </label>
        <input
          id={fieldId('name')}
          className={inputClass}
          value={spec.name}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange({ ...spec, name: e.target.value })}
          {...invalidProps(errors, 'name', 'name-help')}
        />
        <p id="name-help" className="text-xs text-muted-foreground">
          {m.clusters_review_name_help()}
        </p>
        <FieldError errors={errors} path="name" />
      </div>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-border p-4 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid max-w-xs gap-1.5">
        <label htmlFor={fieldId('promoCode')} className="text-sm font-medium">
          {m.clusters_review_promo()}{' '}
          <span className="font-normal text-muted-foreground">{m.clusters_review_optional()}</span>
        </label>
        <input
          id={fieldId('promoCode')}
          className={inputClass}
          value={promoCode}
          autoComplete="off"
          onChange={(e) => onPromoCode(e.target.value.toUpperCase())}
          {...invalidProps(errors, 'promoCode')}
        />
        <FieldError errors={errors} path="promoCode" />
      </div>
    </div>
  );
}
