import { useId, useState } from 'react';
import { m } from '../../../shared/i18n/messages.ts';
import { MS_PER_DAY, startOfUtcMonth } from '../../../shared/time.ts';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { inputClass } from '../../ui/input-class.ts';
import { DownloadLink } from '../../ui/download-link.tsx';
import { Alert } from '../../ui/alert.tsx';

const FEC_PATH = '/api/admin/accounting/fec';
/** One fiscal year, a leap year's included (the endpoint refuses more). */
const MAX_DAYS = 366;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Last calendar month (UTC), the period a monthly closing exports. */
function lastMonth(now = Date.now()): { from: string; to: string } {
  const thisMonth = startOfUtcMonth(now);
  return { from: isoDay(startOfUtcMonth(now, -1)), to: isoDay(thisMonth - MS_PER_DAY) };
}

/** Why the period cannot be exported, or null (the endpoint checks it again). */
function periodProblem(from: string, to: string): string | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return m.admin_journal_dates_needed();
  if (end < start) return m.admin_journal_end_before_start();
  if ((end - start) / MS_PER_DAY + 1 > MAX_DAYS) return m.admin_journal_too_long();
  return null;
}

/** The staff's export of the sales journal (every organization): a period and two downloads, the FEC and the same rows as CSV. */
export function SalesJournalExport() {
  const id = useId();
  const [period, setPeriod] = useState(lastMonth);
  const problem = periodProblem(period.from, period.to);
  const href = (format: 'fec' | 'csv') =>
    `${FEC_PATH}?${new URLSearchParams({ from: period.from, to: period.to, ...(format === 'csv' ? { format } : {}) })}`;
  const link = (format: 'fec' | 'csv', label: string) =>
    problem ? (
      <a
        aria-disabled="true"
        role="link"
        className={cn(buttonVariants({ variant: 'outline' }), 'pointer-events-none opacity-50')}
      >
        {label}
      </a>
    ) : (
      <DownloadLink
        href={href(format)}
        className={buttonVariants({ variant: format === 'fec' ? 'default' : 'outline' })}
      >
        {label}
      </DownloadLink>
    );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-lg border border-border bg-card p-5 shadow-sm"
      data-testid="sales-journal-export"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {m.admin_journal_title()}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{m.admin_journal_description()}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            {m.admin_journal_from()}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={inputClass}
            value={period.from}
            onChange={(e) => setPeriod({ ...period, from: e.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            {m.admin_journal_to()}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={inputClass}
            value={period.to}
            onChange={(e) => setPeriod({ ...period, to: e.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        {link('fec', m.admin_journal_download_fec())}
        {link('csv', m.admin_journal_download_csv())}
      </div>
      <Alert look="text" id={`${id}-problem`} className="mt-2">
        {problem}
      </Alert>
    </section>
  );
}
