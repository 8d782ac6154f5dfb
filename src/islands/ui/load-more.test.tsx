// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadMore, nextCursor, pageItems, type CursorPage } from './load-more.tsx';

afterEach(cleanup);

// Three pages of a cursor-paged endpoint, keyed by cursor ('' is the first).
const PAGES = new Map<string, CursorPage<string>>([
  ['', { items: ['a', 'b'], nextCursor: 'c2' }],
  ['c2', { items: ['c', 'd'], nextCursor: 'c3' }],
  ['c3', { items: ['e'], nextCursor: null }],
]);
const page = (cursor: string): CursorPage<string> => PAGES.get(cursor) ?? { items: [], nextCursor: null };

function Letters() {
  const query = useInfiniteQuery({
    queryKey: ['letters'],
    initialPageParam: '',
    queryFn: async ({ pageParam }) => page(pageParam),
    getNextPageParam: nextCursor,
  });
  return (
    <>
      <p>{pageItems(query.data).join(',')}</p>
      <LoadMore query={query}>Load more letters</LoadMore>
    </>
  );
}

describe('LoadMore', () => {
  it('appends the next page while there is one, then goes away', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Letters />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('a,b')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more letters' }));
    expect(await screen.findByText('a,b,c,d')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more letters' }));
    expect(await screen.findByText('a,b,c,d,e')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is disabled while the next page loads', () => {
    render(<LoadMore query={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage: () => undefined }} />);
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveProperty('disabled', true);
  });

  it('has no items before the first page', () => {
    expect(pageItems(undefined)).toEqual([]);
  });
});
