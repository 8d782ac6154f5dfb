import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** A queue's loading, error and empty states; its list otherwise. */
export function QueueState<T>({ query, label, empty, children }: { query: UseQueryResult<T[]>; label: string; empty: string; children: (items: T[]) => ReactNode }) {
  if (query.isPending) return <Spinner label={`Loading ${label}`} className="py-6" />;
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">{errorMessage(query.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{empty}</p>;
  return <>{children(query.data)}</>;
}
