// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { adminKeys, type PendingRegistration } from './admin.queries.ts';
import { PendingRegistrationsRoute } from './PendingRegistrationsRoute.tsx';

const registration: PendingRegistration = {
  id: 'r1', username: 'ines', email: 'ines@example.eu', name: 'Inès Dupont', companyName: 'Acme', joinsExistingOrganization: true,
  status: 'awaiting_approval', createdAt: '2026-05-20T10:00:00.000Z', emailVerifiedAt: '2026-05-20T10:05:00.000Z',
};

afterEach(() => {
  document.documentElement.lang = 'en';
  queryClient.clear();
});

describe('the administrators’ screens', () => {
  it('show the registrations waiting for review in French', () => {
    document.documentElement.lang = 'fr';
    queryClient.setQueryData(adminKeys.pendingRegistrations, [registration]);
    const html = renderToString(<PendingRegistrationsRoute />);
    expect(html).toContain('Inscriptions en attente');
    expect(html).toContain('Rejoint une organisation existante');
    expect(html).toContain('En attente d’approbation');
    expect(html).toContain('aria-label="Approuver ines"');
    expect(html).not.toContain('Waiting for approval');
  });

  it('keep their English words in English', () => {
    queryClient.setQueryData(adminKeys.pendingRegistrations, [registration]);
    const html = renderToString(<PendingRegistrationsRoute />);
    expect(html).toContain('Registrations waiting for review');
    expect(html).toContain('Waiting for approval');
    expect(html).toContain('aria-label="Approve ines"');
  });
});
