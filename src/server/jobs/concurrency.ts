/**
 * Runs `work` on every item with at most `limit` at a time, in order of start; rejects with the
 * first error once the items in flight have settled. Batch jobs use it so that their storage
 * writes overlap (group commit on the embedded store, several connections on PostgreSQL).
 */
export async function forEachConcurrent<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next;
      next += 1;
      try {
        await work(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}
