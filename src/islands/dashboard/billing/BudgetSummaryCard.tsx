import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../auth/use-can.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { budgetQueryOptions } from './billing.queries.ts';
import { BudgetProgress } from './BudgetProgress.tsx';

/** The budget's status for /usage and the dashboard home, or a link to set one. */
export function BudgetSummary() {
  const status = useQuery(budgetQueryOptions());
  // Only the roles that manage the budget are sent to change it.
  const manages = useCan('billing.manage');
  if (status.isPending) return <Spinner size="sm" label="Loading the budget" className="justify-start" />;
  if (status.isError) return <p role="alert" className="text-sm text-destructive">Could not load the budget. {status.error.message}</p>;
  if (!status.data.budget) {
    return (
      <p className="text-sm text-muted-foreground">
        No monthly budget yet.{' '}
        {manages ? (
          <a href="/billing#budget" className="font-medium text-primary underline-offset-4 hover:underline">
            Set a budget
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
          Change the budget
        </a>
      ) : null}
    </div>
  );
}
