import { cn } from '../lib/cn.ts';
import type { NodeSizeView } from './catalog-view.ts';
import { CurrencyProvider, useCurrency } from './CurrencyProvider.tsx';
import { ScrollTable, TD, TH } from './ScrollTable.tsx';
import { formatNumber } from '../../shared/format/numbers.ts';
import { m } from '../../shared/i18n/messages.ts';

const FAMILY: Record<NodeSizeView['family'], () => string> = {
  general: m.pricing_family_general,
  compute: m.pricing_family_compute,
  memory: m.pricing_family_memory,
  storage: m.pricing_family_storage,
  gpu: m.pricing_family_gpu,
};

function Rows({ sizes }: { sizes: NodeSizeView[] }) {
  const { formatPrecise, format } = useCurrency();
  return (
    <>
      {sizes.map((size) => (
        <tr key={size.id}>
          <th scope="row" className={cn(TD, 'font-medium whitespace-nowrap')}>
            {size.name}
            <span className="block font-mono text-xs font-normal text-muted-foreground">{size.id}</span>
          </th>
          <td className={cn(TD, 'whitespace-nowrap')}>{FAMILY[size.family]()}</td>
          <td className={cn(TD, 'text-right tabular-nums')}>{size.vcpu}</td>
          <td className={cn(TD, 'text-right tabular-nums')}>{size.memoryGb} GB</td>
          <td className={cn(TD, 'text-right tabular-nums')}>{formatNumber(size.diskGb)} GB</td>
          <td className={TD}>{size.gpu ? `${size.gpu.count} × ${size.gpu.model} (${size.gpu.memoryGb} GB)` : '—'}</td>
          <td className={cn(TD, 'text-right tabular-nums')}>{formatPrecise(size.priceHourlyMicroUsd)}</td>
          <td className={cn(TD, 'text-right font-medium tabular-nums')}>{format(size.priceMonthlyUsdCents)}</td>
        </tr>
      ))}
    </>
  );
}

/** Worker node sizes with hourly and monthly prices in the visitor's currency. */
export function NodeSizesTable({ sizes, label }: { sizes: NodeSizeView[]; label?: string }) {
  return (
    <CurrencyProvider>
      <ScrollTable
        label={label ?? m.pricing_node_sizes_label()}
        head={
          <>
            <tr>
              <th scope="col" className={TH}>
                {m.pricing_size()}
              </th>
              <th scope="col" className={TH}>
                {m.pricing_type()}
              </th>
              <th scope="col" className={cn(TH, 'text-right')}>
                vCPU
              </th>
              <th scope="col" className={cn(TH, 'text-right')}>
                {m.pricing_memory()}
              </th>
              <th scope="col" className={cn(TH, 'text-right')}>
                {m.pricing_disk()}
              </th>
              <th scope="col" className={TH}>
                GPU
              </th>
              <th scope="col" className={cn(TH, 'text-right')}>
                {m.pricing_per_hour()}
              </th>
              <th scope="col" className={cn(TH, 'text-right')}>
                {m.pricing_per_month()}
              </th>
            </tr>
          </>
        }
      >
        <Rows sizes={sizes} />
      </ScrollTable>
    </CurrencyProvider>
  );
}
