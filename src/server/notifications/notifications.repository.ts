import type { Db } from '../store/db.ts';
import { defineTable } from '../store/table-spec.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';
import type {
  NotificationKey,
  NotificationRecord,
  NotificationType,
  SaidInEachLanguage,
} from '../../shared/notifications/notifications.schemas.ts';

/** What the service stores; the repository adds the id and the read/trash flags. */
export type NewNotification = {
  userId: string;
  type: NotificationType;
  message: string;
  messages?: SaidInEachLanguage;
  timestamp: string;
};

/** One page of a user's notifications, newest first, and the key to continue after it. */
export type NotificationPage = { items: NotificationRecord[]; next: NotificationKey | null };

/**
 * Storage of notifications. Every read and write is scoped to one user: another user's id is
 * the same as an unknown id. Order is (timestamp, id) descending; pages are keyset pages.
 */
export interface NotificationRepository {
  /** Stores a notification; `onVisible` runs once reads return it (on commit), before create resolves. */
  create(
    input: NewNotification,
    options?: { onVisible?: (record: NotificationRecord) => void },
  ): Promise<NotificationRecord>;
  /** Stores many in one transaction (one write); `onVisible` gets them all once reads return them. */
  createMany(
    inputs: readonly NewNotification[],
    options?: { onVisible?: (records: NotificationRecord[]) => void },
  ): Promise<NotificationRecord[]>;
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

export const notificationsTable = defineTable<NotificationRecord>({
  name: 'notifications',
  order: { column: 'timestamp', key: (n) => n.timestamp },
  indexes: {
    // Partial indexes: the two hot reads, a page and the unread badge, touch only what they show.
    visible: { column: 'visible_user_id', key: (n) => (n.trash ? null : n.userId) },
    unread: { column: 'unread_user_id', key: (n) => (n.trash || n.read ? null : n.userId) },
    // Hidden from their owner, kept all the same: found by this key when their owner is erased.
    trashed: { column: 'trashed_user_id', key: (n) => (n.trash ? n.userId : null) },
  },
});

/** NotificationRepository over either backend. */
export function createNotificationRepository(db: Db): NotificationRepository {
  const notifications = db.collection(notificationsTable);
  const own = async (userId: string, id: string) => {
    const record = await notifications.get(id);
    return record?.userId === userId ? record : undefined;
  };
  const setFlag = async (userId: string, id: string, flag: 'read' | 'trash') => {
    if (!(await own(userId, id))) return undefined;
    return notifications.update(id, (record) =>
      record.userId !== userId || record[flag] ? undefined : { ...record, [flag]: true },
    );
  };
  return {
    create(input, options = {}) {
      return db.transaction(async (tx) => {
        const record: NotificationRecord = {
          ...input,
          id: timeOrderedId(Date.parse(input.timestamp)),
          read: false,
          trash: false,
        };
        const stored = await tx.collection(notificationsTable).insert(record);
        if (options.onVisible) tx.afterCommit(() => options.onVisible?.({ ...stored }));
        return stored;
      });
    },
    async createMany(inputs, options = {}) {
      if (inputs.length === 0) return [];
      const records = inputs.map(
        (input): NotificationRecord => ({
          ...input,
          id: timeOrderedId(Date.parse(input.timestamp)),
          read: false,
          trash: false,
        }),
      );
      return db.transaction(async (tx) => {
        await tx.collection(notificationsTable).insertMany(records);
        if (options.onVisible) tx.afterCommit(() => options.onVisible?.(records.map((record) => ({ ...record }))));
        return records.map((record) => ({ ...record }));
      });
    },
    findById: own,
    async list(userId, { limit, before }) {
      const after = before && { order: before.timestamp, id: before.id };
      const found = await notifications.list({ where: { visible: userId }, after, limit: limit + 1 });
      const items = found.slice(0, limit);
      const oldest = items.at(-1);
      return { items, next: found.length > limit && oldest ? { timestamp: oldest.timestamp, id: oldest.id } : null };
    },
    countUnread: (userId) => notifications.count({ unread: userId }),
    markRead: (userId, id) => setFlag(userId, id, 'read'),
    async markAllRead(userId) {
      const changed = await notifications.updateMany({ where: { unread: userId } }, (record) => ({
        ...record,
        read: true,
      }));
      return changed.length;
    },
    trash: (userId, id) => setFlag(userId, id, 'trash'),
  };
}
