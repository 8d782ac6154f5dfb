import type { AuditService } from '../audit/audit.service.ts';
import type { RequestMeta } from '../auth/tokens.ts';
import { AppError, errors } from '../http/app-error.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { Repositories } from '../store/repositories.ts';
import type { SsoSettingsInput, SsoSettingsView } from '../../shared/organizations/sso.schemas.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { DestinationRefused } from '../webhooks/destination-guard.ts';
import { discover } from './oidc-client.ts';
import { domainOf, isDomainName, isPublicMailDomain } from './sso-domains.ts';
import { openSsoSecret, sealSsoSecret } from './sso-secret.ts';
import type { SsoSettingsRecord } from './sso-settings.repository.ts';

type Deps = {
  repositories: Repositories;
  box: SecretBox;
  audit: AuditService;
  publicOrigin: string;
  /** Issuers over plain http are accepted outside production only (a provider started by the tests). */
  allowHttpIssuer: boolean;
  now?: () => number;
};

/** Where the provider sends members back: register it at the provider. */
export const ssoRedirectUri = (publicOrigin: string) => new URL('/api/auth/sso/callback', publicOrigin).href;

/**
 * An organization's single sign-on settings. A domain is accepted only when it is the domain of
 * a verified e-mail address of one of the organization's owners (and not a public e-mail
 * service), and only one organization can hold it. The issuer is checked at once through its
 * discovery document; the client secret is kept sealed to the settings and never given back.
 */
export class SsoSettingsService {
  #deps: Deps;
  #now: () => number;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
  }

  async read(organizationId: string): Promise<SsoSettingsView | null> {
    const record = await this.#deps.repositories.ssoSettings.get(organizationId);
    return record ? this.#view(record) : null;
  }

  async configure(owner: UserRecord, input: SsoSettingsInput, meta: RequestMeta): Promise<SsoSettingsView> {
    const { repositories, box, allowHttpIssuer } = this.#deps;
    const organizationId = owner.organizationId;
    const domains = [...new Set(input.domains.filter((d) => d !== ''))];
    if (domains.length === 0) throw errors.badRequest(m.sso_field_domains(), { domains: m.sso_field_domains() });
    await this.#checkDomains(organizationId, domains);
    const issuer = input.issuer;
    const { protocol } = new URL(issuer);
    if (protocol !== 'https:' && !(allowHttpIssuer && protocol === 'http:'))
      throw errors.badRequest(m.sso_field_issuer_https(), { issuer: m.sso_field_issuer_https() });
    const existing = await repositories.ssoSettings.get(organizationId);
    const clientSecret =
      input.clientSecret?.trim() || (existing ? openSsoSecret(box, organizationId, existing.sealedClientSecret) : '');
    if (!clientSecret)
      throw errors.badRequest(m.sso_field_client_secret(), { clientSecret: m.sso_field_client_secret() });
    try {
      await discover({ issuer, clientId: input.clientId, clientSecret, allowHttp: allowHttpIssuer });
    } catch (error) {
      // A host on a private or loopback address (production) says so; anything else is "no provider here".
      const refused = (error as { cause?: unknown }).cause;
      const field = refused instanceof DestinationRefused ? refused.message : m.sso_field_issuer_unreachable();
      throw errors.badRequest(m.sso_error_issuer_unreachable(), { issuer: field });
    }
    const at = new Date(this.#now()).toISOString();
    const record: SsoSettingsRecord = {
      id: organizationId,
      issuer,
      clientId: input.clientId,
      sealedClientSecret: sealSsoSecret(box, organizationId, clientSecret),
      domains,
      enforce: input.enforce,
      defaultRole: input.defaultRole,
      groupRoles: input.groupRoles,
      createdAt: existing?.createdAt ?? at,
      updatedAt: at,
    };
    await repositories.transaction(async (tx) => {
      const { taken } = await tx.ssoSettings.save(record);
      // Thrown inside the transaction: the domains reserved before the clash are released with it.
      if (taken.length > 0)
        throw new AppError(409, 'sso_domain_taken', m.sso_error_domain_taken(), {
          fields: { domains: m.sso_field_domain_taken({ domain: taken.join(', ') }) },
        });
    });
    await this.#deps.audit.record(meta, {
      action: 'organization.sso_updated',
      result: 'success',
      actorId: owner.id,
      organizationId,
      targetType: 'organization',
      targetId: organizationId,
      detail: `issuer ${issuer}; client ${input.clientId}; domains ${domains.join(', ')}; enforce ${input.enforce}${
        input.clientSecret?.trim() ? '; new client secret' : ''
      }`,
    });
    return this.#view(record);
  }

  async remove(owner: UserRecord, meta: RequestMeta): Promise<void> {
    const organizationId = owner.organizationId;
    const removed = await this.#deps.repositories.transaction((tx) => tx.ssoSettings.remove(organizationId));
    if (!removed) throw errors.notFound(m.sso_error_not_configured());
    await this.#deps.audit.record(meta, {
      action: 'organization.sso_removed',
      result: 'success',
      actorId: owner.id,
      organizationId,
      targetType: 'organization',
      targetId: organizationId,
    });
  }

  /** Each domain must be a domain name, not a public mail service, and an owner's verified address's. */
  async #checkDomains(organizationId: string, domains: string[]) {
    const owners = (await this.#deps.repositories.users.listByOrganization(organizationId)).filter(
      (u) => u.orgRole === 'owner' && u.emailVerified && !u.disabled,
    );
    const proven = new Set(owners.map((u) => domainOf(u.email)));
    for (const domain of domains) {
      if (!isDomainName(domain))
        throw errors.badRequest(m.sso_field_domain_invalid({ domain }), {
          domains: m.sso_field_domain_invalid({ domain }),
        });
      if (isPublicMailDomain(domain))
        throw errors.badRequest(m.sso_field_domain_public({ domain }), {
          domains: m.sso_field_domain_public({ domain }),
        });
      if (!proven.has(domain))
        throw new AppError(400, 'sso_domain_not_verified', m.sso_error_domain_not_verified(), {
          fields: { domains: m.sso_field_domain_not_verified({ domain }) },
        });
    }
  }

  #view(record: SsoSettingsRecord): SsoSettingsView {
    return {
      issuer: record.issuer,
      clientId: record.clientId,
      clientSecretSet: record.sealedClientSecret !== '',
      domains: record.domains,
      enforce: record.enforce,
      defaultRole: record.defaultRole,
      groupRoles: record.groupRoles,
      redirectUri: ssoRedirectUri(this.#deps.publicOrigin),
      updatedAt: record.updatedAt,
    };
  }
}
