import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withLocale } from '../../../server/i18n/request-locale.ts';
import type { User } from '../../auth/auth.ts';
import { AuthProvider } from '../../auth/AuthProvider.tsx';
import { testUser } from '../../auth/test-user.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { DashboardHome } from './DashboardHome.tsx';
import { recentNotificationsQueryOptions } from './home.queries.ts';

const owner = testUser({
  username: 'ada',
  email: 'ada@example.eu',
  name: 'Ada Lovelace',
  companyName: 'Acme',
  companyId: 'c1',
});

function renderHome(user: User = owner): string {
  const client = createQueryClient();
  client.setQueryData(recentNotificationsQueryOptions().queryKey, []);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <AuthProvider initialUser={user}>
        <DashboardHome user={user} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
}

describe('the dashboard home', () => {
  it('greets the member and lists the checks in English by default', () => {
    const page = renderHome();
    expect(page).toContain('Welcome, Ada Lovelace');
    expect(page).toContain('Verify your e-mail address: done');
    expect(page).toContain('Turn on two-factor authentication');
    expect(page).toContain('No notifications to display');
  });

  it('reads in French on a French page', () => {
    const page = withLocale('fr', renderHome);
    expect(page).toContain('Bienvenue, Ada Lovelace');
    expect(page).toContain('Vérifiez votre adresse e-mail\u00a0: c’est fait');
    expect(page).toContain('Propriétaire');
    expect(page).toContain('Aucune notification à afficher');
    expect(page).not.toContain('Account security');
  });

  it('offers "Open a ticket" only to the roles that may write to support (a viewer would be refused: 403)', () => {
    expect(renderHome()).toContain('Open a ticket');
    expect(renderHome({ ...owner, orgRole: 'billing' })).toContain('Open a ticket');
    expect(renderHome({ ...owner, orgRole: 'viewer' })).not.toContain('Open a ticket');
  });
});
