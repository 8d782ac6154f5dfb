import * as client from 'openid-client';
import { resolvePublic } from '../webhooks/destination-guard.ts';
import type { SsoErrorCode } from '../../shared/organizations/sso.schemas.ts';

/** How long a provider's discovered metadata is reused before it is read again. */
const DISCOVERY_TTL_MS = 5 * 60 * 1000;
/** A provider that does not answer within this time is unreachable. */
const DISCOVERY_TIMEOUT_S = 10;

/** Where and how a provider is reached; `allowHttp` only outside production (tests, development). */
export type OidcClientSettings = { issuer: string; clientId: string; clientSecret: string; allowHttp: boolean };

const cache = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/**
 * Every request to a provider (discovery, keys, token endpoint: the discovery document names
 * them) first checks that its host resolves to public addresses only: an owner's issuer must
 * not make the console reach its own network. Outside production (`allowHttp`), not checked.
 */
const publicOnlyFetch: client.CustomFetch = async (url, options) => {
  await resolvePublic(new URL(url).hostname, false);
  return fetch(url, options as RequestInit);
};

/**
 * The provider's configuration for this client, from its discovery document
 * (`/.well-known/openid-configuration`, whose `issuer` must be the one configured). Kept five
 * minutes per issuer, client and secret. Authentication at the token endpoint is
 * `client_secret_basic`, the method every OpenID provider must support.
 */
export function discover(settings: OidcClientSettings): Promise<client.Configuration> {
  const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret, settings.allowHttp]);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const config = client.discovery(
    new URL(settings.issuer),
    settings.clientId,
    { client_secret: settings.clientSecret },
    client.ClientSecretBasic(settings.clientSecret),
    {
      ...(settings.allowHttp ? {} : { [client.customFetch]: publicOnlyFetch }),
      // The ID token's signature is checked against the provider's keys (jwks_uri) too, not only
      // trusted for arriving over TLS: a token changed on the way, or by a proxy, is refused.
      execute: settings.allowHttp
        ? [client.allowInsecureRequests, client.enableNonRepudiationChecks]
        : [client.enableNonRepudiationChecks],
      timeout: DISCOVERY_TIMEOUT_S,
    },
  );
  cache.set(key, { at: now, config });
  // A failed discovery is not kept: the next sign-in tries again.
  config.catch(() => cache.delete(key));
  return config;
}

/** The random values one sign-in carries to the provider and checks on the way back. */
export async function newFlowSecrets() {
  const verifier = client.randomPKCECodeVerifier();
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier,
    challenge: await client.calculatePKCECodeChallenge(verifier),
  };
}

export { authorizationCodeGrant, buildAuthorizationUrl } from 'openid-client';

/** Why the provider's answer was refused, from the checks openid-client made. */
export function classifyOidcError(error: unknown): SsoErrorCode {
  if (error instanceof client.AuthorizationResponseError) return 'sso_idp_refused';
  if (error instanceof client.ResponseBodyError)
    return error.error === 'invalid_grant' ? 'sso_code_invalid' : 'sso_failed';
  const chain: Array<{ message?: string; code?: string; cause?: unknown }> = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 5; e = (e as { cause?: unknown }).cause)
    chain.push(e as { message?: string; code?: string; cause?: unknown });
  const text = chain.map((e) => `${e.code ?? ''} ${e.message ?? ''}`).join(' | ');
  const claim = chain.map((e) => (e as { claim?: unknown }).claim).find((c) => typeof c === 'string');
  if (/signature verification failed/i.test(text)) return 'sso_bad_signature';
  if (/"state"/.test(text)) return 'sso_state_mismatch';
  if (claim === 'nonce' || /"nonce"/.test(text)) return 'sso_nonce_mismatch';
  if (claim === 'iss' || /"iss"/.test(text)) return 'sso_wrong_issuer';
  if (/TIMESTAMP_CHECK/.test(text)) return 'sso_token_expired';
  return 'sso_failed';
}
