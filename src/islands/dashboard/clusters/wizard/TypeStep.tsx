import { FieldError, fieldId, invalidProps } from './FieldError.tsx';
import { choiceCard, type StepProps } from './step-props.ts';
import { withTier } from './wizard-draft.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatSla } from '../../../../shared/format/numbers.ts';

/** Step 1: the seven tiers with their colour, SLA, included nodes and maximum. */
export function TypeStep({ spec, catalog, errors, onChange }: StepProps) {
  return (
    <fieldset className="grid gap-3" {...invalidProps(errors, 'tierId')}>
      <legend className="mb-2 font-medium">{m.clusters_type_legend()}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {catalog.tiers.map((tier, index) => (
          <label key={tier.id} className={`${choiceCard} relative overflow-hidden pl-5`}>
            <span
              aria-hidden="true"
              className="absolute inset-y-0 left-0 w-2"
              style={{ background: `var(--color-tier-${tier.colour})` }}
            />
            <input
              type="radio"
              name="tierId"
              id={index === 0 ? fieldId('tierId') : undefined}
              value={tier.id}
              checked={spec.tierId === tier.id}
              onChange={() => onChange(withTier(spec, tier.id, catalog))}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span className="grid gap-1">
              <span className="font-semibold">{tier.name}</span>
              <span className="text-muted-foreground">{tier.audience}</span>
              <span className="text-xs">
                {[
                  tier.sla === 'none' ? m.clusters_type_sla_none() : m.clusters_type_sla({ sla: formatSla(tier.sla) }),
                  m.clusters_type_included({ count: tier.includedNodes }),
                  m.clusters_type_up_to({ count: tier.maxNodes }),
                  tier.haControlPlane ? m.clusters_type_ha() : m.clusters_type_single(),
                ].join(' · ')}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError errors={errors} path="tierId" />
    </fieldset>
  );
}
