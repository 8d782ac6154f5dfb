import { randomInt } from 'node:crypto';
import type { AuditService } from '../audit/audit.service.ts';
import type { SignInResult } from '../auth/sign-in.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError } from '../http/app-error.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { SessionService } from '../sessions/session.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { AccountService } from '../users/account.service.ts';
import {
  SSO_ERROR_MESSAGES,
  SSO_ROLES,
  type SsoErrorCode,
  type SsoRole,
} from '../../shared/organizations/sso.schemas.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { MS_PER_MINUTE } from '../../shared/time.ts';
import {
  authorizationCodeGrant,
  buildAuthorizationUrl,
  classifyOidcError,
  discover,
  newFlowSecrets,
} from './oidc-client.ts';
import { domainOf } from './sso-domains.ts';
import { openSsoSecret } from './sso-secret.ts';
import type { SsoSettingsRecord } from './sso-settings.repository.ts';
import { ssoRedirectUri } from './sso-settings.service.ts';

/** How long a sign-in may stay at the provider. */
export const SSO_FLOW_LIFETIME_MS = 10 * MS_PER_MINUTE;

/** What one sign-in keeps between the start and the provider's answer (sealed in a cookie). */
type Flow = { organizationId: string; state: string; nonce: string; verifier: string; expiresAt: number };

type Deps = {
  repositories: Repositories;
  box: SecretBox;
  sessions: SessionService;
  accounts: AccountService;
  audit: AuditService;
  publicOrigin: string;
  allowHttpIssuer: boolean;
  now?: () => number;
};

const STATUS: Record<SsoErrorCode, number> = {
  sso_not_configured: 404,
  sso_flow_missing: 400,
  sso_state_mismatch: 400,
  sso_nonce_mismatch: 401,
  sso_bad_signature: 401,
  sso_token_expired: 401,
  sso_wrong_issuer: 401,
  sso_code_invalid: 400,
  sso_idp_refused: 401,
  sso_email_unverified: 403,
  sso_email_domain: 403,
  sso_account_elsewhere: 409,
  sso_account_disabled: 403,
  sso_subject_mismatch: 409,
  sso_failed: 502,
};

/** A refused single sign-on, with its code and a message that says what to do. */
export const ssoError = (code: SsoErrorCode) => new AppError(STATUS[code], code, SSO_ERROR_MESSAGES[code]());

/** The role of a new member: the most rights any of their groups maps to, else the default. */
export function roleFromGroups(
  groups: readonly string[],
  settings: Pick<SsoSettingsRecord, 'groupRoles' | 'defaultRole'>,
) {
  const mapped = new Set(
    groups.filter((g) => Object.hasOwn(settings.groupRoles, g)).map((g) => settings.groupRoles[g] as SsoRole),
  );
  return SSO_ROLES.find((role) => mapped.has(role)) ?? settings.defaultRole;
}

/**
 * Sign-in through an organization's OpenID provider: authorization code with PKCE (S256), with
 * state, nonce and code verifier sealed in a short-lived cookie bound to this browser. The ID
 * token is checked by openid-client (signature against the provider's keys, issuer, audience,
 * expiry, nonce); the e-mail must be verified by the provider and belong to the organization's
 * domains. A first sign-in creates the member with the role their groups map to; an existing
 * account of the same organization is linked by its e-mail; one of another organization is refused.
 */
/** How a user records the identity-provider account single sign-on bound it to. */
export const ssoSubjectKey = (issuer: string, sub: string): string => `${issuer} ${sub}`;

export class SsoSignInService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  /** The provider's authorization URL for `email`'s organization, and the sealed flow for the cookie. */
  async start(email: string, meta: RequestMeta): Promise<{ location: string; flow: string }> {
    const settings = await this.#deps.repositories.ssoSettings.findByDomain(domainOf(email));
    if (!settings) throw ssoError('sso_not_configured');
    const config = await this.#configuration(settings);
    const secrets = await newFlowSecrets();
    const url = buildAuthorizationUrl(config, {
      redirect_uri: ssoRedirectUri(this.#deps.publicOrigin),
      scope: 'openid email profile',
      code_challenge: secrets.challenge,
      code_challenge_method: 'S256',
      state: secrets.state,
      nonce: secrets.nonce,
      login_hint: email,
    });
    const flow: Flow = {
      organizationId: settings.id,
      state: secrets.state,
      nonce: secrets.nonce,
      verifier: secrets.verifier,
      expiresAt: this.#now() + SSO_FLOW_LIFETIME_MS,
    };
    await this.#audit(meta, 'success', null, settings.id, `single sign-on started for ${email.slice(0, 100)}`);
    return { location: url.href, flow: this.#deps.box.seal(flow).sealed };
  }

  /** Checks the provider's answer (`search`: the callback's query) and signs the member in. */
  async finish(search: URLSearchParams, sealedFlow: string | undefined, meta: RequestMeta): Promise<SignInResult> {
    const flow = this.#openFlow(sealedFlow);
    if (!flow) return this.#refuse(meta, null, 'sso_flow_missing');
    const settings = await this.#deps.repositories.ssoSettings.get(flow.organizationId);
    if (!settings) return this.#refuse(meta, flow.organizationId, 'sso_not_configured');
    const config = await this.#configuration(settings);
    const currentUrl = new URL(`/api/auth/sso/callback?${search}`, this.#deps.publicOrigin);
    let claims: Record<string, unknown>;
    try {
      const tokens = await authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims() ?? {};
    } catch (error) {
      return this.#refuse(meta, settings.id, classifyOidcError(error), (error as Error).message);
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || claims.email_verified !== true) return this.#refuse(meta, settings.id, 'sso_email_unverified', email);
    if (!settings.domains.includes(domainOf(email))) return this.#refuse(meta, settings.id, 'sso_email_domain', email);
    const groups = Array.isArray(claims.groups) ? claims.groups.filter((g): g is string => typeof g === 'string') : [];
    const subject = typeof claims.sub === 'string' && claims.sub ? ssoSubjectKey(settings.issuer, claims.sub) : '';
    if (!subject) return this.#refuse(meta, settings.id, 'sso_failed', 'the ID token has no subject');
    const user = await this.#memberFor(settings, { email, subject }, claims, groups, meta);
    const { token } = await this.#deps.sessions.create(user.id, meta);
    await this.#audit(
      meta,
      'success',
      user.id,
      settings.id,
      `signed in (single sign-on, subject ${String(claims.sub)})`,
    );
    return { kind: 'signed-in', user: await this.#deps.accounts.present(user), token };
  }

  /**
   * The member an identity-provider account signs in as: the one bound to its subject (whatever
   * e-mail the provider now sends), else the member with its e-mail, bound to it from now on
   * (refused when already bound to another account), else a new member, bound at creation.
   */
  async #memberFor(
    settings: SsoSettingsRecord,
    { email, subject }: { email: string; subject: string },
    claims: Record<string, unknown>,
    groups: string[],
    meta: RequestMeta,
  ): Promise<UserRecord> {
    const { users } = this.#deps.repositories;
    const bound = await users.findBySsoSubject(subject);
    const existing = bound ?? (await users.findByEmail(email));
    if (existing) {
      if (existing.organizationId !== settings.id)
        return this.#refuse(meta, settings.id, 'sso_account_elsewhere', email);
      if (existing.disabled) return this.#refuse(meta, settings.id, 'sso_account_disabled', email);
      if (existing.ssoSubject && existing.ssoSubject !== subject)
        return this.#refuse(meta, settings.id, 'sso_subject_mismatch', email);
      if (existing.ssoSubject === subject && existing.emailVerified) return existing;
      return users.update(existing.id, { ssoSubject: subject, emailVerified: true });
    }
    const orgRole = roleFromGroups(groups, settings);
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : email;
    const user = await users.create({
      username: await this.#freeUsername(email),
      email,
      name,
      role: 'user',
      organizationId: settings.id,
      orgRole,
      emailVerified: true,
      officersAccess: false,
      passwordHash: null,
      ssoSubject: subject,
    });
    await this.#deps.audit.record(meta, {
      action: 'member.joined',
      result: 'success',
      actorId: user.id,
      organizationId: settings.id,
      targetType: 'member',
      targetId: user.id,
      detail: `${user.username} as ${orgRole} through single sign-on${groups.length ? ` (groups ${groups.join(', ').slice(0, 150)})` : ''}`,
    });
    return user;
  }

  /** A username from the address's local part (letters, digits, dots, hyphens), made unique. */
  async #freeUsername(email: string): Promise<string> {
    const local = email
      .slice(0, email.indexOf('@'))
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '');
    const base = (/^[a-z0-9]/.test(local) ? local : `sso${local}`).slice(0, 24).padEnd(3, '0');
    for (let attempt = 0; ; attempt++) {
      const candidate = attempt === 0 ? base : `${base}-${randomInt(1000, 10_000_000)}`;
      if (!(await this.#deps.repositories.users.findByUsername(candidate))) return candidate;
    }
  }

  async #configuration(settings: SsoSettingsRecord) {
    try {
      return await discover({
        issuer: settings.issuer,
        clientId: settings.clientId,
        clientSecret: openSsoSecret(this.#deps.box, settings.id, settings.sealedClientSecret),
        allowHttp: this.#deps.allowHttpIssuer,
      });
    } catch {
      throw ssoError('sso_failed');
    }
  }

  #openFlow(sealed: string | undefined): Flow | undefined {
    if (!sealed) return undefined;
    try {
      const flow = this.#deps.box.open({ sealed }) as Flow;
      return typeof flow.expiresAt === 'number' && flow.expiresAt > this.#now() ? flow : undefined;
    } catch {
      return undefined;
    }
  }

  async #refuse(meta: RequestMeta, organizationId: string | null, code: SsoErrorCode, detail = ''): Promise<never> {
    await this.#audit(
      meta,
      'failure',
      null,
      organizationId,
      `single sign-on refused: ${code}${detail ? `; ${detail}` : ''}`,
    );
    throw ssoError(code);
  }

  #audit(
    meta: RequestMeta,
    result: 'success' | 'failure',
    actorId: string | null,
    organizationId: string | null,
    detail: string,
  ) {
    return this.#deps.audit.record(meta, { action: 'auth.sign_in', result, actorId, organizationId, detail });
  }
}
