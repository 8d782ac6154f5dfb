/**
 * A first-come, first-served async lock: the embedded store's writers take turns, so a
 * transaction's reads, checks and writes are never interleaved with another writer's.
 */
export class WriteLock {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; call the returned function exactly once to hand it on. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => turn);
    return ready;
  }
}
