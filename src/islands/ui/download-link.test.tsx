// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { $toasts } from '../stores/toasts.ts';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { testUser } from '../auth/test-user.ts';
import { OrderDocuments } from '../dashboard/orders/status/OrderDocuments.tsx';
import { dispositionFilename, DownloadLink } from './download-link.tsx';

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  $toasts.set([]);
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  // The hidden anchor the download clicks: record the file name it would save.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:')) saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DownloadLink', () => {
  it('saves the file under the name the server gives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="INV-2026-0001.pdf"',
            },
          }),
      ),
    );
    render(<DownloadLink href="/api/billing/invoices/i1/pdf">PDF</DownloadLink>);
    fireEvent.click(screen.getByRole('link', { name: 'PDF' }));
    await waitFor(() => expect(saved).toEqual(['INV-2026-0001.pdf']));
    expect($toasts.get()).toEqual([]);
  });

  it('never saves a refusal (403) as the file: it says the reason instead', async () => {
    const refusal = { code: 'forbidden', message: 'Your role (viewer) cannot read billing.' };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(refusal), { status: 403, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    render(<DownloadLink href="/api/billing/invoices/i1/pdf">PDF</DownloadLink>);
    fireEvent.click(screen.getByRole('link', { name: 'PDF' }));
    await waitFor(() =>
      expect($toasts.get().map((t) => [t.title, t.description])).toEqual([
        ['The file was not downloaded', refusal.message],
      ]),
    );
    expect(saved).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(dispositionFilename('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(dispositionFilename("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
    expect(dispositionFilename(null)).toBeUndefined();
  });
});

describe("an order's documents", () => {
  const as = (orgRole: 'owner' | 'viewer') => {
    const user = testUser({
      username: 'ada',
      email: 'ada@example.eu',
      name: 'Ada',
      companyName: 'Acme',
      companyId: 'o1',
      orgRole,
    });
    return renderToString(
      <AuthProvider initialUser={user}>
        <OrderDocuments order={{ invoiceId: 'i1', creditNoteId: null, number: 'ORD-1' }} />
      </AuthProvider>,
    );
  };
  it('offers the invoice to a role that reads billing, not to a viewer (403)', () => {
    expect(as('owner')).toContain('/api/billing/invoices/i1/pdf');
    expect(as('viewer')).not.toContain('/api/billing/invoices/i1/pdf');
  });
});
