import type { InfiniteData } from '@tanstack/react-query';
import { cn } from '../lib/cn.ts';
import type { ButtonProps } from './button.tsx';
import { PendingButton } from './pending-button.tsx';
import { m } from '../../shared/i18n/messages.ts';

/** One page of a cursor-paged list endpoint: its items, and the cursor of the next page (null on the last). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** useInfiniteQuery's getNextPageParam for cursor pages: no next page once the cursor is null. */
export function nextCursor<P extends { nextCursor?: string | null }>(last: P): string | undefined {
  return last.nextCursor ?? undefined;
}

/** Every item of the pages loaded so far, in order (none while loading). */
export function pageItems<T>(data: Pick<InfiniteData<CursorPage<T>, unknown>, 'pages'> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** The part of a useInfiniteQuery result that LoadMore reads. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Fetches the next page; shown only while there is one, pending while it loads. */
export function LoadMore({
  query,
  children = m.ui_show_more(),
  size,
  className,
}: {
  query: PagedQuery;
  children?: string;
  size?: ButtonProps['size'];
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <PendingButton
      variant="outline"
      size={size}
      pending={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
      className={cn('justify-self-start', className)}
    >
      {children}
    </PendingButton>
  );
}
