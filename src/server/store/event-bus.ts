/** Channels of the bus: what instances tell each other. */
export type BusChannel = 'realtime' | 'sessions' | 'jobs';

/**
 * Messages between the instances of the console: PostgreSQL LISTEN/NOTIFY when several share a
 * database, a plain in-process dispatch on the embedded store (one process). Delivery is at
 * most once and only to instances that are up: the bus wakes things up, data lives in tables.
 */
export interface EventBus {
  publish(channel: BusChannel, message: unknown): void;
  subscribe(channel: BusChannel, handler: (message: unknown) => void): () => void;
  /** Calls `handler` when delivery resumes after a gap (messages in between were missed). */
  onResume?(handler: () => void): () => void;
  close(): Promise<void>;
}

/** The bus of one process. */
export class LocalEventBus implements EventBus {
  #handlers = new Map<BusChannel, Set<(message: unknown) => void>>();

  publish(channel: BusChannel, message: unknown): void {
    for (const handler of this.#handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch (error) {
        console.warn(`A ${channel} bus handler failed:`, (error as Error).message);
      }
    }
  }

  subscribe(channel: BusChannel, handler: (message: unknown) => void): () => void {
    let handlers = this.#handlers.get(channel);
    if (!handlers) this.#handlers.set(channel, (handlers = new Set()));
    handlers.add(handler);
    return () => handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.#handlers.clear();
  }
}
