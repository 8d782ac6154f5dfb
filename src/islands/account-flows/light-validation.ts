import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGES,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MESSAGES,
  NEW_PASSWORD_MIN_LENGTH,
  passwordMismatchMessage,
} from '../../shared/auth-messages.ts';

// The checks of emailInputSchema and of the reset form (newPasswordSchema + confirmation)
// without zod, for the light e-mail link pages. light-validation.test.ts holds them to the
// schemas' answers, message for message.

/** Field name → the first message for it; empty when the values pass. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// zod's z.email() pattern (zod/v4/core/regexes.ts `email`).
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** emailInputSchema: the trimmed address, or the first message the schema gives. */
export function checkEmail(value: string): { value: string; errors: FieldErrors<'email'> } {
  const email = value.trim();
  if (email.length < 1) return { value: email, errors: { email: EMAIL_MESSAGES.required() } };
  if (email.length > EMAIL_MAX_LENGTH) return { value: email, errors: { email: EMAIL_MESSAGES.tooLong() } };
  if (!EMAIL_PATTERN.test(email)) return { value: email, errors: { email: EMAIL_MESSAGES.invalid() } };
  return { value: email, errors: {} };
}

/** withConfirmation(z.strictObject({ password: newPasswordSchema }), 'password'). */
export function checkNewPassword(password: string, confirmation: string): FieldErrors<'password' | 'confirmation'> {
  const errors: FieldErrors<'password' | 'confirmation'> = {};
  if (password.length < NEW_PASSWORD_MIN_LENGTH) errors.password = NEW_PASSWORD_MESSAGES.tooShort();
  else if (password.length > NEW_PASSWORD_MAX_LENGTH) errors.password = NEW_PASSWORD_MESSAGES.tooLong();
  if (confirmation !== password) errors.confirmation = passwordMismatchMessage();
  return errors;
}
