import { FieldError, fieldId, invalidProps } from './FieldError.tsx';
import { choiceCard, type StepProps } from './step-props.ts';
import { withTier } from './wizard-draft.ts';

/** Step 1: the seven tiers with their colour, SLA, included nodes and maximum. */
export function TypeStep({ spec, catalog, errors, onChange }: StepProps) {
  return (
    <fieldset className="grid gap-3" {...invalidProps(errors, 'tierId')}>
      <legend className="mb-2 font-medium">Cluster type</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {catalog.tiers.map((tier, index) => (
          <label key={tier.id} className={`${choiceCard} relative overflow-hidden pl-5`}>
            <span aria-hidden="true" className="absolute inset-y-0 left-0 w-2" style={{ background: `var(--color-tier-${tier.colour})` }} />
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
                SLA {tier.sla === 'none' ? 'none' : tier.sla} · {tier.includedNodes} node{tier.includedNodes === 1 ? '' : 's'} included · up to {tier.maxNodes} node{tier.maxNodes === 1 ? '' : 's'} ·{' '}
                {tier.haControlPlane ? 'HA control plane' : 'single control plane'}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError errors={errors} path="tierId" />
    </fieldset>
  );
}
