import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../../shared/billing/statement.schemas.ts';
import { withLocale } from '../../../server/i18n/request-locale.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { billingKeys } from './billing.queries.ts';
import { currentMonth, monthPeriod, StatementCard } from './StatementCard.tsx';

// The worked example of /documentation/how-billing-works as the statement answers it, shown on /billing.
const statement: Statement = {
  currency: 'EUR',
  from: '2026-12-01',
  to: '2026-12-31',
  opening: { balance: 0, creditsBalance: 0, due: 0 },
  entries: [
    {
      at: '2026-12-06T09:00:00.000Z',
      kind: 'invoice',
      documentId: 'i2',
      number: 'INV-2026-000002',
      description: 'Invoice INV-2026-000002: Change of cluster web: 3 → 5 nodes',
      amount: -5_246,
      balance: -5_246,
      creditsBalance: 0,
    },
    {
      at: '2026-12-06T09:00:00.000Z',
      kind: 'payment',
      documentId: 'i2',
      number: 'INV-2026-000002',
      description: 'Payment of invoice INV-2026-000002 by Visa •••• 4242',
      amount: 5_246,
      balance: 0,
      creditsBalance: 0,
    },
    {
      at: '2026-12-06T10:00:00.000Z',
      kind: 'credit_note',
      documentId: 'c1',
      number: 'CN-2026-000001',
      description: 'Credit note CN-2026-000001: Cluster web lowered',
      amount: 5_246,
      balance: 5_246,
      creditsBalance: 0,
    },
    {
      at: '2026-12-06T10:00:00.000Z',
      kind: 'balance_credited',
      documentId: 'c1',
      number: 'CN-2026-000001',
      description: 'Credit note CN-2026-000001: Cluster web lowered',
      amount: 5_246,
      balance: 5_246,
      creditsBalance: 5_246,
    },
    {
      at: '2026-12-06T11:00:00.000Z',
      kind: 'invoice',
      documentId: 'i3',
      number: 'INV-2026-000003',
      description: 'Invoice INV-2026-000003: Change of cluster web: 3 → 4 nodes',
      amount: -2_623,
      balance: 2_623,
      creditsBalance: 5_246,
    },
    {
      at: '2026-12-06T11:00:00.000Z',
      kind: 'balance_paid',
      documentId: 'i3',
      number: 'INV-2026-000003',
      description: 'Applied to invoice INV-2026-000003',
      amount: -2_623,
      balance: 2_623,
      creditsBalance: 2_623,
    },
  ],
  closing: { balance: 2_623, creditsBalance: 2_623, due: 0 },
};

function render(data: Statement | null = statement): string {
  const client = createQueryClient();
  const { from, to } = monthPeriod('2026-12');
  if (data) client.setQueryData(billingKeys.statementOf(from, to), data);
  return renderToString(
    <QueryClientProvider client={client}>
      <StatementCard initialMonth="2026-12" />
    </QueryClientProvider>,
  );
}

/** The card's text as a reader meets it (no tags, React's comment markers gone). */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the statement of account on /billing', () => {
  it('shows the month’s opening, each entry with the running balance and the closing, and its CSV', () => {
    const html = render();
    const page = text(html);
    expect(html).toContain('value="2026-12"');
    expect(html).toContain('href="/api/billing/statement?from=2026-12-01&amp;to=2026-12-31&amp;format=csv"');
    expect(page).toContain('Opening balance €0.00 €0.00');
    expect(page).toContain('Paid from credits Applied to invoice INV-2026-000003 -€26.23 €26.23 €26.23');
    expect(page).toContain(
      'Credited to the balance Credit note CN-2026-000001: Cluster web lowered €52.46 €52.46 €52.46',
    );
    expect(page).toContain('Closing balance €26.23 €26.23');
    expect(page).toContain('Download CSV');
    expect(html.match(/data-statement-entry=/g)).toHaveLength(6);
  });

  it('says what is owed when anything is, and that nothing happened in an empty month', () => {
    const owed = render({
      ...statement,
      entries: [],
      opening: { balance: -1_000, creditsBalance: 0, due: 1_000 },
      closing: { balance: -1_000, creditsBalance: 0, due: 1_000 },
    });
    expect(text(owed)).toContain('Owed: €10.00');
    expect(text(owed)).toContain('Nothing happened in this month.');
  });

  it('reads in French on a French page', () => {
    const page = text(withLocale('fr', () => render()));
    expect(page).toContain('Relevé de compte du 1 déc. 2026 au 31 déc. 2026, en EUR');
    expect(page).toContain('Solde d’ouverture');
    expect(page).toContain('Payé par les crédits');
    expect(page).toContain('Télécharger le CSV');
    expect(page).not.toContain('Opening balance');
  });

  it('asks for whole months, this one first', () => {
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2027-12')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
    expect(currentMonth(Date.parse('2027-03-31T23:59:59Z'))).toBe('2027-03');
  });
});
