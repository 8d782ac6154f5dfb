// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAuthStoreForTests } from '../../auth/auth-store.ts';
import { queryClient } from '../../lib/query-client.ts';
import { AccountProviders } from './AccountProviders.tsx';
import { TwoFactorRequirementSection } from './TwoFactorRequirementSection.tsx';
import { testUser } from '../../auth/test-user.ts';

const owner = testUser({ mfaEnabled: true });

/** A server holding the organization's rule: GET /api/organization/security answers it, a PUT sets it. */
function stubApi(requireTwoFactor: boolean) {
  let state = { requireTwoFactor };
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') state = JSON.parse(String(init.body)) as typeof state;
    return new Response(JSON.stringify(state), { status: 200 });
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

describe('Settings → Organization security', () => {
  it('lets an owner with two-factor require it of every member', async () => {
    const fetch = stubApi(false);
    render(
      <AccountProviders user={owner}>
        <TwoFactorRequirementSection />
      </AccountProviders>,
    );
    const toggle = (await screen.findByRole('switch', {
      name: 'Require two-factor authentication for every member',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(url).toContain('/api/organization/security');
    expect(JSON.parse(String(init?.body))).toEqual({ requireTwoFactor: true });
    await waitFor(() => expect(toggle.checked).toBe(true));
  });

  it('keeps the switch off, with the reason, for an owner without two-factor (in French too)', async () => {
    stubApi(false);
    document.documentElement.lang = 'fr';
    render(
      <AccountProviders user={{ ...owner, mfaEnabled: false }}>
        <TwoFactorRequirementSection />
      </AccountProviders>,
    );
    const toggle = (await screen.findByRole('switch', {
      name: 'Exiger l’authentification à deux facteurs de chaque membre',
    })) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Activez d’abord l’authentification à deux facteurs/)).toBeTruthy();
  });
});
