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

/** Reads the signed-in user again; the auth store loads only now (it imports the API client). */
export function followTwoFactorRequirement(): void {
  void import('../auth/auth-store.ts').then(({ loadUser }) => loadUser()).catch(() => {});
}
