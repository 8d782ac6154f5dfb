import { AppError } from '../http/app-error.ts';
import type { UserRecord } from '../../shared/users/users.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { domainOf } from './sso-domains.ts';
import type { SsoSettingsRepository } from './sso-settings.repository.ts';

/** 403 `sso_required`: the organization requires single sign-on for this address. */
export const ssoRequired = () => new AppError(403, 'sso_required', m.sso_error_required());

/**
 * Who must sign in through their organization's provider: members whose address is in a domain
 * the organization reserved with `enforce`. Owners keep their password (and links already sent)
 * as a way in when the provider is down or misconfigured.
 */
export class SsoPolicy {
  #settings: Pick<SsoSettingsRepository, 'get' | 'findByDomain'>;

  constructor(settings: Pick<SsoSettingsRepository, 'get' | 'findByDomain'>) {
    this.#settings = settings;
  }

  /** True when `email`'s domain is reserved with single sign-on required (whoever holds the address). */
  async enforcedForAddress(email: string): Promise<boolean> {
    return (await this.#settings.findByDomain(domainOf(email)))?.enforce === true;
  }

  /** True when this account may not use a password or an e-mailed link. */
  async refusesOtherSignIn(user: UserRecord): Promise<boolean> {
    if (user.orgRole === 'owner') return false;
    const settings = await this.#settings.get(user.organizationId);
    return settings?.enforce === true && settings.domains.includes(domainOf(user.email));
  }
}
