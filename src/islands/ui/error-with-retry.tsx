import type { ReactNode } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { buttonVariants } from './button-variants.ts';

// Plain class strings: the public e-mail-link pages use this without the class-merging libraries.

/**
 * A failure's explanation and a "Try again" button that repeats what failed (a refetch, a
 * resubmitted token), announced when it appears. QueryError is this with a query's message.
 */
export function ErrorWithRetry({
  children,
  onRetry,
  buttonClassName = buttonVariants({ variant: 'outline' }),
  className = 'grid justify-items-start gap-3 text-sm',
}: {
  /** What went wrong: one or more paragraphs. */
  children: ReactNode;
  onRetry: () => void;
  /** The button's classes: an outline button by default. */
  buttonClassName?: string;
  className?: string;
}) {
  return (
    <div role="alert" className={className}>
      {children}
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {m.ui_try_again()}
      </button>
    </div>
  );
}
