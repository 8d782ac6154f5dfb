import { errors } from '../http/app-error.ts';
import type { RealtimeMessage } from '../ws/realtime.ts';
import type { NotificationRepository } from './notifications.repository.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  notificationInputSchema,
  type NotificationInput,
  type NotificationKey,
  type NotificationRecord,
  type NotificationView,
} from '../../shared/notifications/notifications.schemas.ts';
import { storedSentenceIn } from '../i18n/stored-sentences.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import { m } from '../../shared/i18n/messages.ts';

/** Where the service pushes "refetch" hints: `services.realtime`, wired to the /ws hub at start. */
export type RealtimeChannel = { publish: (userId: string, message: RealtimeMessage) => void };

/** A page of the API: the items and the opaque cursor of the next page, if any. */
export type NotificationListPage = { items: NotificationView[]; nextCursor: string | null };

/** Opaque keyset cursor: base64url of "<ms>.<id>"; clients only echo it back. */
export function encodeCursor(key: NotificationKey): string {
  return Buffer.from(`${Date.parse(key.timestamp)}.${key.id}`).toString('base64url');
}

/** The key behind a cursor; a 400 naming `cursor` when it is not one of ours. */
export function decodeCursor(cursor: string): NotificationKey {
  const decoded = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '';
  const match = /^(\d{1,15})\.([0-9a-f-]{36})$/.exec(decoded);
  const ms = Number(match?.[1]);
  if (!match?.[2] || !Number.isFinite(ms) || Number.isNaN(new Date(ms).getTime())) {
    throw errors.badRequest(m.error_cursor_not_valid(), { cursor: m.field_use_cursor_previous_page_x_next() });
  }
  return { timestamp: new Date(ms).toISOString(), id: match[2] };
}

/**
 * Notifications (unread → read, any → trashed). Domains call `notify`; every change is pushed to
 * the user's own sockets as `{ type: 'notification', userId }`, so their open tabs refetch list and
 * count.
 */
export class NotificationService {
  #repository: NotificationRepository;
  #realtime: RealtimeChannel;
  #now: () => number;

  constructor(repository: NotificationRepository, realtime: RealtimeChannel, now: () => number = Date.now) {
    this.#repository = repository;
    this.#realtime = realtime;
    this.#now = now;
  }

  /**
   * Stores a notification for a user and tells that user's open tabs, on every instance, as
   * soon as it is committed (so a refetch returns it); resolves once durable.
   */
  async notify(userId: string, input: NotificationInput): Promise<NotificationView> {
    const { type, message, messages } = notificationInputSchema.parse(input);
    const timestamp = new Date(this.#now()).toISOString();
    return notificationView(
      await this.#repository.create(
        { userId, type, message, ...(messages && { messages }), timestamp },
        { onVisible: () => this.#publish(userId) },
      ),
    );
  }

  /**
   * `notify` for many users at once: stored in one transaction (one multi-row write instead of
   * a transaction each), each user's tabs told once it is committed; resolves once durable.
   */
  async notifyMany(notices: readonly { userId: string; input: NotificationInput }[]): Promise<NotificationView[]> {
    const timestamp = new Date(this.#now()).toISOString();
    const inputs = notices.map(({ userId, input }) => ({ userId, ...notificationInputSchema.parse(input), timestamp }));
    const records = await this.#repository.createMany(inputs, {
      onVisible: (stored) => new Set(stored.map((r) => r.userId)).forEach((userId) => this.#publish(userId)),
    });
    return records.map(notificationView);
  }

  /** The user's non-trashed notifications, newest first, one page at a time. */
  async list(userId: string, options: { limit?: number; cursor?: string } = {}): Promise<NotificationListPage> {
    const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(options.limit ?? DEFAULT_PAGE_SIZE)));
    const before = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
    const page = await this.#repository.list(userId, { limit, before });
    return { items: page.items.map(notificationView), nextCursor: page.next && encodeCursor(page.next) };
  }

  /** Unread, non-trashed notifications: the badge. */
  count(userId: string): Promise<number> {
    return this.#repository.countUnread(userId);
  }

  /** Marks one of the user's notifications read; another user's id is 404. */
  async markRead(userId: string, id: string): Promise<NotificationView> {
    const record = await this.#repository.markRead(userId, id);
    if (!record) throw notFound();
    this.#publish(userId);
    return notificationView(record);
  }

  /** Marks every unread notification of the user read; returns how many changed. */
  async markAllRead(userId: string): Promise<number> {
    const updated = await this.#repository.markAllRead(userId);
    if (updated > 0) this.#publish(userId);
    return updated;
  }

  /** Moves one of the user's notifications to the trash; another user's id is 404. */
  async trash(userId: string, id: string): Promise<NotificationView> {
    const record = await this.#repository.trash(userId, id);
    if (!record) throw notFound();
    this.#publish(userId);
    return notificationView(record);
  }

  #publish(userId: string) {
    // Only a hint to refetch: a failure to send must not fail the change itself.
    try {
      this.#realtime.publish(userId, { type: 'notification', userId });
    } catch (error) {
      console.warn('Could not publish a notification event:', (error as Error).message);
    }
  }
}

const notFound = () => errors.notFound(m.error_no_such_notification());

/**
 * A notification as its reader reads it: in their language, said when it was made (newer ones
 * keep each language's sentence) or said again from the sentence stored (older ones).
 */
export function notificationView({ messages, ...record }: NotificationRecord): NotificationView {
  const locale = currentLocale();
  return { ...record, message: messages?.[locale] ?? storedSentenceIn(record.message, locale) };
}
