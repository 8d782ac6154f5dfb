import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ACTIVITY_KINDS } from '../../../../server/audit/audit.schemas.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form.tsx';
import { inputClass } from '../../../ui/form-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { SettingsCard } from '../SettingsCard.tsx';
import { activitySearch, fetchActivity, membersQueryOptions, teamKeys, type ActivityFilters } from './team.queries.ts';
import { ACTIVITY_KIND_LABELS, activityActionLabel } from './activity-labels.ts';

const NO_FILTERS: ActivityFilters = { kind: '', actorId: '', from: '', to: '' };

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
  const set = (key: keyof ActivityFilters) => (event: { target: { value: string } }) => setFilters((current) => ({ ...current, [key]: event.target.value }));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <SettingsCard title="Activity" description="Sign-ins, orders, payments, cluster changes, credentials and team changes in your organization.">
      <div className="grid gap-3 sm:grid-cols-4">
        <div className="grid gap-1">
          <label htmlFor={`${id}-kind`} className="text-sm font-medium">
            Kind
          </label>
          <select id={`${id}-kind`} className={inputClass} value={filters.kind} onChange={set('kind')}>
            <option value="">All kinds</option>
            {ACTIVITY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ACTIVITY_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-member`} className="text-sm font-medium">
            Member
          </label>
          <select id={`${id}-member`} className={inputClass} value={filters.actorId} onChange={set('actorId')}>
            <option value="">Everyone</option>
            {members.data?.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            From
          </label>
          <input id={`${id}-from`} type="date" className={inputClass} value={filters.from} onChange={set('from')} />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            To
          </label>
          <input id={`${id}-to`} type="date" className={inputClass} value={filters.to} onChange={set('to')} />
        </div>
      </div>
      <a className="justify-self-start text-sm font-medium text-primary underline underline-offset-4" href={`/api/organization/activity.csv${activitySearch(filters)}`} download>
        Export as CSV
      </a>
      {log.isPending ? (
        <Spinner label="Loading the activity" className="justify-start" />
      ) : log.isError ? (
        <FormAlert message={errorMessage(log.error)} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No activity matches these filters.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Activity, newest first</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3 font-medium">When</th>
                <th scope="col" className="py-2 pr-3 font-medium">Who</th>
                <th scope="col" className="py-2 pr-3 font-medium">What</th>
                <th scope="col" className="py-2 pr-3 font-medium">Result</th>
                <th scope="col" className="py-2 font-medium">Detail</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-border align-top" data-testid="activity-entry">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
                  </td>
                  <td className="py-2 pr-3">{entry.actorName ?? 'System'}</td>
                  <td className="py-2 pr-3" title={entry.action}>{activityActionLabel(entry.action)}</td>
                  <td className="py-2 pr-3">{entry.result}</td>
                  <td className="py-2 break-all">{entry.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage ? (
        <Button variant="outline" size="sm" className="justify-self-start" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {log.isFetchingNextPage ? 'Loading…' : 'Show older activity'}
        </Button>
      ) : null}
    </SettingsCard>
  );
}
