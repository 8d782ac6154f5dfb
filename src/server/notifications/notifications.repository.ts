import type { JsonStore } from '../store/json-store.ts';
import type { StoreDocument } from '../store/store-document.ts';
import type { NotificationKey, NotificationRecord, NotificationType } from './notifications.schemas.ts';
import { timeOrderedId } from './time-ordered-id.ts';

/** What the service stores; the repository adds the id and the read/trash flags. */
export type NewNotification = { userId: string; type: NotificationType; message: string; timestamp: string };

/** One page of a user's notifications, newest first, and the key to continue after it. */
export type NotificationPage = { items: NotificationRecord[]; next: NotificationKey | null };

/**
 * Storage of notifications. Every read and write is scoped to one user: another user's id is
 * the same as an unknown id. Order is (timestamp, id) descending; pages are keyset pages.
 */
export interface NotificationRepository {
  /**
   * Stores a notification; resolves once it is durable. `onVisible` runs as soon as reads return
   * it, which in the embedded store is before its file write ends (a database calls it on commit).
   */
  create(input: NewNotification, options?: { onVisible?: (record: NotificationRecord) => void }): Promise<NotificationRecord>;
  findById(userId: string, id: string): Promise<NotificationRecord | undefined>;
  /** Non-trashed notifications strictly older than `before` (or the newest), at most `limit`. */
  list(userId: string, options: { limit: number; before?: NotificationKey }): Promise<NotificationPage>;
  /** Unread, non-trashed notifications. */
  countUnread(userId: string): Promise<number>;
  markRead(userId: string, id: string): Promise<NotificationRecord | undefined>;
  /** Marks every unread notification read; returns how many changed. */
  markAllRead(userId: string): Promise<number>;
  /** Hides a notification for good (it stays stored); marking it read no longer matters. */
  trash(userId: string, id: string): Promise<NotificationRecord | undefined>;
}

/** Newest-first order: -1 when `a` comes before `b` in time. */
export function compareKeys(a: NotificationKey, b: NotificationKey): number {
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A user's notifications, kept ready for the two hot reads: a page and the unread count. */
type UserIndex = {
  /** Non-trashed, oldest to newest: appending is the common case, pages read from the end. */
  visible: NotificationRecord[];
  /** Non-trashed and unread: its size is the badge. */
  unread: Set<NotificationRecord>;
};

/** First index whose key is not before `key` (binary search). */
function lowerBound(sorted: readonly NotificationRecord[], key: NotificationKey): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareKeys(sorted[mid] as NotificationRecord, key) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

const copy = (record: NotificationRecord | undefined) => record && { ...record };

/** NotificationRepository over the embedded JSON store, with per-user in-memory indexes. */
export class LowdbNotificationRepository implements NotificationRepository {
  #store: JsonStore<StoreDocument>;
  #byId = new Map<string, NotificationRecord>();
  #byUser = new Map<string, UserIndex>();

  constructor(store: JsonStore<StoreDocument>) {
    this.#store = store;
    for (const record of store.data.notifications) {
      this.#byId.set(record.id, record);
      if (record.trash) continue;
      const index = this.#indexOf(record.userId);
      index.visible.push(record);
      if (!record.read) index.unread.add(record);
    }
    for (const index of this.#byUser.values()) index.visible.sort(compareKeys);
  }

  async create(input: NewNotification, options: { onVisible?: (record: NotificationRecord) => void } = {}): Promise<NotificationRecord> {
    const record: NotificationRecord = { ...input, id: timeOrderedId(Date.parse(input.timestamp)), read: false, trash: false };
    await this.#store.update((doc) => {
      doc.notifications.push(record);
      this.#byId.set(record.id, record);
      const { visible, unread } = this.#indexOf(record.userId);
      const last = visible.at(-1);
      if (!last || compareKeys(last, record) < 0) visible.push(record);
      else visible.splice(lowerBound(visible, record), 0, record);
      unread.add(record);
      // Inside the change on purpose: right after it, the store serializes the whole document
      // synchronously (tens of ms for a large one), and the news should not wait for that.
      try {
        options.onVisible?.({ ...record });
      } catch (error) {
        console.warn('A notification listener failed:', (error as Error).message);
      }
    });
    return { ...record };
  }

  async findById(userId: string, id: string) {
    return copy(this.#own(userId, id));
  }

  async list(userId: string, { limit, before }: { limit: number; before?: NotificationKey }): Promise<NotificationPage> {
    const visible = this.#byUser.get(userId)?.visible ?? [];
    const end = before ? lowerBound(visible, before) : visible.length;
    const start = Math.max(0, end - limit);
    const items: NotificationRecord[] = [];
    for (let i = end - 1; i >= start; i -= 1) items.push({ ...(visible[i] as NotificationRecord) });
    const oldest = items.at(-1);
    return { items, next: start > 0 && oldest ? { timestamp: oldest.timestamp, id: oldest.id } : null };
  }

  async countUnread(userId: string) {
    return this.#byUser.get(userId)?.unread.size ?? 0;
  }

  async markRead(userId: string, id: string) {
    const record = this.#own(userId, id);
    if (!record) return undefined;
    if (record.read) return { ...record };
    return this.#store.update(() => {
      record.read = true;
      this.#byUser.get(userId)?.unread.delete(record);
      return { ...record };
    });
  }

  async markAllRead(userId: string) {
    const unread = this.#byUser.get(userId)?.unread;
    if (!unread || unread.size === 0) return 0;
    return this.#store.update(() => {
      const changed = unread.size;
      for (const record of unread) record.read = true;
      unread.clear();
      return changed;
    });
  }

  async trash(userId: string, id: string) {
    const record = this.#own(userId, id);
    if (!record) return undefined;
    if (record.trash) return { ...record };
    return this.#store.update(() => {
      record.trash = true;
      const index = this.#indexOf(userId);
      const at = lowerBound(index.visible, record);
      if (index.visible[at] === record) index.visible.splice(at, 1);
      index.unread.delete(record);
      return { ...record };
    });
  }

  #own(userId: string, id: string): NotificationRecord | undefined {
    const record = this.#byId.get(id);
    return record && record.userId === userId ? record : undefined;
  }

  #indexOf(userId: string): UserIndex {
    let index = this.#byUser.get(userId);
    if (!index) this.#byUser.set(userId, (index = { visible: [], unread: new Set() }));
    return index;
  }
}
