import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { withLocale } from '../../src/server/i18n/request-locale.ts';
import type { MailMessage } from '../../src/shared/mail/mail.schemas.ts';
import type { JobRecord } from '../../src/shared/jobs/jobs.schemas.ts';
import type { TestPaymentProvider } from '../../src/server/payments/test-provider.ts';
import { addTestCard, organizationWithOwner } from '../support/billing-fixtures.ts';
import { billingWorld, finishOperation } from '../support/billing-walk-world.ts';
import { pdfAttachment, pdfText } from '../support/pdf-reader.ts';
import { BACKENDS } from '../support/storage.ts';
import { subscribedCluster, walkPools } from '../support/subscribed-cluster.ts';

// Documents that say what they are, through the services on a test clock: a cluster raised then
// lowered gets a change invoice that says what changed, and a credit note that says why and
// refers to the change invoice it takes back (and the period's invoice); the credit note is
// e-mailed to every member in their language with its PDF, which says the same.

const ORDERED = Date.parse('2027-03-10T09:00:00.000Z');
const RAISED = Date.parse('2027-03-15T10:00:00.000Z');
const LOWERED = Date.parse('2027-03-19T10:00:00.000Z');

type World = Awaited<ReturnType<typeof billingWorld>>;
const worlds: World[] = [];
afterEach(async () => {
  await Promise.all(worlds.splice(0).map((w) => w.close()));
});
const dir = mkdtempSync(join(tmpdir(), 'document-causes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The text of an e-mail's attached PDF, its white space made one space. */
function attachedText(mail: MailMessage | undefined, filename: string): { text: string; xml: string } {
  const attachment = mail?.attachments?.find((a) => a.filename === filename);
  if (!attachment) throw new Error(`no ${filename} attached to "${mail?.subject}"`);
  const file = join(dir, `${Math.random().toString(36).slice(2)}-${filename}`);
  writeFileSync(file, Buffer.from(attachment.contentBase64, 'base64'));
  return { text: pdfText(file).replace(/\s+/g, ' '), xml: pdfAttachment(file, 'factur-x.xml') };
}

describe.each(BACKENDS)('documents that say what they are (%s)', (_name, backend) => {
  it('a change invoice says what changed; the credit note of the lowering says why, refers to it, and is e-mailed with its PDF', async () => {
    const clock = { now: ORDERED };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user, order, clusterId } = await subscribedCluster(w, clock, 'EUR');
    // A second member, who reads French.
    const amelie = await withLocale('fr', () =>
      w.repositories.users.create({
        username: `amelie${clusterId.slice(0, 6)}`,
        email: `amelie-${clusterId.slice(0, 6)}@example.eu`,
        name: 'Amélie',
        role: 'user',
        orgRole: 'member',
        organizationId: organization.id,
        emailVerified: true,
        officersAccess: false,
        passwordHash: 'x',
      }),
    );
    await w.outbox(clock.now);

    clock.now = RAISED;
    await w.clusters.update(user, clusterId, walkPools(5));
    await finishOperation(w.repositories, clusterId, clock.now + 60_000);
    clock.now = LOWERED;
    await w.clusters.update(user, clusterId, walkPools(3));
    await finishOperation(w.repositories, clusterId, clock.now + 60_000);

    const subscription = await w.repositories.clusterSubscriptions.findAny(clusterId);
    const invoices = await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 });
    const orderInvoice = invoices.find((i) => i.id === order.invoiceId);
    const change = invoices.find((i) => i.id.startsWith('change-'));
    expect(orderInvoice?.cause).toEqual({ kind: 'order', orderNumber: order.number });
    expect(change?.cause).toEqual({
      kind: 'change',
      cluster: 'walk',
      from: { nodes: 3, haControlPlane: false, addonIds: [] },
      to: { nodes: 5, haControlPlane: false, addonIds: [] },
      periodStart: new Date(RAISED).toISOString(),
      periodEnd: subscription?.periodEnd,
    });

    const [note, ...others] = await w.repositories.invoices.list(
      organization.id,
      { kind: 'credit_note' },
      { limit: 10 },
    );
    expect(others).toEqual([]);
    expect(note?.cause).toEqual({
      kind: 'cluster_lowered',
      cluster: 'walk',
      from: { nodes: 5, haControlPlane: false, addonIds: [] },
      to: { nodes: 3, haControlPlane: false, addonIds: [] },
    });
    // Every invoice that billed the period, the change it takes back first (also the one older readers see).
    const reference = (i: typeof change) => ({ id: i?.id, number: i?.number, issuedAt: i?.issuedAt });
    expect(note?.correctedInvoices).toEqual([reference(change), reference(orderInvoice)]);
    expect(note?.correctedInvoice).toEqual(reference(change));

    // The credit note's e-mail, to each member in their language, its PDF attached.
    const mails = await w.outbox(clock.now);
    const toAda = mails.find(
      (mail) => mail.to === user.email && mail.subject.startsWith(`Credit note ${note?.number}`),
    );
    expect(toAda?.subject).toBe(`Credit note ${note?.number}: Cluster walk lowered: 5 → 3 nodes`);
    expect(toAda?.text).toContain('added to your credits balance');
    const english = attachedText(toAda, `${note?.number}.pdf`);
    expect(english.text).toContain(`Credit note ${note?.number}`);
    expect(english.text).toContain('Cluster walk lowered: 5 → 3 nodes');
    expect(english.text).toContain(
      `Corrects invoices ${change?.number} of 15 Mar 2027 and ${orderInvoice?.number} of 10 Mar 2027`,
    );
    // In its XML: the change as the invoice it corrects (BG-3), the order's as a supporting document (BG-24).
    const ids = (element: string) =>
      [
        ...english.xml.matchAll(
          new RegExp(`<ram:${element}>\\s*<ram:IssuerAssignedID>([^<]+)</ram:IssuerAssignedID>`, 'g'),
        ),
      ].map((match) => match[1]);
    expect(ids('InvoiceReferencedDocument')).toEqual([change?.number]);
    expect(ids('AdditionalReferencedDocument')).toEqual([orderInvoice?.number]);

    const toAmelie = mails.find((mail) => mail.to === amelie.email && mail.subject.startsWith(`Avoir ${note?.number}`));
    expect(toAmelie?.subject).toBe(`Avoir ${note?.number}\u00a0: Cluster walk réduit\u00a0: 5 → 3 nœuds`);
    const french = attachedText(toAmelie, `${note?.number}.pdf`);
    expect(french.text).toContain(`Avoir ${note?.number}`);
    expect(french.text).toContain('Cluster walk réduit : 5 → 3 nœuds');
    expect(french.text).toContain(
      `Rectifie les factures ${change?.number} du 15 mars 2027 et ${orderInvoice?.number} du 10 mars 2027`,
    );

    // The change invoice's e-mail says what changed too, for the days it charges.
    const paid = mails.find((mail) => mail.to === user.email && mail.subject.startsWith(`Invoice ${change?.number}`));
    expect(paid?.subject).toBe(
      `Invoice ${change?.number} paid: Change of cluster walk: 3 → 5 nodes, 15 Mar – 9 Apr 2027`,
    );
    expect(attachedText(paid, `${change?.number}.pdf`).text).toContain(
      'Change of cluster walk: 3 → 5 nodes, 15 Mar – 9 Apr 2027',
    );
    expect(
      mails.find((mail) => mail.to === amelie.email && mail.subject.startsWith(`Facture ${change?.number}`))?.subject,
    ).toBe(
      `Facture ${change?.number} payée\u00a0: Modification du cluster walk\u00a0: 3 → 5 nœuds, 15 mars – 9 avr. 2027`,
    );
  }, 120_000);

  it('the credit note of a deleted cluster refers to every invoice of its period and says so', async () => {
    const clock = { now: ORDERED };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user, order, clusterId } = await subscribedCluster(w, clock, 'EUR');
    clock.now = RAISED;
    await w.clusters.update(user, clusterId, walkPools(4));
    await finishOperation(w.repositories, clusterId, clock.now + 60_000);
    await w.outbox(clock.now);
    clock.now = LOWERED;
    await w.clusters.remove(user, clusterId, 'walk');

    const change = (await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 })).find((i) =>
      i.id.startsWith('change-'),
    );
    const [note] = await w.repositories.invoices.list(organization.id, { kind: 'credit_note' }, { limit: 10 });
    expect(note?.cause).toEqual({ kind: 'cluster_deleted', cluster: 'walk' });
    expect(note?.correctedInvoices?.map((i) => i.id)).toEqual([change?.id, order.invoiceId]);
    const mail = (await w.outbox(clock.now)).find((m) => m.to === user.email && m.subject.startsWith('Credit note'));
    expect(mail?.subject).toBe(`Credit note ${note?.number}: Cluster walk deleted`);
    expect(attachedText(mail, `${note?.number}.pdf`).text).toContain(`Cluster walk deleted`);
  }, 120_000);

  it('the credit note of a refunded order says so, and goes to the buyer with the order’s e-mail', async () => {
    const clock = { now: ORDERED };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user, order } = await subscribedCluster(w, clock, 'EUR');
    await w.outbox(clock.now);
    // As its fulfilment does when the order cannot be delivered (only the documents matter here).
    await w.commerce.checkout.refundFailed(order.id, { key: 'undeliverable' });
    const [note] = await w.repositories.invoices.list(organization.id, { kind: 'credit_note' }, { limit: 10 });
    expect(note?.cause).toEqual({ kind: 'order_refund', orderNumber: order.number });
    expect(note?.correctedInvoices?.map((i) => i.id)).toEqual([order.invoiceId]);
    const mail = (await w.outbox(clock.now)).find(
      (m) => m.to === user.email && m.attachments?.some((a) => a.filename === `${note?.number}.pdf`),
    );
    expect(attachedText(mail, `${note?.number}.pdf`).text).toContain(`Refund of order ${order.number}`);
  }, 120_000);

  it('a renewal says what it renews and for which days, on the document and in its e-mail', async () => {
    const clock = { now: ORDERED };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user, clusterId } = await subscribedCluster(w, clock, 'EUR');
    await w.outbox(clock.now);
    const before = await w.repositories.clusterSubscriptions.findAny(clusterId);
    clock.now = Date.parse(before?.periodEnd ?? '') + 60_000;
    await w.billing.clusterRenewals.renewDue();
    const renewal = (await w.repositories.invoices.list(organization.id, { kind: 'invoice' }, { limit: 10 })).find(
      (i) => i.id.startsWith('renewal-'),
    );
    const after = await w.repositories.clusterSubscriptions.findAny(clusterId);
    expect(renewal?.cause).toEqual({
      kind: 'renewal',
      subject: { kind: 'cluster', name: 'walk' },
      periodStart: after?.periodStart,
      periodEnd: after?.periodEnd,
    });
    const mail = (await w.outbox(clock.now)).find(
      (m) => m.to === user.email && m.subject.startsWith(`Invoice ${renewal?.number}`),
    );
    expect(mail?.subject).toBe(`Invoice ${renewal?.number}: Renewal of cluster walk, 10 Apr – 9 May 2027`);
    expect(attachedText(mail, `${renewal?.number}.pdf`).text).toContain('Renewal of cluster walk, 10 Apr – 9 May 2027');
  }, 120_000);

  it('the credit note of a cancelled support plan says so and is e-mailed too', async () => {
    const clock = { now: ORDERED };
    const w = await billingWorld(await backend(), clock);
    worlds.push(w);
    const { organization, user } = await organizationWithOwner(w.repositories);
    const card = await addTestCard(
      w.repositories,
      w.commerce.provider as unknown as TestPaymentProvider,
      organization.id,
      user.id,
      '4242424242424242',
    );
    const buy = async (planId: string) => {
      const order = await w.commerce.orders.create(user, {
        kind: 'support',
        support: { planId },
        currency: 'EUR',
        billingCycle: 'monthly',
        promoCode: undefined,
      });
      await w.commerce.checkout.pay(user, order.id, order.total === 0 ? {} : { paymentMethodId: card.id });
      await w.commerce.fulfilment.jobHandler()({ orderId: order.id }, { attempts: 1, maxAttempts: 8 } as JobRecord);
      return (await w.repositories.orders.findAny(order.id)) ?? order;
    };
    const business = await buy('business');
    await w.outbox(clock.now);
    clock.now = LOWERED;
    await buy('pay-as-you-go');
    const [note] = await w.repositories.invoices.list(organization.id, { kind: 'credit_note' }, { limit: 10 });
    expect(note?.cause).toEqual({ kind: 'support_cancelled', plan: 'Business' });
    expect(note?.correctedInvoices?.map((i) => i.id)).toEqual([business.invoiceId]);
    const mail = (await w.outbox(clock.now)).find((m) => m.to === user.email && m.subject.startsWith('Credit note'));
    expect(mail?.subject).toBe(`Credit note ${note?.number}: Business support plan cancelled`);
    expect(attachedText(mail, `${note?.number}.pdf`).text).toContain('Business support plan cancelled');
  }, 120_000);
});
