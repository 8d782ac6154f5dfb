import type { ReactNode } from 'react';
import { errorMessage } from '../lib/form-errors.ts';
import { buttonVariants } from './button-variants.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorWithRetry } from './error-with-retry.tsx';
import { Spinner } from './spinner.tsx';
import { m } from '../../shared/i18n/messages.ts';

/** The part of a TanStack Query result (useQuery or useInfiniteQuery) that QueryState reads. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is loading, for the spinner's announcement: "Loading {label}" ("orders"; in French "les commandes"). */
  label: string;
  /** Shown in an EmptyState when `isEmpty(data)`; an empty array by default. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** A smaller spinner, error and empty box, inside a panel. */
  compact?: boolean;
  /** The error's sentence around the server's message, e.g. `(error) => m.billing_budget_error({ error })`. */
  errorText?: (message: string) => string;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's loading, error (with "Try again", which refetches) and empty states; its content
 * otherwise. The error says what the server said, or that it could not be reached.
 */
export function QueryState<T>({
  query,
  label,
  empty,
  isEmpty = emptyArray,
  compact = false,
  errorText,
  children,
}: QueryStateProps<T>) {
  if (query.isPending)
    return (
      <Spinner
        size={compact ? 'md' : 'lg'}
        label={m.ui_loading_what({ what: label })}
        className={compact ? 'py-6' : 'py-12'}
      />
    );
  if (query.isError || query.data === undefined)
    return <QueryError error={query.error} onRetry={() => void query.refetch()} compact={compact} text={errorText} />;
  if (empty !== undefined && isEmpty(query.data)) {
    return (
      <EmptyState compact={compact} className="text-center">
        {empty}
      </EmptyState>
    );
  }
  return <>{children(query.data)}</>;
}

export interface QueryErrorProps {
  error: unknown;
  /** Usually the query's refetch. */
  onRetry: () => void;
  compact?: boolean;
  /** What could not be loaded, said before the server's message: "Could not load the catalogue." */
  lead?: string;
  /** Or the whole sentence around the server's message: `(error) => m.billing_budget_error({ error })`. */
  text?: (message: string) => string;
}

/**
 * A failed query's message (the server's, or that it could not be reached) and a "Try again"
 * button; announced when it appears. The one way a query's error is shown.
 */
export function QueryError({ error, onRetry, compact = false, lead, text }: QueryErrorProps) {
  const message = errorMessage(error);
  return (
    <ErrorWithRetry
      onRetry={onRetry}
      className={compact ? 'grid justify-items-start gap-2 text-sm' : 'grid justify-items-start gap-3 text-sm'}
      buttonClassName={buttonVariants({ variant: 'outline', size: compact ? 'sm' : 'default' })}
    >
      <p className="text-destructive">{text ? text(message) : lead ? `${lead} ${message}` : message}</p>
    </ErrorWithRetry>
  );
}
