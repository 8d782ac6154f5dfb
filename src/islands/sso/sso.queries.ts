/** The organization's single sign-on settings (owners read and change them in Settings). */
export const SSO_PATH = '/api/organization/sso';

/** The query keys of single sign-on: the settings, under their path. */
export const ssoKeys = {
  settings: [SSO_PATH] as const,
} as const;
