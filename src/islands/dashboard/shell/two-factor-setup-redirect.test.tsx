import { describe, expect, it } from 'vitest';
import { renderToReadableStream } from 'react-dom/server';
import { withLocale } from '../../../server/i18n/request-locale.ts';
import type { User } from '../../auth/auth.ts';
import { testUser } from '../../auth/test-user.ts';
import { DashboardApp } from './DashboardApp.tsx';

const member = testUser({
  companyName: 'Alice SAS',
  companyId: 'ORG-AAAA-BBBB',
  orgRole: 'member',
  twoFactorSetupRequired: true,
});

async function serverHtml(user: User, initialPath: string): Promise<string> {
  const stream = await renderToReadableStream(<DashboardApp initialUser={user} initialPath={initialPath} />);
  await stream.allReady;
  return new Response(stream).text();
}

describe('a member whose organization requires two-factor they have not set up', () => {
  it('gets the two-factor set-up on Settings, with the reason, whatever page they open', async () => {
    for (const path of ['/dashboard', '/clusters', '/billing', '/settings']) {
      const html = await serverHtml(member, path);
      expect(html, path).toContain('Your organization requires two-factor authentication');
      expect(html, path).toContain('Set up two-factor authentication');
      expect(html, path).not.toContain('Welcome, Alice Martin');
    }
  });

  it('says it in French', async () => {
    const html = await withLocale('fr', () => serverHtml(member, '/clusters'));
    expect(html).toContain('Votre organisation exige l’authentification à deux facteurs');
  });

  it('opens any page again once set up, and owners never see the banner otherwise', async () => {
    const html = await serverHtml({ ...member, mfaEnabled: true, twoFactorSetupRequired: false }, '/dashboard');
    expect(html).toContain('Welcome, Alice Martin');
    const settings = await serverHtml({ ...member, twoFactorSetupRequired: false }, '/settings');
    expect(settings).not.toContain('Your organization requires two-factor authentication');
  });
});
