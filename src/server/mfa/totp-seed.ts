import type { SecretBox } from '../secrets/secret-box.ts';

/** What a user's TOTP seed is sealed to: its user record, so it opens nowhere else. */
export const totpSeedRecord = (userId: string) => `users/${userId}/totp`;

/** A TOTP seed as stored: sealed under SECRETS_KEY to its user. */
export function sealTotpSeed(box: SecretBox, userId: string, secret: string): string {
  return box.sealFor(totpSeedRecord(userId), secret);
}

/** The seed itself, for checking a code; throws when it was sealed for someone else or is damaged. */
export function openTotpSeed(box: SecretBox, userId: string, sealedSecret: string): string {
  return box.openFor(totpSeedRecord(userId), sealedSecret);
}
