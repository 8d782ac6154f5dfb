import { z } from 'zod';
import { displayNameSchema, emailFieldSchema } from '../auth/auth.schemas.ts';

// Field schemas shared by every public form (leads, newsletter, visitor tickets), so the same
// input gets the same message whichever form it was typed into.

/** The visitor's name: plain text, at most 100 characters. */
export const personNameSchema = displayNameSchema('your name', 100);

/** A company name: plain text, at most 120 characters (as at registration). */
export const companyNameSchema = displayNameSchema('your company name', 120);

/** A real e-mail address, trimmed; compared and stored in lower case. */
export const contactEmailSchema = emailFieldSchema.transform((value) => value.toLowerCase());

/** A short subject line: plain text, at most 200 characters. */
export const subjectSchema = displayNameSchema('a subject', 200);

/** A free-text message: any text (stored and always rendered as text), 10 to 5000 characters. */
export const messageSchema = z
  .string({ error: 'Enter a message.' })
  .trim()
  .min(10, 'Write at least 10 characters.')
  .max(5000, 'Use at most 5000 characters.');

/** An optional free-text message: empty means none; otherwise the same rule as `messageSchema`. */
export const optionalMessageSchema = z
  .string()
  .trim()
  .max(5000, 'Use at most 5000 characters.')
  .refine((value) => value === '' || value.length >= 10, 'Write at least 10 characters, or leave this empty.')
  .optional()
  .transform((value) => (value ? value : null));

/** An optional company name: empty means none. */
export const optionalCompanySchema = z
  .string()
  .trim()
  .max(120, 'Use at most 120 characters.')
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
