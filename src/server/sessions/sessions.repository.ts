import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
import type { SessionRecord } from './sessions.schemas.ts';

/** Storage of sessions, keyed by the hash of their token. */
export interface SessionRepository {
  create(session: SessionRecord): Promise<void>;
  findById(id: string): Promise<SessionRecord | undefined>;
  listByUser(userId: string): Promise<SessionRecord[]>;
  /** Records activity; the store may persist it lazily (it only moves the idle deadline). */
  touch(id: string, lastSeenAt: string): Promise<void>;
  delete(id: string): Promise<boolean>;
  /** Deletes every session of a user except `keepId`; returns how many went. */
  deleteByUser(userId: string, keepId?: string): Promise<number>;
  /** Deletes sessions past their deadlines; returns how many went. */
  deleteExpired(isExpired: (session: SessionRecord) => boolean): Promise<number>;
}

// Activity is written in one batch at most this often: a request must not cost a disk write,
// and 10 000 polling sessions must not cost 10 000 writes a minute. A crash loses at most this
// much of `lastSeenAt`, which only brings an idle timeout (1 h) that much closer.
const TOUCH_PERSIST_MS = 60_000;

/** SessionRepository over the embedded JSON store. */
export class LowdbSessionRepository implements SessionRepository {
  #store: JsonStore<StoreDocument>;
  #byId = new Map<string, SessionRecord>();
  #touchTimer: NodeJS.Timeout | undefined;

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
    for (const session of store.data.sessions) this.#byId.set(session.id, session);
  }

  async create(session: SessionRecord) {
    await this.#store.update((doc) => {
      const stored = { ...session };
      doc.sessions.push(stored);
      this.#byId.set(stored.id, stored);
    });
  }

  async findById(id: string) {
    const found = this.#byId.get(id);
    return found && { ...found };
  }

  async listByUser(userId: string) {
    return [...this.#byId.values()].filter((s) => s.userId === userId).map((s) => ({ ...s }));
  }

  async touch(id: string, lastSeenAt: string) {
    const session = this.#byId.get(id);
    if (!session) return;
    session.lastSeenAt = lastSeenAt;
    this.#touchTimer ??= setTimeout(() => {
      this.#touchTimer = undefined;
      void this.#store.flush().catch((error: Error) => console.warn('Could not save session activity:', error.message));
    }, TOUCH_PERSIST_MS).unref();
  }

  async delete(id: string) {
    return (await this.#remove((s) => s.id === id)) > 0;
  }

  async deleteByUser(userId: string, keepId?: string) {
    return this.#remove((s) => s.userId === userId && s.id !== keepId);
  }

  async deleteExpired(isExpired: (session: SessionRecord) => boolean) {
    return this.#remove(isExpired);
  }

  async #remove(match: (session: SessionRecord) => boolean): Promise<number> {
    if (![...this.#byId.values()].some(match)) return 0;
    return this.#store.update((doc) => {
      const before = doc.sessions.length;
      doc.sessions = doc.sessions.filter((s) => {
        if (!match(s)) return true;
        this.#byId.delete(s.id);
        return false;
      });
      return before - doc.sessions.length;
    });
  }
}
