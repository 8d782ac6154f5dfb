import type { SecretBox } from '../secrets/secret-box.ts';

/** What an organization's client secret is sealed to: its SSO settings record, so it opens nowhere else. */
export const ssoSecretRecord = (organizationId: string) => `organization_sso/${organizationId}/client_secret`;

/** The client secret as stored: sealed under SECRETS_KEY to its organization's settings. */
export function sealSsoSecret(box: SecretBox, organizationId: string, secret: string): string {
  return box.sealFor(ssoSecretRecord(organizationId), secret);
}

/** The client secret itself, for the token request; throws when sealed for another record or damaged. */
export function openSsoSecret(box: SecretBox, organizationId: string, sealed: string): string {
  return box.openFor(ssoSecretRecord(organizationId), sealed);
}
