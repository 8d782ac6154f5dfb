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
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** A message kept in `DATA_DIR/outbox` when no SMTP server is configured (development and tests). */
export const outboxMessageSchema = mailMessageSchema.extend({
  id: z.string().min(1).meta({ example: '3f9a6c0e1b2d4a57' }),
  createdAt: z.iso.datetime().meta({ example: '2025-01-31T09:30:00.000Z' }),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
