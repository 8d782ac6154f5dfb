import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueries } from './refresh-queries.ts';

/** A query whose reads answer only when the test says so, recording whether each was aborted. */
function controlledQuery() {
  const reads: { signal: AbortSignal; answer: (value: number) => void }[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver<number>(client, {
    queryKey: ['/api/clusters/a'],
    queryFn: ({ signal }) => new Promise<number>((answer) => reads.push({ signal, answer })),
  });
  const stop = observer.subscribe(() => undefined);
  return { client, reads, stop, data: () => client.getQueryData<number>(['/api/clusters/a']) };
}

/** Lets the query cache run its pending promise callbacks. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('refreshQueries', () => {
  it('leaves a read under way to finish, then reads once more, however many refreshes came meanwhile', async () => {
    const query = controlledQuery();
    await flush();
    expect(query.reads).toHaveLength(1);
    const refreshed = [
      refreshQueries(query.client, { queryKey: ['/api/clusters/a'] }),
      refreshQueries(query.client),
      refreshQueries(query.client),
    ];
    await flush();
    expect(query.reads).toHaveLength(1);
    query.reads[0]!.answer(1);
    await flush();
    expect(query.reads).toHaveLength(2);
    query.reads[1]!.answer(2);
    await Promise.all(refreshed);
    expect(query.reads.map((read) => read.signal.aborted)).toEqual([false, false]);
    expect(query.data()).toBe(2);
    query.stop();
  });

  it('reads an idle query again at once', async () => {
    const query = controlledQuery();
    await flush();
    query.reads[0]!.answer(1);
    await flush();
    const refreshed = refreshQueries(query.client, { queryKey: ['/api/clusters/a'] });
    await flush();
    expect(query.reads).toHaveLength(2);
    query.reads[1]!.answer(2);
    await refreshed;
    expect(query.data()).toBe(2);
    query.stop();
  });
});
