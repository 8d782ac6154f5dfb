import { z } from 'zod';
import { newPasswordSchema } from './password-policy.ts';

const email = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .max(254, 'Use at most 254 characters.')
  .pipe(z.email('Enter a valid e-mail address.'));

// Names are shown everywhere: letters of any script are welcome, markup and control characters are not.
const plainText = (value: string) => !/[<>\p{Cc}\p{Cf}]/u.test(value);
const PLAIN_TEXT_MESSAGE = 'Use letters, digits, spaces and common punctuation only.';

/** A person's or company's display name. */
export const displayNameSchema = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Use at most ${max} characters.`)
    .refine(plainText, PLAIN_TEXT_MESSAGE);

/** POST /api/register (DESIGN.md). */
export const registerInputSchema = z.strictObject({
  username: z
    .string({ error: 'Choose a username.' })
    .trim()
    .min(3, 'Use at least 3 characters.')
    .max(32, 'Use at most 32 characters.')
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*$/, 'Use letters, digits, dots, dashes and underscores, starting with a letter or digit.'),
  email,
  password: newPasswordSchema,
  name: displayNameSchema('your name', 100),
  companyName: displayNameSchema('your company name', 120),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** POST /api/login: the username may be the e-mail. */
export const loginInputSchema = z.strictObject({
  username: z.string({ error: 'Enter your username or e-mail.' }).trim().min(1, 'Enter your username or e-mail.').max(254),
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128),
});

/** POST /api/auth/mfa/verify. */
export const mfaVerifyInputSchema = z.strictObject({
  mfaToken: z.string().min(1).max(100),
  code: z.string({ error: 'Enter the code.' }).trim().min(6, 'Enter the 6-digit code or a recovery code.').max(32),
});

export const emailInputSchema = z.strictObject({ email });
export const tokenInputSchema = z.strictObject({ token: z.string({ error: 'The link has no token.' }).min(1).max(100) });
export const resetPasswordInputSchema = z.strictObject({ token: z.string().min(1).max(100), password: newPasswordSchema });

/** `{ mfaRequired, mfaToken }`: the second step of a sign-in. */
export const mfaRequiredSchema = z.object({ mfaRequired: z.literal(true), mfaToken: z.string() });
export const messageSchema = z.object({ message: z.string() });
export { email as emailFieldSchema };
