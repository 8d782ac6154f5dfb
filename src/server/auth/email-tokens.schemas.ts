/** What a link sent by e-mail is for, and how long it lives. */
export const EMAIL_TOKEN_TTL_MS = {
  'verify-email': 24 * 60 * 60 * 1000,
  'email-change': 24 * 60 * 60 * 1000,
  'registration-verify': 24 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
  'magic-link': 15 * 60 * 1000,
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
