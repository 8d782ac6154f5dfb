import type { AuditService } from '../audit/audit.service.ts';
import { EmailFlowsService } from '../auth/email-flows.service.ts';
import { EmailTokenService } from '../auth/email-token.service.ts';
import { ReauthGuard } from '../auth/reauth-guard.ts';
import { SignInService } from '../auth/sign-in.service.ts';
import type { AppConfig } from '../config/config.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { MfaService } from '../mfa/mfa.service.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import { RegistrationGuard } from '../registrations/registration-guard.ts';
import { RegistrationService } from '../registrations/registration.service.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { SessionService } from '../sessions/session.service.ts';
import type { Repositories } from '../store/repositories.ts';
import { AccountService } from '../users/account.service.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import { SsoPolicy } from '../sso/sso-policy.ts';
import { SsoSettingsService } from '../sso/sso-settings.service.ts';
import { SsoSignInService } from '../sso/sso-sign-in.service.ts';

/** Who someone is and how they get in: sessions, accounts, sign-in, MFA, registration, e-mail links. */
export type Identity = ReturnType<typeof createIdentity>;

/**
 * Wires the identity domains. E-mailed links (verification, reset, magic link) share one token
 * service; account changes and MFA share one re-authentication guard.
 */
export function createIdentity(deps: {
  config: AppConfig;
  repositories: Repositories;
  box: SecretBox;
  mailer: OutgoingMail;
  audit: AuditService;
  realtime: RealtimeChannel;
  notifications: NotificationService;
  officers: OfficerFeed;
}) {
  const { config, repositories, mailer, audit } = deps;
  const { publicOrigin } = config;
  const sessions = new SessionService(repositories.sessions, repositories.users, { realtime: deps.realtime });
  const emailTokens = new EmailTokenService(repositories.emailTokens, publicOrigin);
  const reauth = new ReauthGuard({ rateLimits: repositories.rateLimits, sessions, mailer, audit });
  const accounts = new AccountService({ ...repositories, sessions, emailTokens, mailer, audit, reauth });
  const mfa = new MfaService(repositories.users, reauth, deps.box);
  const ssoPolicy = new SsoPolicy(repositories.ssoSettings);
  // A provider over plain http is only for tests and development (one started on the machine).
  const allowHttpIssuer = config.appEnv !== 'production';
  const registrations = new RegistrationService({
    mode: config.registrationMode,
    publicOrigin,
    repositories,
    emailTokens,
    mailer,
    audit,
    notifications: deps.notifications,
    officers: deps.officers,
    guard: new RegistrationGuard({
      repositories,
      rateLimits: repositories.rateLimits,
      mailer,
      publicOrigin,
      limits: config.registrationLimits,
    }),
  });
  const signIn = new SignInService({
    users: repositories.users,
    pendingRegistrations: repositories.pendingRegistrations,
    sessions,
    accounts,
    mfa,
    challenges: repositories.mfaChallenges,
    rateLimits: repositories.rateLimits,
    emailTokens,
    audit,
    mailer,
    publicOrigin,
    ssoPolicy,
  });
  const emailFlows = new EmailFlowsService({
    repositories,
    box: deps.box,
    users: repositories.users,
    sessions,
    emailTokens,
    registrations,
    mailer,
    audit,
    ssoPolicy,
  });
  const ssoDeps = { repositories, box: deps.box, audit, publicOrigin, allowHttpIssuer };
  const ssoSettings = new SsoSettingsService(ssoDeps);
  const ssoSignIn = new SsoSignInService({ ...ssoDeps, sessions, accounts });
  return { sessions, accounts, signIn, mfa, reauth, registrations, emailFlows, ssoSettings, ssoSignIn };
}
