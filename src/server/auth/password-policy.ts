import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

// ~49 000 passwords most often found in breaches, shipped with the zxcvbn-ts project.
const COMMON = new Set<string>((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** A new password: 8 to 128 characters and not one of the commonly breached ones (ASVS 6.2). */
export const newPasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.')
  .refine((password) => !COMMON.has(password.toLowerCase()), {
    message: 'This password is too common. Choose one that is harder to guess.',
  });

/** True when the password is in the common-password list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
