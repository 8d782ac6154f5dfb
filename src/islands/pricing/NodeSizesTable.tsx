import { cn } from '../lib/cn.ts';
import type { NodeSizeView } from './catalog-view.ts';
import { CurrencyProvider, useCurrency } from './CurrencyProvider.tsx';
import { ScrollTable, TD, TH } from './ScrollTable.tsx';

const FAMILY: Record<NodeSizeView['family'], string> = {
  general: 'General purpose',
  compute: 'Compute optimised',
  memory: 'Memory optimised',
  storage: 'Storage (local NVMe)',
  gpu: 'GPU',
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
          <td className={cn(TD, 'whitespace-nowrap')}>{FAMILY[size.family]}</td>
          <td className={cn(TD, 'text-right tabular-nums')}>{size.vcpu}</td>
          <td className={cn(TD, 'text-right tabular-nums')}>{size.memoryGb} GB</td>
          <td className={cn(TD, 'text-right tabular-nums')}>{size.diskGb.toLocaleString('en-US')} GB</td>
          <td className={TD}>{size.gpu ? `${size.gpu.count} × ${size.gpu.model} (${size.gpu.memoryGb} GB)` : '—'}</td>
          <td className={cn(TD, 'text-right tabular-nums')}>{formatPrecise(size.priceHourlyMicroUsd)}</td>
          <td className={cn(TD, 'text-right font-medium tabular-nums')}>{format(size.priceMonthlyUsdCents)}</td>
        </tr>
      ))}
    </>
  );
}

/** Worker node sizes with hourly and monthly prices in the visitor's currency. */
export function NodeSizesTable({ sizes, label = 'Worker node sizes and prices' }: { sizes: NodeSizeView[]; label?: string }) {
  return (
    <CurrencyProvider>
      <ScrollTable label={label}
        head={
          <>
            <tr>
              <th scope="col" className={TH}>Size</th>
              <th scope="col" className={TH}>Type</th>
              <th scope="col" className={cn(TH, 'text-right')}>vCPU</th>
              <th scope="col" className={cn(TH, 'text-right')}>Memory</th>
              <th scope="col" className={cn(TH, 'text-right')}>Disk</th>
              <th scope="col" className={TH}>GPU</th>
              <th scope="col" className={cn(TH, 'text-right')}>Per hour</th>
              <th scope="col" className={cn(TH, 'text-right')}>Per month</th>
            </tr>
          </>
        }
      >
        <Rows sizes={sizes} />
      </ScrollTable>
    </CurrencyProvider>
  );
}
