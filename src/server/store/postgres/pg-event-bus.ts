import type postgres from 'postgres';
import { LocalEventBus, type BusChannel, type EventBus } from '../event-bus.ts';

/**
 * The bus over PostgreSQL LISTEN/NOTIFY: every instance listens on the channels it subscribes
 * to (postgres.js keeps one listening connection and re-listens after a reconnect) and gets
 * its own messages too, like the others.
 */
export class PgEventBus implements EventBus {
  #pool: postgres.Sql;
  #prefix: string;
  #local = new LocalEventBus();
  #listening = new Map<BusChannel, Promise<{ unlisten: () => Promise<void> }>>();

  /** `prefix` names the channels: consoles sharing a database but not a schema stay apart. */
  constructor(pool: postgres.Sql, prefix = 'console') {
    this.#pool = pool;
    this.#prefix = prefix;
  }

  publish(channel: BusChannel, message: unknown): void {
    this.#pool.notify(`${this.#prefix}_${channel}`, JSON.stringify(message)).catch((error: Error) => {
      console.warn(`Could not publish on ${channel}:`, error.message);
    });
  }

  subscribe(channel: BusChannel, handler: (message: unknown) => void): () => void {
    if (!this.#listening.has(channel)) {
      const listening = this.#pool.listen(`${this.#prefix}_${channel}`, (payload) => {
        let message: unknown;
        try {
          message = JSON.parse(payload);
        } catch {
          return;
        }
        this.#local.publish(channel, message);
      });
      listening.catch((error: Error) => console.warn(`Could not listen on ${channel}:`, error.message));
      this.#listening.set(channel, listening);
    }
    return this.#local.subscribe(channel, handler);
  }

  /** Resolves once every subscription is live (messages sent before that would be missed). */
  async ready(): Promise<void> {
    await Promise.all(this.#listening.values());
  }

  async close(): Promise<void> {
    await Promise.all([...this.#listening.values()].map(async (listening) => (await listening.catch(() => undefined))?.unlisten()));
    this.#listening.clear();
    await this.#local.close();
  }
}
