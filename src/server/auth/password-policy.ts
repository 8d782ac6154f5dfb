import { dictionary } from '@zxcvbn-ts/language-common';
import {
  changePasswordInputSchema,
  newPasswordSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from '../../shared/auth/auth.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';

// Server only: ~49 000 passwords most often found in breaches, shipped with the zxcvbn-ts
// project. Far too large for a browser, so forms check the shared length rules and the server
// adds this one.
const COMMON = new Set<string>((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** True when the password is in the common-password list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** A new password as the server accepts it: the shared rules, and not a commonly breached one (ASVS 6.2). */
export const acceptedNewPasswordSchema = newPasswordSchema.refine((password) => !isCommonPassword(password), {
  error: () => m.field_password_too_common(),
});

/** The request bodies that set a new password, as their endpoints parse them. */
export const registerBodySchema = registerInputSchema.extend({ password: acceptedNewPasswordSchema });
export const resetPasswordBodySchema = resetPasswordInputSchema.extend({ password: acceptedNewPasswordSchema });
export const changePasswordBodySchema = changePasswordInputSchema.extend({ newPassword: acceptedNewPasswordSchema });
