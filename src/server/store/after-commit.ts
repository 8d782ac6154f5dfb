/** A task run once a commit is durable. The work it starts may go on: return its promise. */
export type AfterCommitTask = () => void | Promise<unknown>;

/**
 * The work started after commits (notices, realtime pushes), so that closing the storage waits
 * for it: an order acknowledged just before a graceful stop still gets its message to the
 * customer's sockets, instead of the pool closing under the query that sends it. A task's
 * failure is logged; it never undoes the commit nor escapes as an unhandled rejection.
 */
export class AfterCommitWork {
  #pending = new Set<Promise<unknown>>();

  run(task: AfterCommitTask): void {
    let result: void | Promise<unknown>;
    try {
      result = task();
    } catch (error) {
      warn(error);
      return;
    }
    if (!(result instanceof Promise)) return;
    const tracked: Promise<unknown> = result.catch(warn).finally(() => this.#pending.delete(tracked));
    this.#pending.add(tracked);
  }

  /** Resolves once the work started so far (and what it started in turn) has ended, or after `maxMs`. */
  async settled(maxMs = 5_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (this.#pending.size > 0 && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => (timer = setTimeout(resolve, deadline - Date.now())));
      await Promise.race([Promise.allSettled([...this.#pending]), timeout]);
      clearTimeout(timer);
    }
  }
}

function warn(error: unknown): void {
  console.warn('A task after a commit failed:', error instanceof Error ? error.message : String(error));
}
