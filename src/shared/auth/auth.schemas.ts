import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGES,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MESSAGES,
  NEW_PASSWORD_MIN_LENGTH,
} from '../auth-messages.ts';
import { m } from '../i18n/messages.ts';

// Wire shapes of sign-in, registration and the account endpoints. Like every `*.schemas.ts`,
// this module is client-safe (zod only): the islands check their forms with these very schemas
// before sending. Rules only the server can apply (the common-password list, taken usernames)
// are added on the server, in password-policy.ts and the services.

/** An e-mail address as typed: trimmed, then checked. */
export const emailFieldSchema = z
  .string({ error: () => EMAIL_MESSAGES.required() })
  .trim()
  .min(1, { error: () => EMAIL_MESSAGES.required() })
  .max(EMAIL_MAX_LENGTH, { error: () => EMAIL_MESSAGES.tooLong() })
  .pipe(z.email({ error: () => EMAIL_MESSAGES.invalid() }));

// Names are shown everywhere: letters of any script are welcome, markup and control characters are not.
const plainText = (value: string) => !/[<>\p{Cc}\p{Cf}]/u.test(value);

/** A person's or company's display name; `enter` asks for it ("Enter your name."). */
export const displayNameSchema = (enter: () => string, max: number) =>
  z
    .string({ error: () => enter() })
    .trim()
    .min(1, { error: () => enter() })
    .max(max, { error: () => m.field_use_at_most_characters({ max }) })
    .refine(plainText, { error: () => m.field_plain_text_only() });

/** A new username: 3 to 32 letters, digits, dots, hyphens or underscores, starting with a letter or digit. */
export const usernameSchema = z
  .string({ error: () => m.field_choose_username() })
  .trim()
  .min(1, { error: () => m.field_choose_username() })
  .min(3, { error: () => m.field_use_at_least_3_characters() })
  .max(32, { error: () => m.field_use_at_most_32_characters() })
  .regex(/^[a-zA-Z0-9]/, { error: () => m.field_start_with_letter_digit() })
  .regex(/^[a-zA-Z0-9._-]*$/, { error: () => m.field_use_only_letters_digits_dots_hyphens() });

/**
 * A new password's length rules (8 to 128 characters). The server also refuses commonly
 * breached passwords (password-policy.ts): that list is too large to ship to browsers.
 */
export const newPasswordSchema = z
  .string({ error: () => NEW_PASSWORD_MESSAGES.required() })
  .min(NEW_PASSWORD_MIN_LENGTH, { error: () => NEW_PASSWORD_MESSAGES.tooShort() })
  .max(NEW_PASSWORD_MAX_LENGTH, { error: () => NEW_PASSWORD_MESSAGES.tooLong() });

/** The password the user has now, asked again before a sensitive change. */
export const currentPasswordSchema = z
  .string({ error: () => m.field_enter_current_password() })
  .min(1, { error: () => m.field_enter_current_password() })
  .max(128, { error: () => m.field_use_at_most_128_characters() });

/**
 * What a registration does with the company name: `new` creates a separate organization even
 * when the name is in use; `join` asks to join the organization of that name, which its
 * administrators approve (answered the same whether or not it exists, so the answer reveals no
 * organization). Without it, `new`: nobody joins an organization without asking to.
 */
export const organizationChoiceSchema = z.enum(['new', 'join'], {
  error: () => m.field_choose_whether_create_join_organization(),
});
export type OrganizationChoice = z.infer<typeof organizationChoiceSchema>;

/** POST /api/register: username, email, password, name, companyName, plus `organization`. */
export const registerInputSchema = z.strictObject({
  username: usernameSchema,
  email: emailFieldSchema,
  password: newPasswordSchema,
  name: displayNameSchema(m.field_enter_your_name, 100),
  companyName: displayNameSchema(m.field_enter_company_or_organisation_name, 120),
  organization: organizationChoiceSchema.default('new'),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** POST /api/login: the username may be the e-mail. */
export const loginInputSchema = z.strictObject({
  username: z
    .string({ error: () => m.field_enter_username_mail_address() })
    .trim()
    .min(1, { error: () => m.field_enter_username_mail_address() })
    .max(254, { error: () => m.field_use_at_most_254_characters() }),
  password: z
    .string({ error: () => m.field_enter_password() })
    .min(1, { error: () => m.field_enter_password() })
    .max(128, { error: () => m.field_use_at_most_128_characters() }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** POST /api/auth/mfa/verify: the second sign-in step, with a TOTP or a recovery code. */
export const mfaVerifyInputSchema = z.strictObject({
  mfaToken: z.string().min(1).max(100),
  code: z
    .string({ error: () => m.field_enter_code() })
    .trim()
    .min(6, { error: () => m.field_enter_6_digit_code_recovery_code() })
    .max(32),
});

/** The endpoints that e-mail a link: forgot password, magic link, resend verification. */
export const emailInputSchema = z.strictObject({ email: emailFieldSchema });
export const tokenInputSchema = z.strictObject({
  token: z
    .string({ error: () => m.field_link_has_no_token() })
    .min(1)
    .max(100),
});
export const resetPasswordInputSchema = z.strictObject({
  token: z.string().min(1).max(100),
  password: newPasswordSchema,
});

/** POST /api/auth/password. */
export const changePasswordInputSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});

/** POST /api/user/email: re-authenticate, then confirm from the new address. */
export const changeEmailInputSchema = z.strictObject({ newEmail: emailFieldSchema, password: currentPasswordSchema });

/** PATCH /api/user/profile. */
export const profileInputSchema = z.strictObject({ name: displayNameSchema(m.field_enter_your_name, 100) });

/** `{ mfaRequired, mfaToken }`: the second step of a sign-in. */
export const mfaRequiredSchema = z.object({ mfaRequired: z.literal(true), mfaToken: z.string().min(1) });
/** The 202 answer to a registration that waits for e-mail confirmation and an administrator. */
export const pendingApprovalSchema = z.object({ pendingApproval: z.literal(true), message: z.string() });
export const messageSchema = z.object({ message: z.string() });
