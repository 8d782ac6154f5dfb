import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { changeInvoice, loweredCreditNote } from '../../../../test/support/invoice-shapes.ts';
import { withLocale } from '../../../server/i18n/request-locale.ts';
import type { Invoice } from '../../../shared/invoices/invoices.schemas.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { billingKeys } from './billing.queries.ts';
import { InvoicesCard } from './InvoicesCard.tsx';

// /billing's documents list says what each document is for, in the page's language, and a
// credit note's amount as money back.

const change = changeInvoice('fr', 'EUR');
const credit = loweredCreditNote('fr', 'EUR');
/** A change credit note issued before causes were kept: it names the invoice it corrects. */
const older: Invoice = {
  ...credit,
  id: 'older',
  number: 'CN-2026-000001',
  cause: undefined,
  correctedInvoices: undefined,
};

function rendered(items: Invoice[]): string {
  const client = createQueryClient();
  client.setQueryData(billingKeys.invoiceList('all'), { pages: [{ items, nextCursor: null }], pageParams: [null] });
  const html = renderToString(
    <QueryClientProvider client={client}>
      <InvoicesCard />
    </QueryClientProvider>,
  );
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[ \t\n]+/g, ' ');
}

describe('the documents list of /billing', () => {
  it('says what each document is for, and a credit note’s total as money back', () => {
    const page = rendered([credit, change, older]);
    expect(page).toContain('Change of cluster web: 3 → 5 nodes, 6 – 31 Dec 2026');
    expect(page).toContain('Cluster web lowered: 5 → 3 nodes');
    expect(page).toContain(`-€${(credit.total / 100).toFixed(2)}`);
    expect(page).toContain(`Corrects invoice ${credit.correctedInvoice?.number} of 6 Dec 2026`);
    expect(page).not.toContain('—');
    expect(page).not.toContain('Subscription renewal');
  });

  it('says it in French on a French page', () => {
    const page = withLocale('fr', () => rendered([credit, change]));
    expect(page).toContain('Modification du cluster web\u00a0: 3 → 5 nœuds, 6–31 déc. 2026');
    expect(page).toContain('Cluster web réduit\u00a0: 5 → 3 nœuds');
    expect(page).toContain(`-${(credit.total / 100).toFixed(2).replace('.', ',')}\u00a0€`);
  });
});
