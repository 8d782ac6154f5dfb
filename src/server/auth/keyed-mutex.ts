/**
 * Runs tasks for the same key one after another, so a read-check-write (a TOTP step, a recovery
 * code) cannot be raced by a concurrent request for the same user. Per process, like the store.
 */
export class KeyedMutex {
  #tails = new Map<string, Promise<unknown>>();

  /** Runs `task` once every earlier task for `key` has settled. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(task);
    this.#tails.set(key, current);
    try {
      return await current;
    } finally {
      if (this.#tails.get(key) === current) this.#tails.delete(key);
    }
  }
}
