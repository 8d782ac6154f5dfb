import { z } from 'zod';
import { currentPasswordSchema } from '../auth/auth.schemas.ts';
import { m } from '../i18n/messages.ts';

// Wire shapes of two-factor enrolment and management; client-safe, shared with the account forms.

/** A code from an authenticator app; spaces typed between the digits are dropped. */
export const totpCodeSchema = z
  .string({ error: () => m.field_enter_totp_code() })
  .overwrite((value) => value.replace(/\s+/g, ''))
  .regex(/^\d{6}$/, { error: () => m.field_enter_totp_code() });

/** A recovery code such as `abcde-12345` (the server also accepts it without the dash). */
export const recoveryCodeSchema = z
  .string({ error: () => m.field_enter_recovery_code_like_abcde_12345() })
  .trim()
  .regex(/^[a-z0-9]{5}[\s-]?[a-z0-9]{5}$/i, { error: () => m.field_enter_recovery_code_like_abcde_12345() });

/** Either second factor, for confirming a change. */
export const secondFactorCodeSchema = z
  .string({ error: () => m.field_enter_6_digit_code_from_app() })
  .trim()
  .refine((value) => totpCodeSchema.safeParse(value).success || recoveryCodeSchema.safeParse(value).success, {
    error: () => m.field_enter_6_digit_code_from_app(),
  });

/** POST /api/auth/mfa/enable and /api/auth/mfa/recovery-codes: a fresh authenticator code. */
export const totpInputSchema = z.strictObject({ code: totpCodeSchema });

/** POST /api/auth/mfa/disable: a fresh code, or the password. */
export const mfaDisableInputSchema = z.union([
  z.strictObject({ code: secondFactorCodeSchema }),
  z.strictObject({ password: currentPasswordSchema }),
]);

/** POST /api/auth/mfa/setup: the secret, as text and as a QR code (SVG made by the server). */
export const mfaSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

/** Ten single-use recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
