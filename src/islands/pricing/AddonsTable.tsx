import { cn } from '../lib/cn.ts';
import type { AddonView } from './catalog-view.ts';
import { CurrencyProvider } from './CurrencyProvider.tsx';
import { PriceTag } from './PriceTag.tsx';
import { ScrollTable, TD, TH } from './ScrollTable.tsx';
import { m } from '../../shared/i18n/messages.ts';

const CATEGORY: Record<AddonView['category'], () => string> = {
  observability: m.pricing_category_observability,
  security: m.pricing_category_security,
  networking: m.pricing_category_networking,
  storage: m.pricing_category_storage,
  data: m.pricing_category_data,
  'ci-cd': m.pricing_category_ci_cd,
  backup: m.pricing_category_backup,
  gpu: m.pricing_category_gpu,
};

type AddonsTableProps = {
  addons: AddonView[];
  label?: string;
  /** The 'Available on' column; a cluster-type page leaves it out. */
  showAvailability?: boolean;
};

/** Add-ons with their monthly price per cluster in the visitor's currency. */
export function AddonsTable({ addons, label, showAvailability = true }: AddonsTableProps) {
  return (
    <CurrencyProvider>
      <ScrollTable
        label={label ?? m.pricing_addons_label()}
        head={
          <>
            <tr>
              <th scope="col" className={TH}>
                {m.pricing_addon()}
              </th>
              <th scope="col" className={TH}>
                {m.pricing_category()}
              </th>
              {showAvailability && (
                <th scope="col" className={TH}>
                  {m.pricing_available_on()}
                </th>
              )}
              <th scope="col" className={cn(TH, 'text-right')}>
                {m.pricing_per_cluster_per_month()}
              </th>
            </tr>
          </>
        }
      >
        {addons.map((addon) => (
          <tr key={addon.id}>
            <th scope="row" className={cn(TD, 'max-w-md font-normal')}>
              <span className="font-medium">{addon.name}</span>
              {addon.default && (
                <span className="ml-2 rounded-sm bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
                  {m.pricing_installed_by_default()}
                </span>
              )}
              <span className="mt-1 block text-xs text-muted-foreground">{addon.description}</span>
            </th>
            <td className={TD}>{CATEGORY[addon.category]()}</td>
            {showAvailability && <td className={TD}>{addon.availability}</td>}
            <td className={cn(TD, 'text-right font-medium tabular-nums')}>
              <PriceTag usdCents={addon.priceMonthlyUsdCents} freeLabel={m.pricing_free()} />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </CurrencyProvider>
  );
}
