import { describe, expect, it } from 'vitest';
import { domainOf, isDomainName, isPublicMailDomain } from './sso-domains.ts';
import { roleFromGroups } from './sso-sign-in.service.ts';

describe('the role single sign-on gives a new member', () => {
  const settings = {
    defaultRole: 'viewer' as const,
    groupRoles: { finance: 'billing' as const, dev: 'member' as const },
  };

  it('is the most-privileged role their groups map to, else the default', () => {
    expect(roleFromGroups(['finance'], settings)).toBe('billing');
    expect(roleFromGroups(['finance', 'dev'], settings)).toBe('member');
    expect(roleFromGroups(['sales'], settings)).toBe('viewer');
    expect(roleFromGroups([], settings)).toBe('viewer');
  });

  it('never reads inherited keys as groups', () => {
    expect(roleFromGroups(['constructor', '__proto__', 'toString'], settings)).toBe('viewer');
  });
});

describe('e-mail domains', () => {
  it('takes the domain of an address in lower case', () => {
    expect(domainOf('Ada@Example.EU')).toBe('example.eu');
    expect(domainOf('no-at-sign')).toBe('');
  });

  it('accepts DNS names with two labels or more, and knows public mail services', () => {
    expect(isDomainName('example.eu')).toBe(true);
    expect(isDomainName('mail.acme-corp.example.com')).toBe(true);
    for (const bad of ['localhost', 'example', '-acme.eu', 'acme..eu', 'acme.eu.', 'a b.eu', 'acme.123'])
      expect(isDomainName(bad), bad).toBe(false);
    expect(isPublicMailDomain('gmail.com')).toBe(true);
    expect(isPublicMailDomain('example.eu')).toBe(false);
  });
});

describe('the requests to a provider in production', () => {
  it('refuse an issuer on a private or loopback address before any request is sent', async () => {
    const { discover } = await import('./oidc-client.ts');
    const { DestinationRefused } = await import('../webhooks/destination-guard.ts');
    for (const issuer of ['https://127.0.0.1:9/', 'https://10.0.0.5/realms/acme', 'https://[::1]/'])
      await expect(
        discover({ issuer, clientId: 'console', clientSecret: 'secret', allowHttp: false }),
        issuer,
      ).rejects.toMatchObject({ cause: expect.any(DestinationRefused) });
  });
});
