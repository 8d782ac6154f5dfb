import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailInputSchema, newPasswordSchema } from '../../shared/auth/auth.schemas.ts';
import { withConfirmation } from '../lib/password-confirmation.ts';
import { checkEmail, checkNewPassword } from './light-validation.ts';

/** The first message per field, as the form resolver shows them. */
function firstMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const messages: Record<string, string> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    messages[field] ??= issue.message;
  }
  return messages;
}

const emails = [
  '',
  '   ',
  'a',
  'name@example.com',
  '  name@example.com  ',
  'first.last+tag@sub.example.org',
  'name@example',
  'name@@example.com',
  '.name@example.com',
  'na..me@example.com',
  'name.@example.com',
  "o'brien@example.ie",
  'name@-example.com',
  'name@example.c',
  'näme@example.com',
  'name @example.com',
  `${'a'.repeat(243)}@example.com`,
  `${'a'.repeat(242)}@example.com`,
  `${'a'.repeat(300)}`,
  `  ${'a'.repeat(242)}@example.com  `,
];

describe('checkEmail agrees with emailInputSchema', () => {
  it.each(emails)('%j', (email) => {
    const parsed = emailInputSchema.safeParse({ email });
    const light = checkEmail(email);
    expect(light.errors).toEqual(firstMessages(parsed));
    if (parsed.success) expect(light.value).toBe(parsed.data.email);
  });
});

const resetForm = withConfirmation(z.strictObject({ password: newPasswordSchema }), 'password');
const passwords: [string, string][] = [
  ['', ''],
  ['short', 'short'],
  ['short', 'other'],
  ['1234567', '1234567'],
  ['12345678', '12345678'],
  ['12345678', '12345679'],
  ['12345678', ''],
  ['x'.repeat(128), 'x'.repeat(128)],
  ['x'.repeat(129), 'x'.repeat(129)],
  ['x'.repeat(129), 'y'],
  ['  spaced pass  ', '  spaced pass  '],
  ['  spaced pass  ', 'spaced pass'],
];

describe('checkNewPassword agrees with the reset form schema', () => {
  it.each(passwords)('%j / %j', (password, confirmation) => {
    expect(checkNewPassword(password, confirmation)).toEqual(
      firstMessages(resetForm.safeParse({ password, confirmation })),
    );
  });
});
