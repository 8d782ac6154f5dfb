import { MS_PER_MINUTE, MS_PER_HOUR, MS_PER_DAY } from '../time.ts';

/** What a link sent by e-mail is for, and how long it lives. */
export const EMAIL_TOKEN_TTL_MS = {
  'verify-email': MS_PER_DAY,
  'email-change': MS_PER_DAY,
  'registration-verify': MS_PER_DAY,
  'password-reset': MS_PER_HOUR,
  'magic-link': 15 * MS_PER_MINUTE,
} as const;
export type EmailTokenPurpose = keyof typeof EMAIL_TOKEN_TTL_MS;

/** A single-use token sent by e-mail; only its SHA-256 is stored. */
export type EmailTokenRecord = {
  id: string;
  purpose: EmailTokenPurpose;
  /** The user, or the pending registration for `registration-verify`. */
  subjectId: string;
  /** The address the link was sent to (the new address for an e-mail change). */
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
};
