// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAuthStoreForTests } from '../../../auth/auth-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { consoleSubprocessors, DEFAULT_SUBPROCESSOR_SETTINGS } from '../../../../shared/residency/subprocessors.ts';
import { AccountProviders } from '../AccountProviders.tsx';
import { CloseOrganizationSection } from './CloseOrganizationSection.tsx';
import { OrganizationResidencySection } from './OrganizationResidencySection.tsx';
import { testUser } from '../../../auth/test-user.ts';

const owner = testUser({ companyName: 'Acme SAS', companyId: 'C1', mfaEnabled: true });

const PARIS = { id: 'fr-par-1', name: 'Paris 1', city: 'Paris', country: 'FR', jurisdiction: 'EU', sovereign: true };

/** A server holding the organization's closing state: close and reopen change it as the API does. */
function stubApi() {
  let closure = { state: 'open', closedAt: null as string | null, eraseAfter: null as string | null, graceDays: 7 };
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.endsWith('/api/organization/close')) {
      closure = {
        ...closure,
        state: 'closing',
        closedAt: '2027-03-01T10:00:00.000Z',
        eraseAfter: '2027-03-08T10:00:00.000Z',
      };
    } else if (url.endsWith('/api/organization/reopen')) {
      closure = { ...closure, state: 'open', closedAt: null, eraseAfter: null };
    } else if (url.endsWith('/api/organization/residency')) {
      return Response.json({
        clusters: [
          {
            clusterId: 'c1',
            clusterName: 'web',
            providerId: 'sovereign',
            region: PARIS,
            backups: { addonId: 'velero', region: PARIS },
          },
        ],
        regions: [PARIS],
        console: { region: PARIS },
        subprocessors: consoleSubprocessors(DEFAULT_SUBPROCESSOR_SETTINGS),
      });
    }
    return Response.json(closure);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  resetAuthStoreForTests();
  document.documentElement.lang = 'en';
});

describe('Settings → Close the organization', () => {
  it('lists the consequences, asks for the name, then shows the grace period and reopens', async () => {
    const fetch = stubApi();
    render(
      <AccountProviders user={owner}>
        <CloseOrganizationSection organizationName="Acme SAS" />
      </AccountProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close the organization…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close Acme SAS?' });
    expect(within(dialog).getByText(/cancelled|stops at the end of its paid period/)).toBeTruthy();
    expect(within(dialog).getByText(/10 years in a restricted archive/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Close the organization' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Type Acme SAS to confirm'), { target: { value: 'Acme SAS' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByText(/This organization is closing\. On 8 March 2027/)).toBeTruthy());
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/organization/close'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ confirmName: 'Acme SAS' });
    fireEvent.click(screen.getByRole('button', { name: 'Reopen the organization' }));
    expect(await screen.findByRole('button', { name: 'Close the organization…' })).toBeTruthy();
  });

  it('says where the data lives, in French too', async () => {
    stubApi();
    document.documentElement.lang = 'fr';
    render(
      <AccountProviders user={owner}>
        <OrganizationResidencySection />
      </AccountProviders>,
    );
    const section = await screen.findByRole('region', { name: 'Où résident vos données' });
    expect(await within(section).findByText('web')).toBeTruthy();
    expect(within(section).getByText(/stockage objet à Paris 1, Paris, France \(EU\)/)).toBeTruthy();
    expect(within(section).getByText('api.frankfurter.dev')).toBeTruthy();
    expect(within(section).getByText('Allemagne')).toBeTruthy();
  });
});
