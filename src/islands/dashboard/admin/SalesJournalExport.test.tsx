// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SalesJournalExport } from './SalesJournalExport.tsx';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.body.innerHTML = '';
});

describe('the sales journal’s export on the staff’s organizations screen', () => {
  it('offers last month by default, as the FEC and as CSV', () => {
    render(<SalesJournalExport />);
    const from = (screen.getByLabelText('From') as HTMLInputElement).value;
    const to = (screen.getByLabelText('To (included)') as HTMLInputElement).value;
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(to >= from).toBe(true);
    expect(screen.getByRole('link', { name: 'Download the FEC' }).getAttribute('href')).toBe(
      `/api/admin/accounting/fec?from=${from}&to=${to}`,
    );
    expect(screen.getByRole('link', { name: 'Download as CSV' }).getAttribute('href')).toBe(
      `/api/admin/accounting/fec?from=${from}&to=${to}&format=csv`,
    );
  });

  it('says why a period cannot be exported, and offers no download then', () => {
    render(<SalesJournalExport />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2026-02-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The last day must not come before the first.');
    expect(screen.getByRole('link', { name: 'Download the FEC' }).hasAttribute('href')).toBe(false);
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2027-03-02' } });
    expect(screen.getByRole('alert').textContent).toBe('At most 366 days at a time (one fiscal year).');
    fireEvent.change(screen.getByLabelText('To (included)'), { target: { value: '2027-03-01' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download as CSV' }).getAttribute('href')).toBe(
      '/api/admin/accounting/fec?from=2026-03-01&to=2027-03-01&format=csv',
    );
  });

  it('is in French on a French page', () => {
    document.documentElement.lang = 'fr';
    render(<SalesJournalExport />);
    expect(screen.getByRole('heading', { name: 'Journal des ventes' })).toBeTruthy();
    expect(screen.getByLabelText('Au (inclus)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Télécharger le FEC' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Télécharger en CSV' })).toBeTruthy();
  });
});
