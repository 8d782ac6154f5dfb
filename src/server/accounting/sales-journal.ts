import { divideRounded, type Currency } from '../../shared/money.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import { toCsv } from '../platform/csv.ts';
import { FEC_COLUMNS } from '../../shared/accounting/accounting.schemas.ts';

// The seller's sales journal, as the French FEC (art. A47 A-1 LPF) keeps it: one balanced entry
// per document (invoice or credit note), and one per date its money moved (the credits balance,
// the card), with the same PieceRef. Pure: the documents, how each was sold and the euro rate
// come in, the rows go out (sales-journal.service.ts reads them).
//
//   invoice      D 411 total          / C 706… base (subtotal − discount) / C 44571 tax
//    its payment D 4191 balancePaid   / C 411   (the part the credits balance paid, at issue)
//                D 512 the rest       / C 411   (the card, at issue, or when a collection paid it)
//   credit note  D 706… base / D 44571 tax / C 411 total
//    its payout  D 411 / C 4191 balanceCredited, D 411 / C 512 the rest (back to the card)
//   payback      D 4191 / C 512 (the credits balance paid back to the card; its ledger entry's id
//                as the piece), D 512 / C 4191 when the card refused it and the money came back

/** The journal these entries belong to. */
export const JOURNAL = { code: 'VE', label: 'Ventes' } as const;

/** How a document was sold: the revenue sub-account it is credited to. */
export type SaleKind = 'cluster' | 'addon' | 'product' | 'support' | 'usage' | 'other';

export type Account = { number: string; label: string };

/** The chart of accounts of the journal (Plan comptable général). */
export const ACCOUNTS = {
  customers: { number: '411', label: 'Clients' },
  advances: { number: '4191', label: 'Clients - avances et acomptes reçus' },
  vatCollected: { number: '44571', label: 'TVA collectée' },
  bank: { number: '512', label: 'Banque - prestataire de paiement' },
} as const satisfies Record<string, Account>;

/** Revenue (706, services) per kind of sale. */
export const REVENUE_ACCOUNTS: Readonly<Record<SaleKind, Account>> = {
  cluster: { number: '706100', label: 'Prestations de services - clusters' },
  addon: { number: '706200', label: 'Prestations de services - modules complémentaires' },
  product: { number: '706300', label: 'Prestations de services - produits de la marketplace' },
  support: { number: '706400', label: 'Prestations de services - plans de support' },
  usage: { number: '706500', label: 'Prestations de services - consommation de fin de mois' },
  other: { number: '706000', label: 'Prestations de services' },
};

/**
 * A document as stored, with the parts of its money the credits balance moved (absent on
 * documents issued before the balance held money VAT included; see `settlements`).
 */
export type JournalDocument = InvoiceRecord & { balancePaid?: number; balanceCredited?: number };

/** One line of an entry: euro cents on one side, and the document's own amount when it is not in euros. */
export type JournalLine = {
  account: Account;
  /** The customer's auxiliary account (411 lines only). */
  auxiliary: { number: string; name: string } | null;
  debit: number;
  credit: number;
  /** The line in the document's currency, when that is not the euro (Montantdevise, Idevise). */
  foreign: { amount: number; currency: Currency } | null;
};

/** What an entry is booked against (PieceRef, PieceDate): a document, or a payback's ledger entry. */
export type JournalPiece = Pick<JournalDocument, 'number' | 'issuedAt'>;

/** One entry: balanced (Σ debit = Σ credit), dated, of one document (or one payback). */
export type JournalEntry = {
  /** The day it is booked, YYYY-MM-DD (UTC, as documents are dated and numbered). */
  date: string;
  kind: 'sale' | 'settlement';
  document: JournalPiece;
  label: string;
  lines: JournalLine[];
};

/** An entry with its number in the export. */
export type NumberedEntry = JournalEntry & { number: number };

const dayOf = (iso: string) => iso.slice(0, 10);
const RATE_SCALE = 1_000_000;

/**
 * Converts a document's minor units into euro cents: the document's currency back to US dollars
 * at the document's own rate, then into euros at `eurRate` (USD → EUR), one rounding per amount
 * (the project's divideRounded, half away from zero). A euro document is exact.
 */
export function euroConverter(
  document: Pick<InvoiceRecord, 'currency' | 'rate'>,
  eurRate: number | undefined,
): (amount: number) => number {
  if (document.currency === 'EUR') return (amount) => amount;
  if (eurRate === undefined) throw new Error(`a euro rate is needed for a ${document.currency} document`);
  const eur = Math.round(eurRate * RATE_SCALE);
  const own = Math.round((document.currency === 'USD' ? 1 : document.rate) * RATE_SCALE);
  return (amount) => divideRounded(amount * eur, own);
}

/** The customer's auxiliary account: the organization's billing ID (or its id) and its legal name on the document. */
function auxiliaryOf(document: JournalDocument): { number: string; name: string } {
  return { number: document.buyer.accountId || document.organizationId, name: document.buyer.legalName };
}

/** The document's amounts: base (lines less discounts), VAT, and what the customer owes (their sum). */
function amountsOf(document: JournalDocument) {
  const base = document.subtotal - document.discount;
  const tax = document.tax;
  return { base, tax, gross: base + tax };
}

/** The euro side of a line: a positive amount on `side`, a negative one on the other side. */
function line(
  account: Account,
  side: 'debit' | 'credit',
  euros: number,
  own: number,
  document: JournalDocument,
  auxiliary: JournalLine['auxiliary'] = null,
): JournalLine {
  const onSide = euros >= 0 ? side : side === 'debit' ? 'credit' : 'debit';
  const amount = Math.abs(euros);
  return {
    account,
    auxiliary,
    debit: onSide === 'debit' ? amount : 0,
    credit: onSide === 'credit' ? amount : 0,
    foreign: document.currency === 'EUR' ? null : { amount: Math.abs(own), currency: document.currency },
  };
}

const what = (document: JournalDocument) =>
  `${document.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${document.number}`;

/**
 * The document's own entry, dated its issue: 411 against revenue and VAT. Each amount is
 * converted on its own; the customer's line is their sum, so a rounding cent of a document in
 * another currency lands on 411 and the entry balances.
 */
export function saleEntry(document: JournalDocument, saleKind: SaleKind, eurRate?: number): JournalEntry {
  const euros = euroConverter(document, eurRate);
  const { base, tax, gross } = amountsOf(document);
  const baseEuros = euros(base);
  const taxEuros = euros(tax);
  const invoice = document.kind === 'invoice';
  const customerSide = invoice ? 'debit' : 'credit';
  const otherSide = invoice ? 'credit' : 'debit';
  const customer = line(ACCOUNTS.customers, customerSide, baseEuros + taxEuros, gross, document, auxiliaryOf(document));
  const sold = [line(REVENUE_ACCOUNTS[saleKind], otherSide, baseEuros, base, document)];
  // Reverse charge and sales outside the EU carry no VAT: no line for nothing.
  if (tax !== 0) sold.push(line(ACCOUNTS.vatCollected, otherSide, taxEuros, tax, document));
  // Debits first, as the worked example reads: an invoice's 411, a credit note's 706 and 44571.
  const lines = invoice ? [customer, ...sold] : [...sold, customer];
  return {
    date: dayOf(document.issuedAt),
    kind: 'sale',
    document,
    label: `${what(document)} — ${document.buyer.legalName}`,
    lines,
  };
}

/** Statuses of an invoice whose amount was paid (a refunded or credited one was paid first). */
const PAID = new Set<InvoiceRecord['paymentStatus']>(['paid', 'refunded', 'credited']);

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * How the document's money moved, dated when it did, each entry balanced: an invoice's part paid
 * by the credits balance (at issue) and the rest paid by its method (at issue, or on the
 * `collection.paidAt` of one collected later; nothing while it is due or failed); a credit
 * note's part credited to the balance and the rest refunded to the card, at issue.
 *
 * Documents issued before `balancePaid`/`balanceCredited` existed: an invoice was paid whole by
 * its method once paid; a `credited` credit note went whole to the balance, any other was refunded.
 *
 * In euros the parts share the customer's line of the sale entry exactly (the last part takes the
 * rounding), so a settled document leaves 411 at zero in any currency.
 */
export function settlementEntries(document: JournalDocument, eurRate?: number): JournalEntry[] {
  const parts = settlementParts(document);
  if (parts.length === 0) return [];
  const euros = euroConverter(document, eurRate);
  const { base, tax, gross } = amountsOf(document);
  const grossEuros = euros(base) + euros(tax);
  // The parts share the customer's euros: each converted, the last one of a settled document taking the rest.
  const settled = parts.reduce((sum, part) => sum + part.amount, 0) === gross;
  let left = grossEuros;
  const converted = parts.map((part, index) => {
    const last = settled && index === parts.length - 1;
    const partEuros = last ? left : euros(part.amount);
    left -= partEuros;
    return { ...part, euros: partEuros };
  });
  const customer = auxiliaryOf(document);
  const dates = [...new Set(converted.map((part) => part.date))].sort();
  return dates.map((date) => {
    const here = converted.filter((part) => part.date === date);
    const lines = here.flatMap((part) =>
      document.kind === 'invoice'
        ? [
            line(part.account, 'debit', part.euros, part.amount, document),
            line(ACCOUNTS.customers, 'credit', part.euros, part.amount, document, customer),
          ]
        : [
            line(ACCOUNTS.customers, 'debit', part.euros, part.amount, document, customer),
            line(part.account, 'credit', part.euros, part.amount, document),
          ],
    );
    return {
      date,
      kind: 'settlement' as const,
      document,
      label: settlementLabel(
        document,
        here.map((part) => part.account),
      ),
      lines,
    };
  });
}

/** The days the document's money moved (its settlement entries' dates). */
export function settlementDays(document: JournalDocument): string[] {
  return [...new Set(settlementParts(document).map((part) => part.date))];
}

/** The parts of a document's money, in its own minor units: the balance's part first, then the card's. */
function settlementParts(document: JournalDocument): { date: string; account: Account; amount: number }[] {
  const { gross } = amountsOf(document);
  const issued = dayOf(document.issuedAt);
  const parts: { date: string; account: Account; amount: number }[] = [];
  if (document.kind === 'invoice') {
    const balance = clamp(document.balancePaid ?? 0, gross);
    const rest = PAID.has(document.paymentStatus) ? gross - balance : 0;
    if (balance !== 0) parts.push({ date: issued, account: ACCOUNTS.advances, amount: balance });
    if (rest !== 0)
      parts.push({
        date: dayOf(document.collection?.paidAt ?? document.issuedAt),
        account: ACCOUNTS.bank,
        amount: rest,
      });
  } else {
    const credited = clamp(document.balanceCredited ?? (document.paymentStatus === 'credited' ? gross : 0), gross);
    if (credited !== 0) parts.push({ date: issued, account: ACCOUNTS.advances, amount: credited });
    if (gross - credited !== 0) parts.push({ date: issued, account: ACCOUNTS.bank, amount: gross - credited });
  }
  return parts;
}

function settlementLabel(document: JournalDocument, accounts: Account[]): string {
  const balance = accounts.includes(ACCOUNTS.advances);
  const bank = accounts.includes(ACCOUNTS.bank);
  const buyer = document.buyer.legalName;
  if (document.kind === 'invoice') {
    if (balance && bank) return `Payment of invoice ${document.number}, part from the credits balance — ${buyer}`;
    if (balance) return `Invoice ${document.number} paid from the credits balance — ${buyer}`;
    return `Payment of invoice ${document.number} — ${buyer}`;
  }
  if (balance && bank) return `Credit note ${document.number} to the credits balance and refunded — ${buyer}`;
  if (balance) return `Credit note ${document.number} to the credits balance — ${buyer}`;
  return `Refund of credit note ${document.number} — ${buyer}`;
}

/** A payback of a credits balance as the journal reads it, with the buyer's legal name. */
export type JournalPayback = {
  id: string;
  createdAt: string;
  /** Negative: paid back; positive: refused, back in the balance (minor units of `currency`). */
  amount: number;
  amountUsdCents: number;
  currency: Currency;
  description: string;
  buyer: string;
};

/**
 * A payback's own entry, on the day it was written: the balance held for the customer (4191)
 * goes to the bank (512), or comes back from it when the card refused it. In euros: exact for a
 * euro balance, otherwise its US cents at `eurRate`.
 */
export function paybackEntry(payback: JournalPayback, eurRate?: number): JournalEntry {
  const own = Math.abs(payback.amount);
  let euros = own;
  if (payback.currency !== 'EUR') {
    if (eurRate === undefined) throw new Error(`a euro rate is needed for a ${payback.currency} payback`);
    euros = divideRounded(Math.abs(payback.amountUsdCents) * Math.round(eurRate * RATE_SCALE), RATE_SCALE);
  }
  const foreign = payback.currency === 'EUR' ? null : { amount: own, currency: payback.currency };
  const side = (account: Account, debit: boolean): JournalLine => ({
    account,
    auxiliary: null,
    debit: debit ? euros : 0,
    credit: debit ? 0 : euros,
    foreign,
  });
  const out = payback.amount < 0;
  return {
    date: dayOf(payback.createdAt),
    kind: 'settlement',
    document: { number: payback.id, issuedAt: payback.createdAt },
    label: `Credits balance: ${payback.description} — ${payback.buyer}`,
    lines: [side(out ? ACCOUNTS.advances : ACCOUNTS.bank, true), side(out ? ACCOUNTS.bank : ACCOUNTS.advances, false)],
  };
}

/**
 * Entries in the order the journal keeps them, numbered 1, 2, 3… without a gap: by date, then
 * by document (issue time, number), a document's own entry before its settlements.
 */
export function numberEntries(entries: readonly JournalEntry[]): NumberedEntry[] {
  const sorted = [...entries].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.document.issuedAt.localeCompare(b.document.issuedAt) ||
      a.document.number.localeCompare(b.document.number) ||
      (a.kind === b.kind ? 0 : a.kind === 'sale' ? -1 : 1),
  );
  return sorted.map((entry, index) => ({ ...entry, number: index + 1 }));
}

/** The entries of documents issued or settled, and of paybacks, between `from` and `to` (YYYY-MM-DD, both included). */
export function journalEntries(
  documents: readonly { document: JournalDocument; saleKind: SaleKind | null }[],
  period: { from: string; to: string },
  eurRate?: number,
  paybacks: readonly JournalPayback[] = [],
): NumberedEntry[] {
  const within = (date: string) => date >= period.from && date <= period.to;
  const entries: JournalEntry[] = [];
  for (const { document, saleKind } of documents) {
    if (saleKind !== null && within(dayOf(document.issuedAt))) entries.push(saleEntry(document, saleKind, eurRate));
    entries.push(...settlementEntries(document, eurRate).filter((entry) => within(entry.date)));
  }
  for (const payback of paybacks) {
    if (within(dayOf(payback.createdAt)) && payback.amount !== 0) entries.push(paybackEntry(payback, eurRate));
  }
  return numberEntries(entries);
}

// The file itself: text fields without the separator or line breaks, dates YYYYMMDD, amounts
// with a decimal comma (FEC) or point (CSV) and no thousands separator.
const fecDate = (day: string) => day.replaceAll('-', '');
const text = (value: string) => value.replace(/[|\r\n\t]+/g, ' ').trim();
const amount = (cents: number, decimal: ',' | '.') => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
};

/** The rows of the export (without the header): one per line, the 18 columns in order. */
export function journalRows(entries: readonly NumberedEntry[], validDate: string, decimal: ',' | '.'): string[][] {
  return entries.flatMap((entry) =>
    entry.lines.map((l) => [
      JOURNAL.code,
      JOURNAL.label,
      String(entry.number),
      fecDate(entry.date),
      l.account.number,
      text(l.account.label),
      l.auxiliary ? text(l.auxiliary.number) : '',
      l.auxiliary ? text(l.auxiliary.name) : '',
      text(entry.document.number),
      fecDate(dayOf(entry.document.issuedAt)),
      text(entry.label),
      amount(l.debit, decimal),
      amount(l.credit, decimal),
      '',
      '',
      fecDate(validDate),
      l.foreign ? amount(l.foreign.amount, decimal) : '',
      l.foreign ? l.foreign.currency : '',
    ]),
  );
}

/** The FEC text: the header line, then one `|`-separated line per journal line, CRLF-ended. */
export function fecText(entries: readonly NumberedEntry[], validDate: string): string {
  return [FEC_COLUMNS.join('|'), ...journalRows(entries, validDate, ',').map((row) => row.join('|'))]
    .map((row) => `${row}\r\n`)
    .join('');
}

/** The same rows as CSV for a spreadsheet: commas, quoted where needed, decimal points. */
export function fecCsv(entries: readonly NumberedEntry[], validDate: string): string {
  return toCsv([[...FEC_COLUMNS], ...journalRows(entries, validDate, '.')]);
}

/** The file name the law asks for: `<SIREN>FEC<YYYYMMDD of the period's end>`. */
export function fecFileName(siren: string, periodEnd: string, extension: 'txt' | 'csv'): string {
  return `${siren}FEC${fecDate(periodEnd)}.${extension}`;
}
