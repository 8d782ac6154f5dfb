import { cn } from '../lib/cn.ts';
import type { AddonView } from './catalog-view.ts';
import { CurrencyProvider } from './CurrencyProvider.tsx';
import { PriceTag } from './PriceTag.tsx';
import { ScrollTable, TD, TH } from './ScrollTable.tsx';

const CATEGORY: Record<AddonView['category'], string> = {
  observability: 'Observability',
  security: 'Security',
  networking: 'Networking',
  storage: 'Storage',
  data: 'Data',
  'ci-cd': 'CI/CD',
  backup: 'Backup',
  gpu: 'GPU',
};

type AddonsTableProps = {
  addons: AddonView[];
  label?: string;
  /** The 'Available on' column; a cluster-type page leaves it out. */
  showAvailability?: boolean;
};

/** Add-ons with their monthly price per cluster in the visitor's currency. */
export function AddonsTable({ addons, label = 'Add-ons and prices', showAvailability = true }: AddonsTableProps) {
  return (
    <CurrencyProvider>
      <ScrollTable label={label}
        head={
          <>
            <tr>
              <th scope="col" className={TH}>Add-on</th>
              <th scope="col" className={TH}>Category</th>
              {showAvailability && <th scope="col" className={TH}>Available on</th>}
              <th scope="col" className={cn(TH, 'text-right')}>Per cluster per month</th>
            </tr>
          </>
        }
      >
        {addons.map((addon) => (
          <tr key={addon.id}>
            <th scope="row" className={cn(TD, 'max-w-md font-normal')}>
              <span className="font-medium">{addon.name}</span>
              {addon.default && (
                <span className="ml-2 rounded-sm bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">Installed by default</span>
              )}
              <span className="mt-1 block text-xs text-muted-foreground">{addon.description}</span>
            </th>
            <td className={TD}>{CATEGORY[addon.category]}</td>
            {showAvailability && <td className={TD}>{addon.availability}</td>}
            <td className={cn(TD, 'text-right font-medium tabular-nums')}>
              <PriceTag usdCents={addon.priceMonthlyUsdCents} freeLabel="Free" />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </CurrencyProvider>
  );
}
