// A bounded request load for the fault tests: each client runs its requests one after another
// until told to stop, and every answer is kept with when it was sent and received, so a test
// can say which failed, when, and which writes were acknowledged.
import type { ApiClient } from '../api/api-client.ts';

export type Answer = {
  client: number;
  kind: 'read' | 'write';
  status: number | 'network';
  sentAt: number;
  doneAt: number;
  id?: string;
  error?: string;
};

export type Load = {
  answers: Answer[];
  /** Resolves once every client has at least `count` answers of `status` after `since`. */
  each(count: number, predicate: (answer: Answer) => boolean): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Starts `clients.length` loops; client i alternates `read(client)` and `write(client)`. A write's
 * 2xx answer carries the id of what it made (`id`): those are the acknowledged writes.
 */
export function startLoad(
  clients: ApiClient[],
  steps: {
    read: (client: ApiClient) => Promise<{ status: number }>;
    write: (client: ApiClient) => Promise<{ status: number; json?: unknown }>;
  },
): Load {
  const answers: Answer[] = [];
  let running = true;
  const waiters = new Set<() => void>();
  const loops = clients.map(async (client, index) => {
    for (let turn = 0; running; turn += 1) {
      const kind = turn % 2 === 0 ? 'read' : 'write';
      const sentAt = performance.now();
      try {
        const response = kind === 'read' ? await steps.read(client) : await steps.write(client);
        const id =
          kind === 'write' && response.status < 300
            ? ((response as { json?: { id?: string } }).json?.id ?? undefined)
            : undefined;
        answers.push({
          client: index,
          kind,
          status: response.status,
          sentAt,
          doneAt: performance.now(),
          ...(id ? { id } : {}),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        answers.push({ client: index, kind, status: 'network', sentAt, doneAt: performance.now(), error: cause });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const wake of waiters) wake();
    }
  });
  return {
    answers,
    each: (count, predicate) =>
      new Promise<void>((resolve) => {
        const check = () => {
          const done = clients.every(
            (_, index) => answers.filter((a) => a.client === index && predicate(a)).length >= count,
          );
          if (done) {
            waiters.delete(check);
            resolve();
          }
        };
        waiters.add(check);
        check();
      }),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Every id a client's paged list holds (cursor pages of 100, X-Next-Cursor). */
export async function listAllIds(client: ApiClient, path: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page = await client.get(
      `${path}${separator}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    if (page.status !== 200) throw new Error(`${path}: ${page.status} ${page.text}`);
    for (const item of page.json as unknown as { id: string }[]) ids.add(item.id);
    cursor = page.headers.get('x-next-cursor');
  } while (cursor);
  return ids;
}
