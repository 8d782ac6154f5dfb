// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Sidebar } from './Sidebar.tsx';
import { sidebarKeys } from './sidebar.queries.ts';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

describe('the sidebar in French', () => {
  it('names its sections, links, counts and the system status in French', () => {
    document.documentElement.lang = 'fr';
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    client.setQueryData(sidebarKeys.counts, { clusters: 2, orders: { total: 7 } });
    client.setQueryData(sidebarKeys.health, 'healthy');
    render(
      <QueryClientProvider client={client}>
        <Sidebar pathname="/settings" role="admin" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('complementary', { name: 'Barre latérale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clusters (2)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Commandes (7)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Paramètres' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Gestion des utilisateurs' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Infrastructure' })).toBeTruthy();
    expect(screen.getByText('Aide et support')).toBeTruthy();
    expect(document.body.textContent).toContain('État du système\u00a0: Opérationnel');
  });
});
