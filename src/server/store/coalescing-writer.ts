/**
 * Serializes writes and coalesces bursts: while one write is on its way to disk, every further
 * request joins a single follow-up write, which snapshots the state only when it starts. A caller
 * whose change was made before it called `flush()` is resolved only once that change is on disk.
 */
export class CoalescingWriter {
  #inFlight: Promise<void> | undefined;
  #queued: Promise<void> | undefined;
  #write: () => Promise<void>;
  flushCount = 0;

  constructor(write: () => Promise<void>) {
    this.#write = write;
  }

  /** Resolves when a write that started after this call has completed. */
  flush(): Promise<void> {
    if (this.#queued) return this.#queued;
    if (!this.#inFlight) return this.#start();
    this.#queued = this.#inFlight
      .catch(() => undefined)
      .then(() => {
        this.#queued = undefined;
        return this.#start();
      });
    return this.#queued;
  }

  /** Resolves once nothing is being written or waiting to be written. */
  async idle(): Promise<void> {
    while (this.#inFlight || this.#queued) {
      await (this.#queued ?? this.#inFlight)?.catch(() => undefined);
    }
  }

  #start(): Promise<void> {
    this.flushCount += 1;
    const run = this.#write().finally(() => {
      if (this.#inFlight === run) this.#inFlight = undefined;
    });
    this.#inFlight = run;
    return run;
  }
}
