import { useQuery } from '@tanstack/react-query';
import { METHOD_PAGE_PATH } from '../../../../shared/carbon/factors.ts';
import { formatFootprintMonth, formatKg, formatQuantity } from '../../../../shared/carbon/format.ts';
import { monthOf } from '../../../../shared/carbon/footprint.ts';
import { formatNumber } from '../../../../shared/format/numbers.ts';
import { currentLocale } from '../../../../shared/i18n/locale.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { localizedPath } from '../../../../shared/i18n/page-paths.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import type { ClusterFootprint } from '../../../../shared/carbon/carbon.schemas.ts';
import { clusterFootprintQueryOptions } from './footprint.queries.ts';
import { Section } from './Section.tsx';

/** The previous calendar month (UTC) of `month`, "YYYY-MM". */
const monthBefore = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return monthOf(Date.UTC(year ?? 1970, (index ?? 1) - 2, 1));
};

function MonthLine({ label, footprint }: { label: string; footprint: ClusterFootprint }) {
  return (
    <div className="contents">
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd data-footprint-month={footprint.month} data-footprint-grams={footprint.co2eGrams}>
        <span className="font-semibold">{m.clusters_footprint_kg({ kg: formatKg(footprint.co2eGrams) })}</span>{' '}
        <span className="text-muted-foreground">
          {m.clusters_footprint_hours({
            hours: formatQuantity(footprint.nodeHours),
            kWh: formatQuantity(footprint.kWh),
          })}
        </span>
      </dd>
    </div>
  );
}

/** The cluster page's carbon footprint: this month to date and last month, with the factors and the method page. */
export function FootprintSection({ clusterId, now = new Date() }: { clusterId: string; now?: Date }) {
  const month = monthOf(now.getTime());
  const current = useQuery(clusterFootprintQueryOptions(clusterId, month));
  const previous = useQuery(clusterFootprintQueryOptions(clusterId, monthBefore(month)));
  return (
    <Section title={m.clusters_footprint_title()}>
      <QueryState query={current} label={m.clusters_footprint_loading()} compact>
        {(data) => (
          <div className="grid gap-3 text-sm">
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
              <MonthLine
                label={m.clusters_footprint_this_month({ month: formatFootprintMonth(data.month) })}
                footprint={data}
              />
              {previous.data ? (
                <MonthLine
                  label={m.clusters_footprint_last_month({ month: formatFootprintMonth(previous.data.month) })}
                  footprint={previous.data}
                />
              ) : null}
            </dl>
            <p className="text-muted-foreground">
              {m.clusters_footprint_factors({
                pue: formatNumber(data.method.pue),
                grid: formatNumber(data.method.gridIntensityGramsPerKwh),
                country: data.method.country,
              })}{' '}
              <a className="text-primary underline" href={localizedPath(METHOD_PAGE_PATH, currentLocale())}>
                {m.clusters_footprint_method_link()}
              </a>
            </p>
          </div>
        )}
      </QueryState>
    </Section>
  );
}
