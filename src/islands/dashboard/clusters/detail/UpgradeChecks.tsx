import type { UseQueryResult } from '@tanstack/react-query';
import { m } from '../../../../shared/i18n/messages.ts';
import { cn } from '../../../lib/cn.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import type { UpgradeCheck, UpgradeCheckItem } from './maintenance-view.ts';

const STATUS = {
  ok: { label: m.clusters_check_ok, className: 'border-border' },
  warning: { label: m.clusters_check_warning, className: 'border-warning/50 bg-warning/10' },
  blocking: { label: m.clusters_check_blocking, className: 'border-destructive/40 bg-destructive/5' },
} as const;

/** The pre-check of a minor upgrade, each check with its verdict; why the upgrade is refused when it is. */
export function UpgradeChecks({ query }: { query: UseQueryResult<UpgradeCheck> }) {
  return (
    <section aria-label={m.clusters_check_title()} className="grid gap-2 text-sm">
      <h3 className="font-medium">{m.clusters_check_title()}</h3>
      <QueryState query={query} label={m.clusters_check_loading()} compact>
        {(answer) => (
          <>
            <ul className="grid gap-1.5">
              {answer.checks.map((check, index) => (
                <CheckRow key={`${check.kind}-${index}`} check={check} />
              ))}
            </ul>
            <p className={cn(!answer.allowed && 'text-destructive')} data-testid="upgrade-check-verdict">
              {answer.allowed ? m.clusters_check_allowed() : m.clusters_check_refused()}
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}

function CheckRow({ check }: { check: UpgradeCheckItem }) {
  const status = STATUS[check.status];
  return (
    <li className={cn('rounded-md border px-3 py-2', status.className)} data-check-status={check.status}>
      <span className="font-semibold">{status.label()}</span> · {check.message}
    </li>
  );
}
