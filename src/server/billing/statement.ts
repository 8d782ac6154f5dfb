import { causeText } from '../../shared/document-cause.ts';
import { m } from '../../shared/i18n/messages.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { printedWords } from '../invoices/printed-words.ts';
import { toCsv } from '../platform/csv.ts';
import type { CreditEntryRecord } from '../../shared/billing/credits.schemas.ts';
import { ledgerDescription } from './ledger-text.ts';
import type {
  Statement,
  StatementEntry,
  StatementEntryKind,
  StatementPosition,
} from '../../shared/billing/statement.schemas.ts';

// The statement of account of one organization (/documentation/how-billing-works):
// every document, payment, refund and movement of the credits balance, oldest first, with the
// account's position after each. Pure: the documents and the ledger come in, the statement goes
// out (statement.service.ts reads them).
//
// The position (`balance`) is what the organization holds with us less what it owes:
//   invoice           − total           (it owes it)
//   credit note       + total           (we owe it)
//   payment           + what its method paid (card, SEPA; at issue, or when a due invoice was collected)
//   refund            − what went back to the method (the part of a credit note not credited to the balance)
//   balance_paid      0 (the balance pays part of an invoice: held money becomes paid, the position is the same)
//   balance_credited  0 (a credit note's part goes to the balance: owed money becomes held)
//   correction        + its amount (the balance moved without a document)
//   refund (payback)  − what the balance paid back to the method (+ when the method refused it)
// and the credits balance (`creditsBalance`) is the running sum of the credits ledger. What is
// owed is their difference, at every point: due = creditsBalance − balance.
//
// The ledger says how the balance moved, the documents what it was for: a ledger entry of a
// document moves the position by what the document does not account for (nothing, when the
// two agree; the credits of an older order, drawn as an allowance before VAT, are spent as such).

/** A document's money in the billing currency (a document of another currency, converted). */
export type ToBillingCurrency = (document: InvoiceRecord, amount: number) => number;

/** The ledger entries the statement reads: those that count towards the balance. */
export type StatementLedgerEntry = Pick<
  CreditEntryRecord,
  'id' | 'createdAt' | 'kind' | 'description' | 'text' | 'amount' | 'countsInBalance' | 'invoiceId'
>;

/** One thing that moved the account, before it is placed in a period. */
export type Movement = {
  /** When, in ms. */
  at: number;
  kind: StatementEntryKind;
  document: InvoiceRecord | null;
  /** What the entry shows: the position's change, or for a balance movement the balance's. */
  amount: number;
  /** How much the position moves. */
  position: number;
  /** How much the credits balance moves. */
  credits: number;
  /** What it says, in the language being written. */
  describe: () => string;
  /** Ordering among movements at the same moment: the document they are about, then the document before its money. */
  anchor: { at: number; id: string; rank: number; seq: number };
};

/** Statuses of an invoice whose amount was paid (a refunded or credited one was paid first). */
const PAID = new Set<InvoiceRecord['paymentStatus']>(['paid', 'refunded', 'credited']);

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * The part of a document's total the credits balance moved, as the document says it: an invoice's
 * part paid from the balance (`balancePaid`), a credit note's part credited to it
 * (`balanceCredited`; a note issued before it was kept: all of a `credited` note, none of a
 * refunded one). Minor units of the document's currency, never more than its total.
 */
export function documentedBalancePart(document: InvoiceRecord): number {
  if (document.kind === 'invoice') return clamp(document.balancePaid ?? 0, document.total);
  return clamp(
    document.balanceCredited ?? (document.paymentStatus === 'credited' ? document.total : 0),
    document.total,
  );
}

/** What a document's payment method paid (an invoice) or was refunded (a credit note), and when. */
export function methodPart(document: InvoiceRecord): { amount: number; at: string } {
  const rest = document.total - documentedBalancePart(document);
  if (document.kind === 'credit_note') return { amount: rest, at: document.issuedAt };
  // Nothing while it is due or failed; when collected later, on the day the money came in.
  if (!PAID.has(document.paymentStatus)) return { amount: 0, at: document.issuedAt };
  return { amount: rest, at: document.collection?.paidAt ?? document.issuedAt };
}

const time = (iso: string) => Date.parse(iso);

function documentDescription(document: InvoiceRecord): string {
  const number = document.number;
  if (document.kind === 'invoice')
    return document.cause
      ? m.statement_invoice({ number, cause: causeText(document.cause) })
      : m.statement_invoice_plain({ number });
  return document.cause
    ? m.statement_credit_note({ number, cause: causeText(document.cause) })
    : m.statement_credit_note_plain({ number });
}

/**
 * Everything that moved the account, in date order (ties: the document first, then the balance's
 * part, then its method's). `documents` are the organization's invoices and credit notes, `ledger`
 * its credits ledger (entries that do not count towards the balance are passed over).
 */
export function statementMovements(
  documents: readonly InvoiceRecord[],
  ledger: readonly StatementLedgerEntry[],
  toBilling: ToBillingCurrency,
): Movement[] {
  const movements: Movement[] = [];
  let seq = 0;
  const anchorOf = (document: InvoiceRecord, rank: number) => ({
    at: time(document.issuedAt),
    id: document.id,
    rank,
    seq: seq++,
  });
  const byId = new Map(documents.map((document) => [document.id, document]));
  // What each document says the balance did, signed as the ledger writes it (− paid from it, + credited to it).
  const documented = new Map<string, number>();

  for (const document of documents) {
    const total = toBilling(document, document.total);
    const invoice = document.kind === 'invoice';
    const issued = time(document.issuedAt);
    movements.push({
      at: issued,
      kind: document.kind,
      document,
      amount: invoice ? -total : total,
      position: invoice ? -total : total,
      credits: 0,
      describe: () => documentDescription(document),
      anchor: anchorOf(document, 0),
    });
    const part = toBilling(document, documentedBalancePart(document));
    if (part !== 0) documented.set(document.id, invoice ? -part : part);
    const method = methodPart(document);
    const amount = toBilling(document, method.amount);
    if (amount === 0) continue;
    const method_ = printedWords(document.paymentMethod);
    movements.push(
      invoice
        ? {
            at: Math.max(issued, time(method.at)),
            kind: 'payment',
            document,
            amount,
            position: amount,
            credits: 0,
            describe: () => m.statement_payment({ number: document.number, method: method_ }),
            anchor: anchorOf(document, 2),
          }
        : {
            at: issued,
            kind: 'refund',
            document,
            amount: -amount,
            position: -amount,
            credits: 0,
            describe: () => m.notice_ledger_refund({ method: method_, number: document.number }),
            anchor: anchorOf(document, 2),
          },
    );
  }

  // The ledger in the order it was written: each document's part is matched once.
  const counted = ledger
    .filter((entry) => entry.countsInBalance)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  for (const entry of counted) {
    const amount = entry.amount ?? 0;
    if (amount === 0) continue;
    const document = entry.invoiceId ? byId.get(entry.invoiceId) : undefined;
    const paying = document?.kind === 'invoice' && amount < 0;
    const crediting = document?.kind === 'credit_note' && amount > 0;
    const describe = () => ledgerDescription(entry);
    if (!document || !(paying || crediting)) {
      const at = time(entry.createdAt);
      movements.push({
        at,
        // The balance paid back to the payment method (or a payback refused, back in the balance).
        kind: entry.kind === 'payback' ? 'refund' : 'correction',
        document: document ?? null,
        amount,
        position: amount,
        credits: amount,
        describe,
        anchor: { at, id: entry.id, rank: 1, seq: seq++ },
      });
      continue;
    }
    const left = documented.get(document.id) ?? 0;
    const matched =
      Math.sign(left) === Math.sign(amount) ? Math.sign(amount) * Math.min(Math.abs(amount), Math.abs(left)) : 0;
    documented.set(document.id, left - matched);
    movements.push({
      // Never before its document (written in the same transaction, at the same moment).
      at: Math.max(time(entry.createdAt), time(document.issuedAt)),
      kind: paying ? 'balance_paid' : 'balance_credited',
      document,
      amount,
      position: amount - matched,
      credits: amount,
      describe,
      anchor: anchorOf(document, 1),
    });
  }

  return movements.sort(
    (a, b) =>
      a.at - b.at ||
      a.anchor.at - b.anchor.at ||
      a.anchor.id.localeCompare(b.anchor.id) ||
      a.anchor.rank - b.anchor.rank ||
      a.anchor.seq - b.anchor.seq,
  );
}

const position = (balance: number, creditsBalance: number): StatementPosition => ({
  balance,
  creditsBalance,
  due: creditsBalance - balance,
});

/** The first and last moments of a period of UTC days (both included), in ms. */
export function periodBounds(from: string, to: string): { start: number; end: number } {
  return { start: time(`${from}T00:00:00.000Z`), end: time(`${to}T23:59:59.999Z`) };
}

/** The statement of a period: the position before it, each movement in it with the position after, the position after it. */
export function buildStatement(
  movements: readonly Movement[],
  period: { currency: Statement['currency']; from: string; to: string },
): Statement {
  const { start, end } = periodBounds(period.from, period.to);
  let balance = 0;
  let creditsBalance = 0;
  for (const movement of movements) {
    if (movement.at >= start) break;
    balance += movement.position;
    creditsBalance += movement.credits;
  }
  const opening = position(balance, creditsBalance);
  const entries: StatementEntry[] = [];
  for (const movement of movements) {
    if (movement.at < start) continue;
    if (movement.at > end) break;
    balance += movement.position;
    creditsBalance += movement.credits;
    entries.push({
      at: new Date(movement.at).toISOString(),
      kind: movement.kind,
      documentId: movement.document?.id ?? null,
      number: movement.document?.number ?? null,
      description: movement.describe(),
      amount: movement.amount,
      balance,
      creditsBalance,
    });
  }
  return {
    currency: period.currency,
    from: period.from,
    to: period.to,
    opening,
    entries,
    closing: position(balance, creditsBalance),
  };
}

/** Minor units as a decimal with a point and no thousands separator: -1234.5 → "-12.34" for 2 decimals. */
const decimal = (minor: number) => {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * The statement as CSV: a header, the opening as the first line, one line per entry with the
 * JSON's columns (amounts with a decimal point), the closing as the last line.
 */
export function statementCsv(statement: Statement): string {
  const code = statement.currency.toLowerCase();
  const { start, end } = periodBounds(statement.from, statement.to);
  const line = (
    at: number | string,
    kind: string,
    description: string,
    amount: string,
    p: Pick<StatementPosition, 'balance' | 'creditsBalance'>,
    document: { id: string | null; number: string | null } = { id: null, number: null },
  ) => [
    typeof at === 'number' ? new Date(at).toISOString() : at,
    kind,
    document.id ?? '',
    document.number ?? '',
    description,
    amount,
    decimal(p.balance),
    decimal(p.creditsBalance),
  ];
  return toCsv([
    [
      'at',
      'kind',
      'document_id',
      'number',
      'description',
      `amount_${code}`,
      `balance_${code}`,
      `credits_balance_${code}`,
    ],
    line(start, 'opening', m.statement_opening(), '', statement.opening),
    ...statement.entries.map((entry) =>
      line(entry.at, entry.kind, entry.description, decimal(entry.amount), entry, {
        id: entry.documentId,
        number: entry.number,
      }),
    ),
    line(end, 'closing', m.statement_closing(), '', statement.closing),
  ]);
}
