import { z } from 'zod';

/** A file sent with an e-mail (an invoice PDF), base64 encoded. */
export const mailAttachmentSchema = z.object({
  filename: z.string().min(1),
  contentType: z.string().min(1),
  contentBase64: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** One e-mail, ready to send: a plain-text and an HTML version of the same content. */
export const mailMessageSchema = z.object({
  to: z.string().min(1).meta({ example: 'ada@example.eu' }),
  subject: z.string().min(1).meta({ example: 'Confirm your e-mail address' }),
  text: z.string(),
  html: z.string(),
  attachments: z.array(mailAttachmentSchema).optional(),
  /**
   * List mail only (the newsletter): the recipient's one-click unsubscribe URL, sent as
   * List-Unsubscribe with List-Unsubscribe-Post so mail clients offer their own button.
   */
  listUnsubscribe: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta({ example: 'https://console.example.eu/api/newsletter/one-click?token=b3kq7x2m9d4f6h8j1n5p0r2t4v6w8y0z' }),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** A message kept in `DATA_DIR/outbox` when no SMTP server is configured (development and tests). */
export const outboxMessageSchema = mailMessageSchema.extend({
  id: z.string().min(1).meta({ example: '3f9a6c0e1b2d4a57' }),
  createdAt: z.iso.datetime().meta({ example: '2025-01-31T09:30:00.000Z' }),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
