import { TIERS_WITHOUT_HA } from '../../../../shared/pricing-rules.ts';
import { FieldError, fieldId, invalidProps } from './FieldError.tsx';
import { choiceCard, type StepProps } from './step-props.ts';
import { addonsForTier } from './wizard-draft.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatMinorUnits } from '../../../../shared/money.ts';
import { useOrderCurrency } from '../../billing/use-billing-currency.ts';
import { useCurrencyState } from '../../../pricing/use-currency-state.ts';
import { useAddonPrices, type AddonPrice } from './addon-prices.ts';
import { maintenanceWindowOf } from '../../../../shared/clusters/maintenance.schemas.ts';
import { MaintenanceWindowFields } from '../pools/MaintenanceWindowFields.tsx';

/** Step 5: a highly available control plane, the add-ons of the tier (its defaults on), the maintenance window. */
export function OptionsStep({ spec, catalog, errors, onChange }: StepProps) {
  const tier = catalog.tiers.find((t) => t.id === spec.tierId);
  const noHa = TIERS_WITHOUT_HA.includes(spec.tierId);
  const addons = addonsForTier(catalog, spec.tierId);
  const { billingCycle } = useCurrencyState();
  const prices = useAddonPrices(
    addons.map((addon) => addon.id),
    useOrderCurrency(),
    billingCycle,
  );
  const toggle = (id: string, on: boolean) =>
    onChange({ ...spec, addonIds: on ? [...spec.addonIds, id] : spec.addonIds.filter((a) => a !== id) });
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium">{m.clusters_options_control_plane()}</legend>
        <label className={choiceCard}>
          <input
            id={fieldId('haControlPlane')}
            type="checkbox"
            checked={spec.haControlPlane}
            disabled={noHa}
            onChange={(e) => onChange({ ...spec, haControlPlane: e.target.checked })}
            className="mt-1 size-4 shrink-0 accent-primary"
            {...invalidProps(errors, 'haControlPlane', 'ha-help')}
          />
          <span className="grid gap-1">
            <span className="font-semibold">{m.clusters_options_ha()}</span>
            <span id="ha-help" className="text-xs text-muted-foreground">
              {noHa
                ? tier
                  ? m.clusters_options_ha_single_tier({ tier: tier.name })
                  : m.clusters_options_ha_single_unknown()
                : tier?.haControlPlane
                  ? m.clusters_options_ha_included({ tier: tier.name })
                  : m.clusters_options_ha_extra()}
            </span>
          </span>
        </label>
        <FieldError errors={errors} path="haControlPlane" />
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium">{m.clusters_options_addons()}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {addons.map((addon) => {
            const index = spec.addonIds.indexOf(addon.id);
            return (
              <label key={addon.id} className={choiceCard}>
                <input
                  type="checkbox"
                  checked={index >= 0}
                  onChange={(e) => toggle(addon.id, e.target.checked)}
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="grid gap-1">
                  <span className="font-semibold">
                    {addon.name}
                    {addon.default ? (
                      <span className="ml-2 rounded bg-secondary px-1.5 py-0.5 text-xs">
                        {m.clusters_options_recommended()}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {addon.category} · v{addon.version}
                  </span>
                  <span className="text-xs font-medium tabular-nums" data-testid={`addon-price-${addon.id}`}>
                    {addonPriceText(addon.priceMonthlyUsdCents, prices.get(addon.id), billingCycle)}
                  </span>
                  {index >= 0 ? <FieldError errors={errors} path={`addonIds.${index}`} /> : null}
                </span>
              </label>
            );
          })}
        </div>
        <FieldError errors={errors} path="addonIds" />
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium">{m.clusters_maintenance_title()}</legend>
        <p className="text-xs text-muted-foreground">{m.clusters_maintenance_wizard_help()}</p>
        <MaintenanceWindowFields
          idPrefix={fieldId('maintenanceWindow')}
          window={maintenanceWindowOf(spec)}
          autoUpgrade={spec.autoUpgrade ?? false}
          onChange={({ window, autoUpgrade }) => onChange({ ...spec, maintenanceWindow: window, autoUpgrade })}
          errorAt={(field) => errors[field]}
        />
      </fieldset>
    </div>
  );
}

/** What an add-on adds to each period: free, its price once the engine has priced it, or nothing yet. */
function addonPriceText(listUsdCents: number, price: AddonPrice | undefined, cycle: 'monthly' | 'yearly'): string {
  if (listUsdCents === 0) return m.clusters_options_addon_free();
  if (!price) return '';
  const amount = formatMinorUnits(price.amount, price.currency);
  return cycle === 'yearly'
    ? m.clusters_options_addon_per_year({ price: amount })
    : m.clusters_options_addon_per_month({ price: amount });
}
