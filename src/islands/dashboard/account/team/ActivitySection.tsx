import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ACTIVITY_KINDS, type ActivityEntry } from '../../../../shared/audit/audit.schemas.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { inputClass } from '../../../ui/input-class.ts';
import { formatTimestamp } from '../../../ui/date-time.ts';
import { LoadMore } from '../../../ui/load-more.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Table, TableCell, TableRow } from '../../../ui/table.tsx';
import { SettingsCard } from '../SettingsCard.tsx';
import { activitySearch, fetchActivity, membersQueryOptions, teamKeys, type ActivityFilters } from './team.queries.ts';
import { activityActionLabel, activityKindLabel, activityResultLabel } from './activity-labels.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { DownloadLink } from '../../../ui/download-link.tsx';
import { AuditExportLinks } from './AuditExportLinks.tsx';

const activityColumns = () =>
  [
    m.account_activity_when(),
    m.account_activity_who(),
    m.account_activity_what(),
    m.account_activity_result(),
    m.account_activity_detail(),
  ] as const;

const NO_FILTERS: ActivityFilters = { kind: '', actorId: '', from: '', to: '' };

/** Who did it: the member, a former member, the system, or nobody any more (erased by retention). */
function activityActor(entry: Pick<ActivityEntry, 'actorId' | 'actorName' | 'redacted'>): string {
  if (entry.redacted) return m.account_activity_erased();
  if (entry.actorName) return entry.actorName;
  return entry.actorId ? m.account_activity_former_member() : m.account_activity_system();
}

/** Settings → Activity: the organization's audit log, filtered, paged and exported as CSV. */
export function ActivitySection() {
  const id = useId();
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const members = useQuery(membersQueryOptions());
  const log = useInfiniteQuery({
    queryKey: teamKeys.activityList(filters),
    queryFn: ({ pageParam }) => fetchActivity(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const set = (key: keyof ActivityFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const retention = log.data?.pages[0]?.retention;

  return (
    <SettingsCard title={m.account_activity_title()} description={m.account_activity_description()}>
      <div className="grid gap-3 sm:grid-cols-4">
        <div className="grid gap-1">
          <label htmlFor={`${id}-kind`} className="text-sm font-medium">
            {m.account_activity_kind()}
          </label>
          <select id={`${id}-kind`} className={inputClass} value={filters.kind} onChange={set('kind')}>
            <option value="">{m.account_activity_all_kinds()}</option>
            {ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {activityKindLabel(kind)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-member`} className="text-sm font-medium">
            {m.account_activity_member()}
          </label>
          <select id={`${id}-member`} className={inputClass} value={filters.actorId} onChange={set('actorId')}>
            <option value="">{m.account_activity_everyone()}</option>
            {members.data?.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            {m.account_activity_from()}
          </label>
          <input id={`${id}-from`} type="date" className={inputClass} value={filters.from} onChange={set('from')} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            {m.account_activity_to()}
          </label>
          <input id={`${id}-to`} type="date" className={inputClass} value={filters.to} onChange={set('to')} />
        </div>
      </div>
      <DownloadLink
        className="justify-self-start text-sm font-medium text-primary underline underline-offset-4"
        href={`/api/organization/activity.csv${activitySearch(filters)}`}
      >
        {m.account_activity_export()}
      </DownloadLink>
      <AuditExportLinks from={filters.from} to={filters.to} />
      {log.isPending ? (
        <Spinner label={m.account_loading_activity()} align="start" />
      ) : log.isError ? (
        <Alert>{errorMessage(log.error)}</Alert>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.account_no_activity()}</p>
      ) : (
        <Table caption={m.account_activity_caption()} columns={activityColumns()} plain>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-testid="activity-entry">
              <TableCell className="py-2 whitespace-nowrap">
                <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time>
              </TableCell>
              <TableCell className="py-2">{activityActor(entry)}</TableCell>
              <TableCell className="py-2" title={entry.action}>
                {activityActionLabel(entry.action)}
              </TableCell>
              <TableCell className="py-2">{activityResultLabel(entry.result)}</TableCell>
              <TableCell className="py-2 break-all">{entry.detail}</TableCell>
            </TableRow>
          ))}
        </Table>
      )}
      <LoadMore query={log} size="sm">
        {m.account_show_older_activity()}
      </LoadMore>
      {retention && (
        <p className="text-xs text-muted-foreground" data-testid="activity-retention">
          {m.account_activity_retention({ days: retention.days, years: retention.moneyYears })}
        </p>
      )}
    </SettingsCard>
  );
}
