import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { UsageReport } from '../../../server/usage/usage.schemas.ts';
import { useCan } from '../../auth/use-can.ts';
import { BudgetSummary } from '../billing/BudgetSummaryCard.tsx';
import { formatDay } from '../../ui/date-time.ts';
import { useHeaderCurrency } from '../billing/use-header-currency.ts';
import { ApiError } from '../../lib/api-error.ts';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, TableCell, TableRow, TableRowHeader } from '../../ui/table.tsx';
import { swatchStyle } from './chart-palette.ts';
import { isoDay, RANGE_PRESETS, rangeBounds, type RangePreset } from './usage-range.ts';
import { usageQueryOptions, usageSearch, type UsageParams } from './usage.queries.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { MS_PER_DAY } from '../../../shared/time.ts';

const UsageChart = lazy(() => import('./UsageChart.tsx'));

const KIND_LABELS: Record<string, string> = {
  'control-plane': 'Control plane',
  nodes: 'Worker nodes',
  'included-nodes': 'Included nodes',
  'ha-control-plane': 'HA control plane',
  addons: 'Add-ons',
  'autoscaled-nodes': 'Autoscaled nodes (billed at month end)',
};

const USAGE_COLUMNS = [
  'Cluster',
  { label: 'Node-hours', align: 'end' },
  'By kind',
  { label: 'Total', align: 'end' },
  { label: 'Charged in advance', align: 'end' },
  { label: 'At month end', align: 'end' },
] as const;

const GRANULARITIES = [
  { id: 'hour', label: 'Hour' },
  { id: 'day', label: 'Day' },
  { id: 'month', label: 'Month' },
] as const;

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('min-w-0 rounded-lg border border-border bg-card p-5 shadow-sm', className)}>
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /usage: what the organization's clusters cost over a range, by cluster and by kind. */
export function UsagePage() {
  const currency = useHeaderCurrency();
  const [preset, setPreset] = useState<RangePreset>('this-month');
  const [granularity, setGranularity] = useState<UsageParams['granularity']>('day');
  const [clusterId, setClusterId] = useState('');
  const today = useMemo(() => new Date(), []);
  const [custom, setCustom] = useState({ from: isoDay(new Date(today.getTime() - 29 * MS_PER_DAY)), to: isoDay(today) });
  const bounds = rangeBounds(preset, today, custom);
  const params: UsageParams = { ...bounds, granularity, clusterId, currency };
  const usage = useQuery(usageQueryOptions(params));
  const fields = usage.error instanceof ApiError ? (usage.error.fields ?? {}) : {};
  const fieldError = fields.granularity ?? fields.from ?? fields.to;
  const ids = { preset: useId(), granularity: useId(), cluster: useId(), from: useId(), to: useId(), error: useId() };
  // The cluster list of the whole range, kept while one cluster is shown.
  const [clusterNames, setClusterNames] = useState<Record<string, string>>({});
  const report = usage.data;
  if (report && !clusterId) {
    const names = Object.fromEntries(report.clusters.map((c) => [c.clusterId, c.clusterName]));
    if (Object.keys(names).some((id) => clusterNames[id] === undefined)) setClusterNames({ ...clusterNames, ...names });
  }

  return (
    <div className="grid gap-6">
      <form className="flex flex-wrap items-end gap-4" onSubmit={(event) => event.preventDefault()} aria-label="Usage range">
        <div className="grid gap-1">
          <label htmlFor={ids.preset} className="text-sm font-medium">
            Range
          </label>
          <select id={ids.preset} className={inputClass} value={preset} onChange={(e) => setPreset(e.target.value as RangePreset)}>
            {RANGE_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        {preset === 'custom' ? (
          <>
            <div className="grid gap-1">
              <label htmlFor={ids.from} className="text-sm font-medium">
                From
              </label>
              <input
                id={ids.from}
                type="date"
                className={inputClass}
                value={custom.from}
                aria-invalid={fields.from ? true : undefined}
                aria-describedby={fields.from ? ids.error : undefined}
                onChange={(e) => setCustom({ ...custom, from: e.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor={ids.to} className="text-sm font-medium">
                To (inclusive)
              </label>
              <input
                id={ids.to}
                type="date"
                className={inputClass}
                value={custom.to}
                aria-invalid={fields.to ? true : undefined}
                aria-describedby={fields.to ? ids.error : undefined}
                onChange={(e) => setCustom({ ...custom, to: e.target.value })}
              />
            </div>
          </>
        ) : null}
        <div className="grid gap-1">
          <label htmlFor={ids.granularity} className="text-sm font-medium">
            Granularity
          </label>
          <select
            id={ids.granularity}
            className={inputClass}
            value={granularity}
            aria-invalid={fields.granularity ? true : undefined}
            aria-describedby={fields.granularity ? ids.error : undefined}
            onChange={(e) => setGranularity(e.target.value as UsageParams['granularity'])}
          >
            {GRANULARITIES.map((g) => (
              <option key={g.id} value={g.id}>
                {g.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.cluster} className="text-sm font-medium">
            Cluster
          </label>
          <select id={ids.cluster} className={inputClass} value={clusterId} onChange={(e) => setClusterId(e.target.value)}>
            <option value="">All clusters</option>
            {Object.entries(clusterNames).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <a
          href={`/api/usage?${usageSearch(params, 'csv')}`}
          download
          className={buttonVariants({ variant: 'outline' })}
          aria-disabled={usage.isError ? true : undefined}
        >
          Download CSV
        </a>
      </form>

      {usage.isError ? (
        <p id={ids.error} role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {fieldError ?? `Could not load the usage. ${usage.error.message}`}
        </p>
      ) : null}

      {usage.isPending ? <Spinner label="Loading the usage" /> : null}
      {report && !usage.isError ? <UsageReportView report={report} /> : null}
    </div>
  );
}

function UsageReportView({ report }: { report: UsageReport }) {
  const currency = report.currency;
  const money = (amount: number) => formatMinorUnits(amount, currency);
  const kinds = Object.entries(report.byKind).filter(([, amount]) => amount !== 0);
  // The budget is billing data: a role that cannot read billing (viewer) is not shown it.
  const readsBudget = useCan('billing.read');
  return (
    <>
      <p className="text-sm text-muted-foreground" data-billing-currency={currency}>
        Usage at list price, in <strong>{currency}</strong>, your billing currency (the header’s currency changes list prices only). Your subscriptions charge it in advance;
        only autoscaled nodes above your pools’ counts are billed at month end.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Section title="Total for the range">
          <p className="text-3xl font-bold tabular-nums" data-usage-total>
            {money(report.total)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground" data-usage-split>
            Charged in advance {money(report.advance)} · to be billed at month end {money(report.billable)}
          </p>
        </Section>
        <Section title="Spent this month">
          <p className="text-3xl font-bold tabular-nums" data-usage-month-to-date>
            {money(report.monthToDate.spent)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Since {formatDay(report.monthToDate.from)}, before VAT: {money(report.monthToDate.charged)} charged in advance, {money(report.monthToDate.billable)} to be billed at month end
          </p>
        </Section>
        <Section title="Forecast to month end">
          <p className="text-3xl font-bold tabular-nums" data-usage-forecast>
            {money(report.forecast.monthEnd)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {money(report.forecast.charged)} charged + {money(report.forecast.committed)} renewals due + {money(report.forecast.overage)} autoscaling ({money(report.forecast.overagePerDay)} a day over the last 7 days)
          </p>
        </Section>
        {readsBudget ? (
          <Section title="Budget">
            <BudgetSummary />
          </Section>
        ) : null}
      </div>

      <Section title="Cost over time by cluster">
        {report.series.length === 0 ? (
          <p className="text-sm text-muted-foreground">No usage in this range.</p>
        ) : (
          <figure className="grid gap-3">
            <div aria-hidden="true">
              <Suspense fallback={<Spinner label="Loading the chart" />}>
                <UsageChart report={report} />
              </Suspense>
            </div>
            <figcaption>
              <span className="sr-only">
                Stacked chart of the cost per {report.granularity} from {formatDay(report.from)}; the table below lists the same figures.
              </span>
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
                {report.series.map((series, i) => (
                  <li key={series.clusterId} className="flex items-center gap-2" data-legend-cluster={series.clusterName}>
                    <span aria-hidden="true" className="inline-block size-3 rounded-sm border border-border" style={swatchStyle(i)} />
                    {series.clusterName}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
        )}
      </Section>

      <div className="grid gap-6 xl:grid-cols-3">
        <Section title="By resource kind">
          {kinds.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing metered.</p>
          ) : (
            <dl className="grid gap-2 text-sm">
              {kinds.map(([kind, amount]) => (
                <div key={kind} className="flex justify-between gap-2">
                  <dt>{KIND_LABELS[kind] ?? kind}</dt>
                  <dd className="tabular-nums">
                    {money(amount)}
                    {report.total > 0 ? <span className="text-muted-foreground"> · {Math.round((amount / report.total) * 100)} %</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Section>
        <Section title="By cluster" className="xl:col-span-2">
          <Table
            caption={`Usage per cluster for the range, in ${currency}`}
            columns={USAGE_COLUMNS}
            plain
            data-usage-table
            footer={
              <TableRow>
                <TableRowHeader className="py-2">Total</TableRowHeader>
                <TableCell className="py-2" />
                <TableCell className="py-2" />
                <TableCell numeric className="py-2">{money(report.total)}</TableCell>
                <TableCell numeric className="py-2">{money(report.advance)}</TableCell>
                <TableCell numeric className="py-2">{money(report.billable)}</TableCell>
              </TableRow>
            }
          >
            {report.clusters.map((cluster) => (
              <TableRow key={cluster.clusterId} data-usage-row={cluster.clusterName}>
                <TableRowHeader className="whitespace-nowrap py-2">
                  {cluster.clusterName}
                  <span className="block text-xs font-normal text-muted-foreground">{cluster.status}</span>
                </TableRowHeader>
                <TableCell numeric className="py-2">{cluster.nodeHours.toLocaleString('en-GB', { maximumFractionDigits: 1 })}</TableCell>
                <TableCell className="py-2">
                  {Object.entries(cluster.byKind)
                    .filter(([, amount]) => amount !== 0)
                    .map(([kind, amount]) => `${KIND_LABELS[kind] ?? kind} ${money(amount)}`)
                    .join(' · ') || '—'}
                </TableCell>
                <TableCell numeric className="py-2">{money(cluster.total)}</TableCell>
                <TableCell numeric className="py-2">{money(cluster.advance)}</TableCell>
                <TableCell numeric className="py-2">{money(cluster.billable)}</TableCell>
              </TableRow>
            ))}
          </Table>
        </Section>
      </div>
    </>
  );
}
