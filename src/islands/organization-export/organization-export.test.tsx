// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAuthStoreForTests } from '../auth/auth-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { AccountProviders } from '../dashboard/account/AccountProviders.tsx';
import { OrganizationExportSection } from './OrganizationExportSection.tsx';
import { testUser } from '../auth/test-user.ts';

const owner = testUser();

/** A server whose export goes queued → running (half) → ready on successive reads after the request. */
function stubApi() {
  const states = [
    { id: 'e1', status: 'queued', progress: 0, createdAt: '2026-12-07T10:00:00.000Z' },
    { id: 'e1', status: 'running', progress: 50, createdAt: '2026-12-07T10:00:00.000Z' },
    {
      id: 'e1',
      status: 'ready',
      progress: 100,
      createdAt: '2026-12-07T10:00:00.000Z',
      expiresAt: '2026-12-14T10:01:00.000Z',
      downloadUrl: 'https://console.example.eu/api/organization/export/e1/download?token=abc',
      fileName: 'organization.tar.gz',
      bytes: 4_200_000,
    },
  ];
  let requested = false;
  let reads = 0;
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      requested = true;
      return new Response(JSON.stringify({ id: 'e1', status: 'queued' }), { status: 202 });
    }
    if (!requested) return new Response('null', { status: 200 });
    const state = states[Math.min(reads, states.length - 1)];
    reads += 1;
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
});

describe('Settings → Export your data', () => {
  it('lets an owner request an export, follows its progress and links the archive on this site', async () => {
    const fetch = stubApi();
    render(
      <AccountProviders user={owner}>
        <OrganizationExportSection canExport />
      </AccountProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Request an export' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    expect(await screen.findByRole('progressbar', { name: 'Export progress' }, { timeout: 5000 })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Download the archive' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/api/organization/export/e1/download?token=abc');
    expect(screen.getByText('Your archive is ready (4.2 MB). We also e-mailed you the link.')).toBeTruthy();
  });

  it('tells other roles that only owners can export, and asks nothing of the server', () => {
    const fetch = stubApi();
    render(
      <AccountProviders user={{ ...owner, orgRole: 'member' }}>
        <OrganizationExportSection canExport={false} />
      </AccountProviders>,
    );
    expect(screen.getByText('Only owners can export the organization’s data.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request an export' })).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/api/organization/export'))).toEqual([]);
  });
});
