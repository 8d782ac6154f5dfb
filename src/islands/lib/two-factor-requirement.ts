import type { ApiError } from './api-error.ts';

/**
 * 403 `two_factor_required`: the member's organization now requires two-factor authentication
 * and they have not set it up. The signed-in user is read again, so the console shell sees
 * `twoFactorSetupRequired` and takes them to the set-up (the page may have opened before the
 * owner turned the rule on).
 */
export function isTwoFactorRequired(error: ApiError): boolean {
  return error.status === 403 && error.code === 'two_factor_required';
}

let readUserAgain: (() => void) | undefined;

/**
 * How to read the signed-in user again, given by the auth store when it loads: it imports the API
 * client, which calls `followTwoFactorRequirement`, so the client cannot import it back.
 */
export function whenTwoFactorRequired(listener: () => void): void {
  readUserAgain = listener;
}

/** Reads the signed-in user again (nothing to do on a page without the auth store). */
export function followTwoFactorRequirement(): void {
  readUserAgain?.();
}
