import { z } from 'zod';
import { m } from '../i18n/messages.ts';

/** Notification types; the "other/info" type is `info`. */
export const notificationTypeSchema = z.enum(['success', 'warning', 'error', 'system', 'info']);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** A notification as stored and as the API returns it. */
export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  message: z.string(),
  /** ISO 8601, UTC. */
  timestamp: z.string(),
  read: z.boolean(),
  trash: z.boolean(),
  userId: z.string(),
});
/** What the API answers: the sentence in the reader's language. */
export type NotificationView = z.infer<typeof notificationSchema>;

/** The same notice in each language the console speaks, so that it reads in the reader's language even after they change it. */
export const saidInEachLanguageSchema = z.object({ en: z.string().max(500), fr: z.string().max(500) });
export type SaidInEachLanguage = z.infer<typeof saidInEachLanguageSchema>;

/** A notification as stored: `message` as it was first said (older ones hold only that), `messages` each language's. */
export type NotificationRecord = NotificationView & { messages?: SaidInEachLanguage };

/** What a domain hands to the notification service. */
export const notificationInputSchema = z.strictObject({
  type: notificationTypeSchema.default('info'),
  message: z
    .string()
    .trim()
    .min(1, { error: () => m.field_write_message() })
    .max(500, { error: () => m.field_at_most_500_characters() }),
  messages: saidInEachLanguageSchema.optional(),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;

/** The position of a notification in a user's newest-first order: keyset pagination key. */
export type NotificationKey = { timestamp: string; id: string };

/** Most notifications one page may hold; the default page is 50. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

/** `GET /api/notifications` query. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: () => m.field_limit_must_whole_number_from_1() })
    .int({ error: () => m.field_limit_must_whole_number_from_1() })
    .min(1, { error: () => m.field_limit_must_whole_number_from_1() })
    .max(MAX_PAGE_SIZE, { error: () => m.field_limit_must_whole_number_from_1() })
    .default(DEFAULT_PAGE_SIZE),
  cursor: z
    .string()
    .max(200, { error: () => m.field_cursor_not_valid() })
    .optional(),
});

/** `GET /api/notifications/count`: unread, non-trashed notifications. */
export const notificationCountSchema = z.object({ count: z.number().int().min(0) });
