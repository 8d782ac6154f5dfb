import { inLanguageOf } from '../mail/mail-language.ts';
import { m } from '../../shared/i18n/messages.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import type { InvoiceRecord } from '../../shared/invoices/invoices.schemas.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { compose } from '../mail/templates.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { NotificationType } from '../../shared/notifications/notifications.schemas.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import type { Repositories } from '../store/repositories.ts';
import { budgetEvent, invoiceEvent, invoiceEvents } from '../webhooks/domain-events.ts';
import type { BudgetThresholdData } from '../webhooks/webhook-payloads.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import { formatMinorUnits } from '../../shared/money.ts';
import { causeText } from '../../shared/document-cause.ts';
import { inEachLanguage } from '../notifications/said-in-each-language.ts';

/** The job that e-mails an organization about one of its invoices or credit notes. */
export const BILLING_EMAIL_JOB = 'billing.email';

/** `credited`: a credit note was issued (its amount to the credits balance, or refunded). */
export type BillingEvent = 'issued' | 'renewed' | 'paid' | 'collection_failed' | 'orders_suspended' | 'credited';
type EmailPayload = { invoiceId: string; event: BillingEvent };

/** What a notice says of a document: its number and total, and its cause when it has one. */
type Told = { number: string; total: string; refunded: boolean };

const NOTICE: Record<BillingEvent, { type: NotificationType; text: (told: Told) => string }> = {
  issued: { type: 'info', text: ({ number, total }) => m.mail_invoice_issued_text({ number, total }) },
  renewed: { type: 'info', text: ({ number, total }) => m.mail_invoice_renewed_text({ number, total }) },
  paid: { type: 'success', text: ({ number, total }) => m.mail_invoice_paid_text({ number, total }) },
  collection_failed: { type: 'warning', text: ({ number, total }) => m.mail_invoice_failed_text({ number, total }) },
  orders_suspended: { type: 'error', text: ({ number, total }) => m.mail_invoice_suspended_text({ number, total }) },
  credited: {
    type: 'info',
    text: ({ number, total, refunded }) =>
      refunded
        ? m.mail_credit_note_refunded_text({ number, total })
        : m.mail_credit_note_credited_text({ number, total }),
  },
};

/** A document as a notice tells it, in the language being written. */
const told = (invoice: InvoiceRecord, event: BillingEvent): Told => ({
  number: invoice.number,
  // A failed collection tells what it could not collect: the part the credits balance did not pay.
  total: formatMinorUnits(
    event === 'collection_failed' || event === 'orders_suspended'
      ? invoice.total - (invoice.balancePaid ?? 0)
      : invoice.total,
    invoice.currency,
  ),
  refunded: invoice.paymentStatus === 'refunded',
});

/** What the credits balance paid of a document (or was credited), when it shared it with a payment method. */
function balanceShare(invoice: InvoiceRecord): string | null {
  const money = (minor: number) => formatMinorUnits(minor, invoice.currency);
  const paid = invoice.kind === 'invoice' ? (invoice.balancePaid ?? 0) : (invoice.balanceCredited ?? 0);
  if (paid <= 0 || paid >= invoice.total) return null;
  const rest = money(invoice.total - paid);
  return invoice.kind === 'invoice'
    ? m.mail_document_balance_paid({ amount: money(paid), rest })
    : m.mail_document_balance_credited({ amount: money(paid), rest });
}

/** A notice's words, followed by the balance's share and the document's cause when it has them. */
function noticeText(event: BillingEvent, invoice: InvoiceRecord): string {
  const share = event === 'collection_failed' || event === 'orders_suspended' ? null : balanceShare(invoice);
  const text = [NOTICE[event].text(told(invoice, event)), share].filter(Boolean).join(' ');
  return invoice.cause ? `${text} ${m.mail_document_cause({ cause: causeText(invoice.cause) })}` : text;
}

/** An e-mail's subject: the document and, when it has one, its cause. */
function subjectOf(event: BillingEvent, invoice: InvoiceRecord): string {
  const { number } = invoice;
  const cause = invoice.cause ? causeText(invoice.cause) : null;
  switch (event) {
    case 'issued':
      return cause
        ? m.mail_invoice_cause_subject({ number, cause })
        : m.mail_invoice_issued_subject({ number, period: invoice.usagePeriod ?? '' });
    case 'renewed':
      return cause ? m.mail_invoice_cause_subject({ number, cause }) : m.mail_invoice_renewed_subject({ number });
    case 'paid':
      return cause ? m.mail_invoice_paid_cause_subject({ number, cause }) : m.mail_invoice_paid_subject({ number });
    case 'collection_failed':
      return m.mail_invoice_failed_subject({ number });
    case 'orders_suspended':
      return m.mail_invoice_suspended_subject({ number });
    case 'credited':
      return cause ? m.mail_credit_note_cause_subject({ number, cause }) : m.mail_credit_note_subject({ number });
  }
}

/** The events whose e-mail attaches the document's PDF. */
const ATTACHES_PDF = new Set<BillingEvent>(['issued', 'renewed', 'paid', 'credited']);

/** Notifications written per transaction, at most. */
const NOTIFY_BATCH = 500;

/** The events that add an invoice to the officers' failed-payments queue, change it there, or take it out. */
const CHANGES_PAYMENTS_QUEUE = new Set<BillingEvent>(['paid', 'collection_failed', 'orders_suspended']);

type Deps = {
  notifications: NotificationService;
  mailer: OutgoingMail;
  repositories: Repositories;
  publicOrigin: string;
  /** Tells the members' open consoles that their billing reads changed (`{ type: 'billing' }` over /ws). */
  realtime?: RealtimeChannel;
  /** The officers' failed-payments queue changes when a collection fails or an invoice is paid. */
  officers?: Pick<OfficerFeed, 'changed'>;
  /** Queues `invoice.*` and `budget.threshold` webhook events. */
  webhooks?: WebhookEmitter;
};

/**
 * Tells an organization's members about usage invoices and budgets: a notification each, and an
 * e-mail queued as a job (the invoice PDF is rendered there, not in the monthly run).
 */
export class BillingNotices {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Call inside the transaction that made the change: the e-mail goes if and only if it commits. */
  async invoiceEvent(tx: Repositories, invoice: InvoiceRecord, event: BillingEvent): Promise<void> {
    await tx.jobs.enqueue({
      kind: BILLING_EMAIL_JOB,
      payload: { invoiceId: invoice.id, event } satisfies EmailPayload,
    });
    await invoiceEvent(this.#deps.webhooks, tx, invoice, event);
    tx.afterCommit(() => this.#notifyAll(invoice.organizationId, NOTICE[event].type, () => noticeText(event, invoice)));
    const officers = this.#deps.officers;
    if (officers && CHANGES_PAYMENTS_QUEUE.has(event)) tx.afterCommit(() => officers.changed('payments'));
  }

  /**
   * `invoiceEvent` for a batch of invoices in one transaction: the e-mail jobs in one write, the
   * webhook endpoints in one read, and after the commit the members of every organization read
   * at once and notified with a bounded number of writes in flight.
   */
  async invoiceEvents(tx: Repositories, invoices: readonly InvoiceRecord[], event: BillingEvent): Promise<void> {
    if (invoices.length === 0) return;
    await tx.jobs.enqueueMany(
      invoices.map((invoice) => ({
        kind: BILLING_EMAIL_JOB,
        payload: { invoiceId: invoice.id, event } satisfies EmailPayload,
      })),
    );
    await invoiceEvents(this.#deps.webhooks, tx, invoices, event);
    tx.afterCommit(() => this.#notifyBatch(invoices, event));
    const officers = this.#deps.officers;
    if (officers && CHANGES_PAYMENTS_QUEUE.has(event)) tx.afterCommit(() => officers.changed('payments'));
  }

  async #notifyBatch(invoices: readonly InvoiceRecord[], event: BillingEvent): Promise<void> {
    const members = await this.#deps.repositories.users
      .listByOrganizations([...new Set(invoices.map((i) => i.organizationId))])
      .catch((error: Error) => {
        console.warn('Could not read the members to notify:', error.message);
        return [];
      });
    const byOrganization = new Map<string, typeof members>();
    for (const member of members)
      byOrganization.set(member.organizationId, [...(byOrganization.get(member.organizationId) ?? []), member]);
    const notices = invoices.flatMap((invoice) =>
      (byOrganization.get(invoice.organizationId) ?? []).map((member) => ({ member, invoice })),
    );
    for (const { member } of notices) this.#deps.realtime?.publish(member.id, { type: 'billing' });
    // A few hundred notifications per transaction, one multi-row write each, not one transaction per member.
    for (let start = 0; start < notices.length; start += NOTIFY_BATCH) {
      const chunk = notices.slice(start, start + NOTIFY_BATCH);
      await this.#deps.notifications
        .notifyMany(
          chunk.map(({ member, invoice }) => ({
            userId: member.id,
            input: { type: NOTICE[event].type, ...inEachLanguage(member, () => noticeText(event, invoice)) },
          })),
        )
        .catch((error: Error) => console.warn(`Could not notify ${chunk.length} members:`, error.message));
    }
  }

  /**
   * Budget thresholds crossed: one `budget.threshold` webhook event per threshold, and one
   * notification and one e-mail to every member (about the highest), each in the member's language.
   */
  async budgetCrossed(
    organizationId: string,
    message: () => string,
    subject: () => string,
    events: readonly BudgetThresholdData[] = [],
  ): Promise<void> {
    for (const event of events) await budgetEvent(this.#deps.webhooks, this.#deps.repositories, organizationId, event);
    await this.#notifyAll(organizationId, 'warning', message);
    const link = new URL('/billing', this.#deps.publicOrigin).href;
    for (const member of await this.#deps.repositories.users.listByOrganization(organizationId)) {
      await this.#deps.mailer.send(
        inLanguageOf(member, () =>
          compose({
            to: member.email,
            name: member.name,
            subject: subject(),
            heading: m.mail_spending_alert(),
            intro: [message()],
            action: { label: m.mail_open_billing(), href: link },
          }),
        ),
      );
    }
  }

  emailHandler(): JobHandler {
    return async (payload) => {
      const { invoiceId, event } = payload as EmailPayload;
      const { repositories, mailer, publicOrigin } = this.#deps;
      const invoice = await repositories.invoices.findAny(invoiceId);
      if (!invoice) return undefined;
      const link = new URL('/billing', publicOrigin).href;
      // Each member reads it in their language; the PDF is rendered once per language.
      const pdfs = new Map<string, Promise<Buffer>>();
      for (const member of await repositories.users.listByOrganization(invoice.organizationId)) {
        const message = await inLanguageOf(member, async () => {
          const subject = subjectOf(event, invoice);
          const share = event === 'collection_failed' || event === 'orders_suspended' ? null : balanceShare(invoice);
          const intro = [
            NOTICE[event].text(told(invoice, event)),
            ...(share ? [share] : []),
            ...(invoice.cause ? [m.mail_document_cause({ cause: causeText(invoice.cause) })] : []),
          ];
          const composed = compose({
            to: member.email,
            name: member.name,
            subject,
            heading: subject,
            intro,
            action: { label: m.mail_open_billing(), href: link },
          });
          if (!ATTACHES_PDF.has(event)) return composed;
          const language = currentLocale();
          if (!pdfs.has(language)) pdfs.set(language, renderInvoicePdf(invoice));
          const pdf = await pdfs.get(language)!;
          return {
            ...composed,
            attachments: [
              {
                filename: `${invoice.number}.pdf`,
                contentType: 'application/pdf',
                contentBase64: pdf.toString('base64'),
              },
            ],
          };
        });
        await mailer.send(message);
      }
      return undefined;
    };
  }

  /** `message` is called in each member's language. */
  async #notifyAll(organizationId: string, type: NotificationType, message: () => string) {
    const members = await this.#deps.repositories.users.listByOrganization(organizationId);
    for (const member of members) this.#deps.realtime?.publish(member.id, { type: 'billing' });
    await Promise.all(
      members.map((member) =>
        this.#deps.notifications
          .notify(member.id, { type, ...inEachLanguage(member, message) })
          .catch((error: Error) => console.warn(`Could not notify ${member.id}:`, error.message)),
      ),
    );
  }
}
