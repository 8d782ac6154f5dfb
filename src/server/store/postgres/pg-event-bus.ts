import pg from 'pg';
import { LocalEventBus, type BusChannel, type EventBus } from '../event-bus.ts';
import { runQuery } from './pg-pool.ts';

// How soon a lost listening connection is opened again: the database is back within this.
const RECONNECT_MS = 200;

/**
 * The bus over PostgreSQL LISTEN/NOTIFY. One connection of its own (outside the pool) listens
 * on every subscribed channel; when it is lost (a database restart) it is opened again every
 * 200 ms until the database answers, and listens again on every channel. Notifications sent
 * meanwhile are gone (the bus wakes things up, data lives in tables): `onResume` handlers hear
 * of the gap. Every instance gets its own messages too, like the others.
 */
export class PgEventBus implements EventBus {
  #pool: pg.Pool;
  #config: pg.ClientConfig;
  #prefix: string;
  #log: (line: string) => void;
  #local = new LocalEventBus();
  #channels = new Set<BusChannel>();
  #client: pg.Client | undefined;
  #connecting: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  #connectedOnce = false;
  #resumeHandlers = new Set<() => void>();
  /** Notifications on their way: closing waits for them (the pool closes next). */
  #sending = new Set<Promise<unknown>>();

  /** `prefix` names the channels: consoles sharing a database but not a schema stay apart. */
  constructor(pool: pg.Pool, config: pg.ClientConfig, prefix = 'console', log: (line: string) => void = () => {}) {
    this.#pool = pool;
    this.#config = config;
    this.#prefix = prefix;
    this.#log = log;
  }

  publish(channel: BusChannel, message: unknown): void {
    const sent: Promise<unknown> = runQuery(this.#pool, 'SELECT pg_notify($1, $2)', [
      this.#name(channel),
      JSON.stringify(message),
    ])
      .catch((error: Error) => this.#log(`Could not publish on ${channel}: ${error.message}`))
      .finally(() => this.#sending.delete(sent));
    this.#sending.add(sent);
  }

  subscribe(channel: BusChannel, handler: (message: unknown) => void): () => void {
    if (!this.#channels.has(channel)) {
      this.#channels.add(channel);
      const client = this.#client;
      if (client) void client.query(`LISTEN "${this.#name(channel)}"`).catch(() => this.#lost(client));
      else this.#connect();
    }
    return this.#local.subscribe(channel, handler);
  }

  /** Calls `handler` each time listening resumes after a loss: notifications may have been missed. */
  onResume(handler: () => void): () => void {
    this.#resumeHandlers.add(handler);
    return () => this.#resumeHandlers.delete(handler);
  }

  /** True while the listening connection is up. */
  get listening(): boolean {
    return this.#client !== undefined;
  }

  /** Resolves once every subscription is live (messages sent before that would be missed). */
  async ready(): Promise<void> {
    while (!this.#closed && !this.#client)
      await (this.#connecting ?? new Promise((resolve) => setTimeout(resolve, RECONNECT_MS)));
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.#sending]);
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#connecting;
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
    await this.#local.close();
  }

  #name(channel: BusChannel): string {
    return `${this.#prefix}_${channel}`;
  }

  #connect(): void {
    if (this.#closed || this.#connecting || this.#client) return;
    this.#connecting = this.#open().finally(() => (this.#connecting = undefined));
  }

  async #open(): Promise<void> {
    const client = new pg.Client(this.#config);
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    client.on('notification', ({ channel, payload }) => this.#deliver(channel, payload));
    try {
      await client.connect();
      for (const channel of this.#channels) await client.query(`LISTEN "${this.#name(channel)}"`);
    } catch (error) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      if (!this.#closed) this.#timer = setTimeout(() => this.#connect(), RECONNECT_MS);
      if (!this.#connectedOnce) this.#log(`Cannot listen for other instances yet: ${(error as Error).message}`);
      return;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    if (this.#connectedOnce) {
      this.#log('Listening for other instances again.');
      for (const handler of this.#resumeHandlers) handler();
    }
    this.#connectedOnce = true;
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.#closed) return;
    this.#log('Lost the listening connection to the database; reconnecting.');
    this.#timer = setTimeout(() => this.#connect(), RECONNECT_MS);
  }

  #deliver(name: string, payload: string | undefined): void {
    const channel = [...this.#channels].find((c) => this.#name(c) === name);
    if (!channel || payload === undefined) return;
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    this.#local.publish(channel, message);
  }
}
