import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { UsageReport } from '../../../shared/usage/usage.schemas.ts';
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
import { m } from '../../../shared/i18n/messages.ts';
import { formatNumber, formatPercent } from '../../../shared/format/numbers.ts';
import { richMessage } from '../../ui/rich-message.tsx';
import { clusterStatusWord } from '../../../shared/cluster-lifecycle.ts';
import { Alert } from '../../ui/alert.tsx';
import { QueryError } from '../../ui/query-state.tsx';
import { UsageFootprint } from './UsageFootprint.tsx';
import { formatKg } from '../../../shared/carbon/format.ts';

const UsageChart = lazy(() => import('./UsageChart.tsx'));

const KIND_LABELS: Record<string, () => string> = {
  'control-plane': m.usage_kind_control_plane,
  nodes: m.usage_kind_nodes,
  'included-nodes': m.usage_kind_included_nodes,
  'ha-control-plane': m.usage_kind_ha_control_plane,
  addons: m.usage_kind_addons,
  'autoscaled-nodes': m.usage_kind_autoscaled_nodes,
};

/** A kind of cost in words, or the kind itself when this page does not know it. */
const kindLabel = (kind: string) => KIND_LABELS[kind]?.() ?? kind;

const usageColumns = () =>
  [
    m.usage_col_cluster(),
    { label: m.usage_col_node_hours(), align: 'end' },
    m.usage_col_by_kind(),
    { label: m.usage_col_total(), align: 'end' },
    { label: m.usage_col_advance(), align: 'end' },
    { label: m.usage_col_month_end(), align: 'end' },
    { label: m.usage_col_co2e(), align: 'end' },
  ] as const;

const GRANULARITIES = [
  { id: 'hour', label: m.usage_granularity_hour },
  { id: 'day', label: m.usage_granularity_day },
  { id: 'month', label: m.usage_granularity_month },
] as const;

const CHART_SUMMARIES: Record<UsageReport['granularity'], (inputs: { date: string }) => string> = {
  hour: m.usage_chart_summary_hour,
  day: m.usage_chart_summary_day,
  month: m.usage_chart_summary_month,
};

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-lg border border-border bg-card p-5 shadow-sm', className)}
    >
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
  const [custom, setCustom] = useState({
    from: isoDay(new Date(today.getTime() - 29 * MS_PER_DAY)),
    to: isoDay(today),
  });
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
      <form
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => event.preventDefault()}
        aria-label={m.usage_form()}
      >
        <div className="grid gap-1">
          <label htmlFor={ids.preset} className="text-sm font-medium">
            {m.usage_range()}
          </label>
          <select
            id={ids.preset}
            className={inputClass}
            value={preset}
            onChange={(e) => setPreset(e.target.value as RangePreset)}
          >
            {RANGE_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label()}
              </option>
            ))}
          </select>
        </div>
        {preset === 'custom' ? (
          <>
            <div className="grid gap-1">
              <label htmlFor={ids.from} className="text-sm font-medium">
                {m.usage_from()}
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
                {m.usage_to()}
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
            {m.usage_granularity()}
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
                {g.label()}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.cluster} className="text-sm font-medium">
            {m.usage_cluster()}
          </label>
          <select
            id={ids.cluster}
            className={inputClass}
            value={clusterId}
            onChange={(e) => setClusterId(e.target.value)}
          >
            <option value="">{m.usage_all_clusters()}</option>
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
          {m.usage_download_csv()}
        </a>
      </form>

      {usage.isError && fieldError ? <Alert id={ids.error}>{fieldError}</Alert> : null}
      {usage.isError && !fieldError ? (
        <div id={ids.error}>
          <QueryError
            error={usage.error}
            onRetry={() => void usage.refetch()}
            text={(error) => m.usage_error({ error })}
          />
        </div>
      ) : null}

      {usage.isPending ? <Spinner label={m.usage_loading()} /> : null}
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
        {richMessage((slot) => m.usage_currency_note(slot), { currency: <strong>{currency}</strong> })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Section title={m.usage_total_title()}>
          <p className="text-3xl font-bold tabular-nums" data-usage-total>
            {money(report.total)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground" data-usage-split>
            {m.usage_total_split({ advance: money(report.advance), billable: money(report.billable) })}
          </p>
        </Section>
        <Section title={m.usage_month_title()}>
          <p className="text-3xl font-bold tabular-nums" data-usage-month-to-date>
            {money(report.monthToDate.spent)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {m.usage_month_detail({
              date: formatDay(report.monthToDate.from),
              charged: money(report.monthToDate.charged),
              billable: money(report.monthToDate.billable),
            })}
          </p>
        </Section>
        <Section title={m.usage_forecast_title()}>
          <p className="text-3xl font-bold tabular-nums" data-usage-forecast>
            {money(report.forecast.monthEnd)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {m.usage_forecast_detail({
              charged: money(report.forecast.charged),
              committed: money(report.forecast.committed),
              overage: money(report.forecast.overage),
              perDay: money(report.forecast.overagePerDay),
            })}
          </p>
        </Section>
        {readsBudget ? (
          <Section title={m.usage_budget_title()}>
            <BudgetSummary />
          </Section>
        ) : null}
      </div>

      <Section title={m.usage_chart_title()}>
        {report.series.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.usage_empty()}</p>
        ) : (
          <figure className="grid gap-3">
            <div aria-hidden="true">
              <Suspense fallback={<Spinner label={m.usage_chart_loading()} />}>
                <UsageChart report={report} />
              </Suspense>
            </div>
            <figcaption>
              <span className="sr-only">{CHART_SUMMARIES[report.granularity]({ date: formatDay(report.from) })}</span>
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={m.usage_legend()}>
                {report.series.map((series, i) => (
                  <li
                    key={series.clusterId}
                    className="flex items-center gap-2"
                    data-legend-cluster={series.clusterName}
                  >
                    <span
                      aria-hidden="true"
                      className="inline-block size-3 rounded-sm border border-border"
                      style={swatchStyle(i)}
                    />
                    {series.clusterName}
                  </li>
                ))}
              </ul>
            </figcaption>
          </figure>
        )}
      </Section>

      <div className="grid gap-6 xl:grid-cols-3">
        <Section title={m.usage_by_kind_title()}>
          {kinds.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.usage_nothing_metered()}</p>
          ) : (
            <dl className="grid gap-2 text-sm">
              {kinds.map(([kind, amount]) => (
                <div key={kind} className="flex justify-between gap-2">
                  <dt>{kindLabel(kind)}</dt>
                  <dd className="tabular-nums">
                    {money(amount)}
                    {report.total > 0 ? (
                      <span className="text-muted-foreground">
                        {' '}
                        · {formatPercent(Math.round((amount / report.total) * 100))}
                      </span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Section>
        <Section title={m.usage_by_cluster_title()} className="xl:col-span-2">
          <Table
            caption={m.usage_table_caption({ currency })}
            columns={usageColumns()}
            plain
            data-usage-table
            footer={
              <TableRow>
                <TableRowHeader className="py-2">{m.usage_total()}</TableRowHeader>
                <TableCell className="py-2" />
                <TableCell className="py-2" />
                <TableCell numeric className="py-2">
                  {money(report.total)}
                </TableCell>
                <TableCell numeric className="py-2">
                  {money(report.advance)}
                </TableCell>
                <TableCell numeric className="py-2">
                  {money(report.billable)}
                </TableCell>
                <TableCell numeric className="py-2" data-usage-co2e-total={report.co2eGrams}>
                  {formatKg(report.co2eGrams)}
                </TableCell>
              </TableRow>
            }
          >
            {report.clusters.map((cluster) => (
              <TableRow key={cluster.clusterId} data-usage-row={cluster.clusterName}>
                <TableRowHeader className="whitespace-nowrap py-2">
                  {cluster.clusterName}
                  <span className="block text-xs font-normal text-muted-foreground">
                    {clusterStatusWord(cluster.status)}
                  </span>
                </TableRowHeader>
                <TableCell numeric className="py-2">
                  {formatNumber(cluster.nodeHours, { maximumFractionDigits: 1 })}
                </TableCell>
                <TableCell className="py-2">
                  {Object.entries(cluster.byKind)
                    .filter(([, amount]) => amount !== 0)
                    .map(([kind, amount]) => `${kindLabel(kind)} ${money(amount)}`)
                    .join(' · ') || '—'}
                </TableCell>
                <TableCell numeric className="py-2">
                  {money(cluster.total)}
                </TableCell>
                <TableCell numeric className="py-2">
                  {money(cluster.advance)}
                </TableCell>
                <TableCell numeric className="py-2">
                  {money(cluster.billable)}
                </TableCell>
                <TableCell numeric className="py-2" data-usage-co2e-grams={cluster.co2eGrams}>
                  {formatKg(cluster.co2eGrams)}
                </TableCell>
              </TableRow>
            ))}
          </Table>
        </Section>
      </div>

      <Section title={m.usage_footprint_title()}>
        <UsageFootprint report={report} />
      </Section>
    </>
  );
}
