import { z } from 'zod';
import { displayNameSchema, emailFieldSchema } from '../auth/auth.schemas.ts';
import { m } from '../i18n/messages.ts';

// Field schemas shared by every public form (leads, newsletter, visitor tickets), so the same
// input gets the same message whichever form it was typed into.

/** The visitor's name: plain text, at most 100 characters. */
export const personNameSchema = displayNameSchema(m.field_enter_your_name, 100);

/** A company name: plain text, at most 120 characters (as at registration). */
export const companyNameSchema = displayNameSchema(m.field_enter_company_name, 120);

/** A real e-mail address, trimmed; compared and stored in lower case. */
export const contactEmailSchema = emailFieldSchema.transform((value) => value.toLowerCase());

/** A short subject line: plain text, at most 200 characters. */
export const subjectSchema = displayNameSchema(m.field_enter_subject, 200);

/** A free-text message: any text (stored and always rendered as text), 10 to 5000 characters. */
export const messageSchema = z
  .string({ error: () => m.field_enter_message() })
  .trim()
  .min(10, { error: () => m.field_write_at_least_10_characters() })
  .max(5000, { error: () => m.field_use_at_most_5000_characters() });

/** An optional free-text message: empty means none; otherwise the same rule as `messageSchema`. */
export const optionalMessageSchema = z
  .string()
  .trim()
  .max(5000, { error: () => m.field_use_at_most_5000_characters() })
  .refine((value) => value === '' || value.length >= 10, { error: () => m.field_write_at_least_10_or_empty() })
  .optional()
  .transform((value) => (value ? value : null));

/** An optional company name: empty means none. */
export const optionalCompanySchema = z
  .string()
  .trim()
  .max(120, { error: () => m.field_use_at_most_120_characters() })
  .optional()
  .transform((value) => (value ? value : null))
  .pipe(companyNameSchema.nullable());

/**
 * The honeypot: a field people never see and bots fill in. Any string is accepted, so a bot
 * cannot tell from a 400 that it was caught; the endpoint answers as if it had worked.
 */
export const honeypotSchema = z.string().max(5000).optional();

/** True when the honeypot was filled in: the submission is answered as accepted and dropped. */
export function isSpam(input: { website?: string | undefined }): boolean {
  return (input.website ?? '').trim() !== '';
}
