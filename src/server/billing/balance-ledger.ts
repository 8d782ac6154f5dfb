import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import { divideRounded } from '../../shared/money.ts';
import type { CreditEntryRecord, LedgerText } from '../../shared/billing/credits.schemas.ts';
import { storedLedgerText } from './ledger-text.ts';

// The credits balance moves only with a document: a credit note credits it (its total, VAT
// included, or the part not refunded to the card), an invoice draws on it (the part it paid).
// Every entry names its document and is in the document's currency, the billing currency.

type Document = Pick<InvoiceRecord, 'id' | 'number' | 'organizationId' | 'currency' | 'total' | 'totalUsdCents'>;

/** `amount` of a document's total in US cents, the same share of its total (for reporting). */
export const usdShareOf = (document: Pick<Document, 'total' | 'totalUsdCents'>, amount: number): number =>
  amount === document.total
    ? document.totalUsdCents
    : document.total === 0
      ? 0
      : divideRounded(amount * document.totalUsdCents, document.total);

/**
 * What the balance can pay of `wanted`, read with the organization's row locked for the rest of
 * the caller's transaction: two documents paid from one balance at once take it once, and the
 * balance never goes below zero.
 */
export async function drawableFromBalance(tx: Repositories, organizationId: string, wanted: number): Promise<number> {
  if (wanted <= 0) return 0;
  await tx.organizations.lock(organizationId);
  return Math.max(0, Math.min(wanted, await tx.credits.balance(organizationId)));
}

/**
 * `drawableFromBalance` for many documents in one transaction, in their order: each
 * organization's row locked once (in id order) and its balance shared between its documents.
 */
export async function drawableForMany(
  tx: Repositories,
  wants: readonly { organizationId: string; amount: number }[],
): Promise<number[]> {
  const owing = [...new Set(wants.filter((w) => w.amount > 0).map((w) => w.organizationId))].sort();
  const left = new Map<string, number>();
  for (const organizationId of owing) {
    await tx.organizations.lock(organizationId);
    left.set(organizationId, Math.max(0, await tx.credits.balance(organizationId)));
  }
  return wants.map(({ organizationId, amount }) => {
    const drawn = Math.max(0, Math.min(amount, left.get(organizationId) ?? 0));
    left.set(organizationId, (left.get(organizationId) ?? 0) - drawn);
    return drawn;
  });
}

/** The ledger entry of the part of an invoice the balance paid (once per invoice). */
export function balancePaidEntry(invoice: Document, amount: number, at: Date): CreditEntryRecord {
  return {
    id: `applied-${invoice.id}`,
    organizationId: invoice.organizationId,
    createdAt: at.toISOString(),
    kind: 'applied',
    ...storedLedgerText({ key: 'applied', invoice: invoice.number }),
    amountUsdCents: -usdShareOf(invoice, amount),
    amount: -amount,
    currency: invoice.currency,
    countsInBalance: true,
    orderId: null,
    invoiceId: invoice.id,
    clusterId: null,
  };
}

/** Records what the balance paid of an invoice, in the caller's transaction (nothing for 0). */
export async function recordBalancePaid(tx: Repositories, invoice: Document, amount: number, at: Date): Promise<void> {
  if (amount > 0) await tx.credits.add(balancePaidEntry(invoice, amount, at));
}

/** The ledger entry of the part of a credit note credited to the balance (VAT included). */
export function balanceCreditedEntry(
  note: Document,
  amount: number,
  at: Date,
  text: LedgerText,
  refs: { orderId?: string | null; clusterId?: string | null } = {},
): CreditEntryRecord {
  return {
    id: `credit-note-${note.id}`,
    organizationId: note.organizationId,
    createdAt: at.toISOString(),
    kind: 'credit_note',
    ...storedLedgerText(text),
    amountUsdCents: usdShareOf(note, amount),
    amount,
    currency: note.currency,
    countsInBalance: true,
    orderId: refs.orderId ?? null,
    invoiceId: note.id,
    clusterId: refs.clusterId ?? null,
  };
}
