// Field messages of the e-mail and new-password rules, without zod: auth.schemas.ts builds its
// schemas from them, and the light account-flow islands (light-validation.ts) check with them,
// so both say exactly the same.

export const EMAIL_MESSAGES = {
  required: 'Enter your e-mail address.',
  tooLong: 'Use at most 254 characters.',
  invalid: 'Enter a valid e-mail address, like name@example.com.',
} as const;
export const EMAIL_MAX_LENGTH = 254;

export const NEW_PASSWORD_MESSAGES = {
  required: 'Enter a password.',
  tooShort: 'Use at least 8 characters.',
  tooLong: 'Use at most 128 characters.',
} as const;
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_MAX_LENGTH = 128;

/** The "confirm the new password" field does not repeat the password. */
export const PASSWORD_MISMATCH_MESSAGE = 'The two passwords do not match.';
