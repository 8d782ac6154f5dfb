import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../auth/use-can.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { budgetQueryOptions } from './billing.queries.ts';
import { BudgetProgress } from './BudgetProgress.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import { QueryError } from '../../ui/query-state.tsx';

/** The budget's status for /usage and the dashboard home, or a link to set one. */
export function BudgetSummary() {
  const status = useQuery(budgetQueryOptions());
  // Only the roles that manage the budget are sent to change it.
  const manages = useCan('billing.manage');
  if (status.isPending) return <Spinner size="sm" label={m.billing_budget_loading()} align="start" />;
  if (status.isError)
    return (
      <QueryError
        error={status.error}
        onRetry={() => void status.refetch()}
        text={(message) => m.billing_budget_error({ error: message })}
      />
    );
  if (!status.data.budget) {
    return (
      <p className="text-sm text-muted-foreground">
        {m.billing_budget_none_yet()}{' '}
        {manages ? (
          <a href="/billing#budget" className="font-medium text-primary underline-offset-4 hover:underline">
            {m.billing_set_budget()}
          </a>
        ) : null}
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <BudgetProgress status={status.data} />
      {manages ? (
        <a href="/billing#budget" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {m.billing_change_the_budget()}
        </a>
      ) : null}
    </div>
  );
}
