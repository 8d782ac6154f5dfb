import { afterEach, describe, expect, it } from 'vitest';
import type { Statement, StatementEntry } from '../../src/shared/billing/statement.schemas.ts';
import { withLocale } from '../../src/server/i18n/request-locale.ts';
import type { InvoiceRecord } from '../../src/shared/invoices/invoices.schemas.ts';
import { billingWorld, finishOperation } from '../support/billing-walk-world.ts';
import { BACKENDS } from '../support/storage.ts';
import { subscribedCluster, walkPools } from '../support/subscribed-cluster.ts';

// The statement of account over a customer's month, as the worked example of
// /documentation/how-billing-works walks it: a cluster ordered by card, raised (a change invoice, by
// card), lowered (a credit note to the credits balance), raised again (paid from the balance).
// Every document is on the statement, the position after each entry is what the documents leave
// owed against what the ledger holds, the closing balance is the ledger's, and the books add up:
// Σ invoices − Σ credit notes = collected − refunded + due − balance, collected read from the
// payment provider's own charges. Both backends.

const ORDERED = Date.parse('2027-03-10T09:00:00.000Z');

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});

/** What the provider collected and what it gave back (every charge of the test's own store). */
async function providerMoney(w: World): Promise<{ collected: number; refunded: number }> {
  const { charges } = await w.commerce.provider.listSucceededCharges({
    from: '2000-01-01T00:00:00.000Z',
    to: '2100-01-01T00:00:00.000Z',
    limit: 100,
  });
  return {
    collected: charges.reduce((sum, charge) => sum + charge.amount, 0),
    refunded: charges.filter((charge) => charge.refunded).reduce((sum, charge) => sum + charge.amount, 0),
  };
}

/**
 * What is owed after each entry, from the documents alone: each invoice's total once it is
 * issued, less its part paid from the balance once that entry is passed, less its method's part
 * once paid; a credit note's total is owed to the customer until credited to the balance or refunded.
 */
function dueAfterEach(
  entries: readonly StatementEntry[],
  documents: ReadonlyMap<string, InvoiceRecord>,
  opening: number,
): number[] {
  let due = opening;
  return entries.map((entry) => {
    const document = entry.documentId ? documents.get(entry.documentId) : undefined;
    if (!document) throw new Error(`entry ${entry.kind} names no document`);
    if (entry.kind === 'invoice') due += document.total;
    if (entry.kind === 'credit_note') due -= document.total;
    if (entry.kind === 'balance_paid') due -= document.balancePaid ?? 0;
    if (entry.kind === 'payment') due -= document.total - (document.balancePaid ?? 0);
    if (entry.kind === 'balance_credited') due += document.balanceCredited ?? 0;
    if (entry.kind === 'refund') due += document.total - (document.balanceCredited ?? 0);
    return due;
  });
}

const sum = (entries: readonly StatementEntry[], kind: StatementEntry['kind']) =>
  entries.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0);

describe.each(BACKENDS)('the statement of account (%s)', (_name, backend) => {
  it('lists every document and movement of a month with a running balance that reconciles', async () => {
    const clock = { now: ORDERED };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user, clusterId } = await subscribedCluster(w, clock, 'EUR');
    // Raise 3 → 5 on the 12th (card), lower 5 → 3 on the 15th (credit note to the balance), raise 3 → 4 on the 20th (paid from the balance).
    for (const step of [
      { day: '2027-03-12', nodes: 5 },
      { day: '2027-03-15', nodes: 3 },
      { day: '2027-03-20', nodes: 4 },
    ]) {
      clock.now = Date.parse(`${step.day}T10:00:00.000Z`);
      await w.clusters.update(user, clusterId, walkPools(step.nodes));
      await finishOperation(w.repositories, clusterId, clock.now + 60_000);
    }

    const documents = await w.repositories.invoices.listSince(organization.id, '');
    const invoices = documents.filter((d) => d.kind === 'invoice');
    const notes = documents.filter((d) => d.kind === 'credit_note');
    expect(invoices).toHaveLength(3);
    expect(notes).toHaveLength(1);
    const [ordered, raised, raisedAgain] = invoices;
    const [lowered] = notes;
    // The walk is the worked example's: the order and the first raise by card, the note to the balance, the last raise from it.
    expect(ordered?.balancePaid ?? 0).toBe(0);
    expect(raised?.balancePaid ?? 0).toBe(0);
    expect(lowered?.balanceCredited).toBe(lowered?.total);
    expect(raisedAgain?.balancePaid).toBe(raisedAgain?.total);

    const statement: Statement = await w.billing.statement.statement(organization.id, {
      from: '2027-03-01',
      to: '2027-03-31',
    });
    expect(statement).toMatchObject({
      currency: 'EUR',
      from: '2027-03-01',
      to: '2027-03-31',
      opening: { balance: 0, creditsBalance: 0, due: 0 },
    });
    const { entries, closing } = statement;

    // Every document, once, as itself; then its money, each at its document's moment or after.
    for (const document of documents) {
      expect(entries.filter((e) => e.documentId === document.id && e.kind === document.kind)).toHaveLength(1);
    }
    expect(entries.map((e) => [e.kind, e.number])).toEqual([
      ['invoice', ordered?.number],
      ['payment', ordered?.number],
      ['invoice', raised?.number],
      ['payment', raised?.number],
      ['credit_note', lowered?.number],
      ['balance_credited', lowered?.number],
      ['invoice', raisedAgain?.number],
      ['balance_paid', raisedAgain?.number],
    ]);
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // After each entry: the position is what the ledger holds less what the documents leave owed,
    // and after the last entry of each moment the credits balance is the ledger's sum up to then.
    const byId = new Map(documents.map((d) => [d.id, d]));
    const dues = dueAfterEach(entries, byId, statement.opening.due);
    const ledger = await w.repositories.credits.list(organization.id);
    entries.forEach((entry, k) => {
      expect(entry.balance, `${entry.kind} ${entry.number}`).toBe(entry.creditsBalance - (dues[k] ?? NaN));
      if (entries[k + 1]?.at === entry.at) return;
      const held = ledger
        .filter((e) => e.countsInBalance && Date.parse(e.createdAt) <= Date.parse(entry.at))
        .reduce((total, e) => total + (e.amount ?? 0), 0);
      expect(entry.creditsBalance, `${entry.kind} ${entry.number}`).toBe(held);
    });
    // A document moves the position by its total; the balance's movements move the credits balance only.
    expect(entries.find((e) => e.kind === 'credit_note')?.amount).toBe(lowered?.total);
    expect(entries.find((e) => e.kind === 'balance_credited')).toMatchObject({ amount: lowered?.total });
    expect(entries.find((e) => e.kind === 'balance_paid')).toMatchObject({ amount: -(raisedAgain?.total ?? 0) });

    // The closing: the ledger's balance, nothing due, and the position is the balance held.
    expect(closing.creditsBalance).toBe(await w.repositories.credits.balance(organization.id));
    expect(closing.creditsBalance).toBe((lowered?.total ?? 0) - (raisedAgain?.total ?? 0));
    const unpaid = invoices
      .filter((i) => i.paymentStatus === 'due' || i.paymentStatus === 'failed')
      .reduce((total, i) => total + (i.amountDue ?? i.total), 0);
    expect(closing.due).toBe(unpaid);
    expect(closing.balance).toBe(closing.creditsBalance - closing.due);
    expect(entries.at(-1)).toMatchObject({ balance: closing.balance, creditsBalance: closing.creditsBalance });

    // Σ invoices − Σ credit notes = collected − refunded + due − balance: the statement's payments
    // and refunds are what the provider collected and gave back.
    const { collected, refunded } = await providerMoney(w);
    expect(sum(entries, 'payment')).toBe(collected);
    expect(sum(entries, 'refund') + refunded).toBe(0);
    const invoiced = invoices.reduce((total, i) => total + i.total, 0);
    const credited = notes.reduce((total, n) => total + n.total, 0);
    expect(invoiced - credited).toBe(collected - refunded + closing.due - closing.creditsBalance);

    // A later period opens where this one closed; one that ends before the lowering closes before it.
    const april = await w.billing.statement.statement(organization.id, { from: '2027-04-01', to: '2027-04-30' });
    expect(april).toMatchObject({ opening: closing, entries: [], closing });
    const lowering = entries.findIndex((e) => e.kind === 'credit_note');
    const early = await w.billing.statement.statement(organization.id, { from: '2027-03-01', to: '2027-03-14' });
    expect(early.entries).toEqual(entries.slice(0, lowering));
    const late = await w.billing.statement.statement(organization.id, { from: '2027-03-15', to: '2027-03-31' });
    expect(late.opening).toEqual(early.closing);
    expect(late.entries).toEqual(entries.slice(lowering));
    expect(late.closing).toEqual(closing);

    // Said in the reader's language, the amounts unchanged.
    const french = await withLocale('fr', () =>
      w.billing.statement.statement(organization.id, { from: '2027-03-01', to: '2027-03-31' }),
    );
    expect(french.entries.map((e) => e.amount)).toEqual(entries.map((e) => e.amount));
    expect(entries.find((e) => e.kind === 'invoice')?.description).toMatch(new RegExp(`^Invoice ${ordered?.number}`));
    expect(french.entries.find((e) => e.kind === 'invoice')?.description).toMatch(
      new RegExp(`^Facture ${ordered?.number}`),
    );
    expect(french.entries.find((e) => e.kind === 'payment')?.description).toMatch(/^Paiement de la facture/);
  });
});
