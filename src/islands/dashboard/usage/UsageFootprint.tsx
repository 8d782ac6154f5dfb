import { useQuery } from '@tanstack/react-query';
import { METHOD_PAGE_PATH } from '../../../shared/carbon/factors.ts';
import { formatFootprintMonth, formatKg } from '../../../shared/carbon/format.ts';
import { monthOf } from '../../../shared/carbon/footprint.ts';
import { currentLocale } from '../../../shared/i18n/locale.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { localizedPath } from '../../../shared/i18n/page-paths.ts';
import type { UsageReport } from '../../../shared/usage/usage.schemas.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { DownloadLink } from '../../ui/download-link.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { footprintCsvHref, organizationFootprintQueryOptions } from '../clusters/detail/footprint.queries.ts';

/**
 * The organization's carbon footprint beside its usage: the range's total (the rows' co2eGrams)
 * and each month's total of the months the range touches, the CSV per cluster and month, the method.
 */
export function UsageFootprint({ report }: { report: UsageReport }) {
  const from = monthOf(Date.parse(report.from));
  const to = monthOf(Date.parse(report.to) - 1);
  const months = useQuery(organizationFootprintQueryOptions(from, to));
  return (
    <div className="grid gap-3 text-sm">
      <p>
        <span className="text-3xl font-bold tabular-nums" data-usage-co2e={report.co2eGrams}>
          {m.usage_footprint_kg({ kg: formatKg(report.co2eGrams) })}
        </span>
      </p>
      <p className="text-muted-foreground">{m.usage_footprint_range_note()}</p>
      <QueryState query={months} label={m.usage_footprint_loading()} compact>
        {(data) =>
          data.months.length === 0 ? (
            <p className="text-muted-foreground">{m.usage_footprint_none()}</p>
          ) : (
            <dl className="grid gap-1">
              {data.months.map((month) => (
                <div
                  key={month.month}
                  className="flex flex-wrap justify-between gap-x-2"
                  data-footprint-org-month={month.month}
                  data-footprint-grams={month.co2eGrams}
                >
                  <dt>{formatFootprintMonth(month.month)}</dt>
                  <dd className="tabular-nums">{m.usage_footprint_kg({ kg: formatKg(month.co2eGrams) })}</dd>
                </div>
              ))}
            </dl>
          )
        }
      </QueryState>
      <div className="flex flex-wrap items-center gap-3">
        <DownloadLink href={footprintCsvHref(from, to)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {m.usage_footprint_csv()}
        </DownloadLink>
        <a className="text-primary underline" href={localizedPath(METHOD_PAGE_PATH, currentLocale())}>
          {m.usage_footprint_method_link()}
        </a>
      </div>
    </div>
  );
}
