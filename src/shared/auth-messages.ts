import { m } from './i18n/messages.ts';

// Field messages of the e-mail and new-password rules, without zod: auth.schemas.ts builds its
// schemas from them, and the light account-flow islands (light-validation.ts) check with them,
// so both say exactly the same. Each is a message, read in the page's language when it is said.

export const EMAIL_MESSAGES = {
  required: m.rules_email_required,
  tooLong: m.rules_email_too_long,
  invalid: m.rules_email_invalid,
} as const satisfies Record<string, () => string>;
export const EMAIL_MAX_LENGTH = 254;

export const NEW_PASSWORD_MESSAGES = {
  required: m.rules_password_required,
  tooShort: m.rules_password_too_short,
  tooLong: m.rules_password_too_long,
} as const satisfies Record<string, () => string>;
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_MAX_LENGTH = 128;

/** The "confirm the new password" field does not repeat the password. */
export const passwordMismatchMessage = (): string => m.rules_password_mismatch();
