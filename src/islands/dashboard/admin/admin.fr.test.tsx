// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { adminKeys, type PendingRegistration } from './admin.queries.ts';
import { PendingRegistrationsRoute } from './PendingRegistrationsRoute.tsx';
import type { User } from '../../auth/auth.ts';
import { OrganizationUsers } from './OrganizationUsers.tsx';
import { staffPaths, type AdminOrganization } from './staff.queries.ts';

const registration: PendingRegistration = {
  id: 'r1',
  username: 'ines',
  email: 'ines@example.eu',
  name: 'Inès Dupont',
  companyName: 'Acme',
  joinsExistingOrganization: true,
  status: 'awaiting_approval',
  createdAt: '2026-05-20T10:00:00.000Z',
  emailVerifiedAt: '2026-05-20T10:05:00.000Z',
};

const organization = (changes: Partial<AdminOrganization>): AdminOrganization => ({
  id: 'o1',
  companyName: 'Boulangerie',
  companyId: 'BN-1',
  createdAt: '2026-05-20T10:00:00.000Z',
  billingProfile: null,
  plan: { id: 'pay-as-you-go', name: 'Pay as you go' },
  clusterCount: 1,
  billingCurrency: 'EUR',
  billedBeforeVat: { amount: 123_456, currency: 'EUR' },
  suspension: null,
  members: [],
  ...changes,
});
const staff = { id: 'a1', companyId: 'STAFF', role: 'admin' } as User;

/** /admin/organization-users with these organizations, as text. */
function organizationsScreen(items: AdminOrganization[]): string {
  queryClient.setQueryData([staffPaths.organizations], { pages: [{ items, nextCursor: null }], pageParams: [''] });
  // Tags become spaces and runs of ordinary spaces one (the no-break spaces of French money stay).
  return renderToString(<OrganizationUsers user={staff} />)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/ +/g, ' ');
}

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

describe('an organization as the staff see it', () => {
  it('says what it was billed before VAT in its billing currency, not in dollars', () => {
    const text = organizationsScreen([
      organization({}),
      organization({ id: 'o2', companyId: 'BN-2', billingCurrency: null, billedBeforeVat: null }),
    ]);
    expect(text).toContain('Billing currency EUR');
    expect(text).toContain('Billed (before VAT) €1,234.56');
    expect(text).not.toContain('$');
    expect(text).toContain('Billing currency Not fixed yet (no paid order)');
    expect(text).toContain('Billed (before VAT) Nothing billed yet');
  });

  it('says it in French on a French page', () => {
    document.documentElement.lang = 'fr';
    const text = organizationsScreen([
      organization({ billingCurrency: 'GBP', billedBeforeVat: { amount: 52_526, currency: 'GBP' } }),
    ]);
    expect(text).toContain('Devise de facturation GBP');
    expect(text).toContain('Facturé (hors TVA) 525,26\u00a0£');
  });
});
