import { describe, expect, it } from 'vitest';
import { renderToReadableStream } from 'react-dom/server';
import { withLocale } from '../../../server/i18n/request-locale.ts';
import type { User } from '../../auth/auth.ts';
import { testUser } from '../../auth/test-user.ts';
import { DashboardApp } from './DashboardApp.tsx';
import type { DashboardAppProps } from './DashboardApp.tsx';

const customer = testUser({ companyName: 'Alice SAS', companyId: 'ORG-AAAA-BBBB' });
const admin: User = { ...customer, id: 'u2', username: 'bob', name: 'Bob Admin', role: 'admin' };

/** The server HTML of the island, as Astro renders it (streamed, lazy screens resolved). */
async function serverHtml(props: DashboardAppProps): Promise<string> {
  const stream = await renderToReadableStream(<DashboardApp {...props} />);
  await stream.allReady;
  return new Response(stream).text();
}

describe('DashboardApp on the server', () => {
  it('renders the user and the counts into the page, with no session spinner', async () => {
    const html = await serverHtml({
      initialUser: customer,
      initialPath: '/dashboard',
      initialCounts: { clusters: 2, orders: { total: 7 } },
    });
    expect(html).toContain('Welcome, Alice Martin');
    expect(html).toContain('aria-label="Clusters (2)"');
    expect(html).toContain('aria-label="Orders (7)"');
    expect(html).not.toContain('Checking your session');
  });

  it('keeps one render’s counts out of the next user’s page', async () => {
    await serverHtml({
      initialUser: customer,
      initialPath: '/dashboard',
      initialCounts: { clusters: 3, orders: { total: 1 } },
    });
    const html = await serverHtml({ initialUser: admin, initialPath: '/dashboard' });
    expect(html).toContain('Welcome, Bob Admin');
    expect(html).not.toContain('Clusters (3)');
  });

  it('renders a lazy screen in the page without a fallback', async () => {
    const html = await serverHtml({ initialUser: customer, initialPath: '/orders/products/p-9' });
    expect(html).toContain('Product order');
    expect(html).toContain('Loading the order');
    expect(html).not.toContain('<template');
  });

  it('shows staff pages to staff only, and User Management to admins only', async () => {
    const asCustomer = await serverHtml({ initialUser: customer, initialPath: '/user-management' });
    expect(asCustomer).toContain('Page not found');
    expect(asCustomer).not.toContain('User Management');
    const asAdmin = await serverHtml({ initialUser: admin, initialPath: '/user-management' });
    expect(asAdmin).toContain('User management');
    expect(asAdmin).toContain('>User Management<');
  });

  it('draws the plain and slide layouts without the sidebar', async () => {
    for (const [path, content] of [
      ['/order-status/o1', 'Loading the order'],
      ['/configure-cluster', 'Configure a cluster</h1>'],
    ]) {
      const html = await serverHtml({ initialUser: customer, initialPath: path ?? '' });
      expect(html).not.toContain('id="dashboard-sidebar"');
      expect(html).toContain(content);
    }
  });

  it('renders in French for a French request: header, sidebar, title and the 404 screen', async () => {
    const html = await withLocale('fr', () => serverHtml({ initialUser: customer, initialPath: '/no-such-page' }));
    expect(html).toContain('Page introuvable');
    expect(html).toContain('Aller au tableau de bord');
    expect(html).toContain('aria-label="Accueil"');
    expect(html).toContain('>Paramètres<');
    expect(html).toContain('aria-label="Raccourcis"');
  });
});
