import { toast } from '../stores/toasts.ts';
import { m } from '../../shared/i18n/messages.ts';
import { mfaRequiredSchema } from '../../shared/auth/auth.schemas.ts';
import { MFA_TOKEN_KEY, takeRedirectAfterLogin, writeStorage } from '../auth/auth.ts';
import { publicUserSchema } from '../auth/user-schema.ts';
import { signIn } from '../auth/auth-store.ts';

/**
 * Signs the user in (or starts the second-factor step) once a one-time link's token is accepted.
 * Loaded by MagicLinkVerify only then; a malformed answer throws, which the page shows as an error.
 */
export function completeSignIn(result: unknown): void {
  const challenge = mfaRequiredSchema.safeParse(result);
  if (challenge.success) {
    // /auth?mfa=1 shows the second-factor step for the token kept here; the redirect target
    // stays in localStorage for that step to use.
    writeStorage('sessionStorage', MFA_TOKEN_KEY, challenge.data.mfaToken);
    window.location.assign('/auth?mfa=1');
    return;
  }
  const user = publicUserSchema.parse(result);
  signIn(user);
  toast({
    title: m.auth_login_success_title(),
    description: m.auth_welcome_back({ name: user.name }),
    variant: 'success',
  });
  // The remembered page (checked with safeRedirectTarget, then forgotten), else /dashboard.
  window.location.assign(takeRedirectAfterLogin(window.location.search));
}
