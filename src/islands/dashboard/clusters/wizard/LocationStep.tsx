import { FieldError, fieldId, invalidProps } from './FieldError.tsx';
import { choiceCard, type StepProps } from './step-props.ts';
import { withProvider } from './wizard-draft.ts';
import { m } from '../../../../shared/i18n/messages.ts';

/** Step 2: provider, then one of its regions (jurisdiction, sovereignty, certifications); closed regions shown, not selectable. */
export function LocationStep({ spec, catalog, errors, onChange }: StepProps) {
  const regions = catalog.regions.filter((r) => r.providerId === spec.providerId);
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3" {...invalidProps(errors, 'providerId')}>
        <legend className="mb-2 font-medium">{m.clusters_location_provider()}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {catalog.providers.map((provider, index) => (
            <label key={provider.id} className={choiceCard}>
              <input
                type="radio"
                name="providerId"
                id={index === 0 ? fieldId('providerId') : undefined}
                checked={spec.providerId === provider.id}
                onChange={() => onChange(withProvider(spec, provider.id, catalog))}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="grid gap-1">
                <span className="font-semibold">
                  {provider.name}
                  {provider.sovereign ? (
                    <span className="ml-2 rounded bg-success px-1.5 py-0.5 text-xs text-success-foreground">
                      {m.clusters_location_sovereign_badge()}
                    </span>
                  ) : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {provider.certifications.join(' · ') || m.clusters_location_no_certification()}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError errors={errors} path="providerId" />
      </fieldset>
      <fieldset className="grid gap-3" {...invalidProps(errors, 'regionId')}>
        <legend className="mb-2 font-medium">{m.clusters_location_region()}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {regions.map((region, index) => (
            <label key={region.id} className={choiceCard}>
              <input
                type="radio"
                name="regionId"
                id={index === 0 ? fieldId('regionId') : undefined}
                checked={spec.regionId === region.id}
                disabled={!region.available}
                onChange={() => onChange({ ...spec, regionId: region.id })}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="grid gap-1">
                <span className="font-semibold">
                  {region.name} <span className="font-mono text-xs text-muted-foreground">{region.id}</span>
                </span>
                <span className="text-xs">
                  {(region.sovereign ? m.clusters_location_region_facts_sovereign : m.clusters_location_region_facts)({
                    city: region.city,
                    country: region.country,
                    jurisdiction: region.jurisdiction,
                  })}
                </span>
                {!region.available ? <span className="text-xs font-medium">{m.clusters_location_closed()}</span> : null}
              </span>
            </label>
          ))}
        </div>
        <FieldError errors={errors} path="regionId" />
      </fieldset>
    </div>
  );
}
