import { inLanguageOf } from '../mail/mail-language.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import { orderMessage } from '../mail/order-templates.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { NotificationType } from '../../shared/notifications/notifications.schemas.ts';
import type { Repositories } from '../store/repositories.ts';
import { orderEvent } from '../webhooks/domain-events.ts';
import type { WebhookEmitter } from '../webhooks/webhook-events.ts';
import type { RealtimeChannel } from '../ws/realtime-channel.ts';
import { describeOrder } from './order-view.ts';
import type { OrderRecord } from '../../shared/orders/orders.schemas.ts';
import { formatMinorUnits } from '../../shared/money.ts';
import { m } from '../../shared/i18n/messages.ts';
import { inEachLanguage } from '../notifications/said-in-each-language.ts';

/** The job that e-mails the buyer about an order's new state. */
export const ORDER_EMAIL_JOB = 'order.email';

type Deps = {
  notifications: NotificationService;
  realtime: RealtimeChannel;
  mailer: OutgoingMail;
  publicOrigin: string;
  repositories: Repositories;
  webhooks?: WebhookEmitter;
};
type Change = 'created' | 'paid' | 'completed' | 'cancelled' | 'failed' | 'payment_failed';
type EmailPayload = { orderId: string; change: Exclude<Change, 'payment_failed'> };

// Message functions, called in each member's language when the notification is written.
const NOTICE: Record<Change, { type: NotificationType; text: (input: { what: string; number: string }) => string }> = {
  created: { type: 'info', text: m.notice_order_created },
  paid: { type: 'success', text: m.notice_order_paid },
  completed: { type: 'success', text: m.notice_order_completed },
  cancelled: { type: 'warning', text: m.notice_order_cancelled },
  failed: { type: 'error', text: m.notice_order_failed },
  payment_failed: { type: 'warning', text: m.notice_order_payment_failed },
};

/** Telling runs after the commit, on its own: a failure is logged, never an unhandled rejection. */
const warnNotTold = (order: OrderRecord) => (error: Error) =>
  console.warn(`Could not tell the members about order ${order.number}:`, error.message);

/**
 * Tells an organization about its orders: a notification to every member and a live `order`
 * message to their sockets once the change is committed, and an e-mail to the buyer queued in
 * the same transaction as the change (so it is sent if and only if the change happened).
 */
export class OrderNotices {
  #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Call inside the transaction that made the change. */
  async changed(tx: Repositories, order: OrderRecord, change: Change): Promise<void> {
    if (change !== 'payment_failed')
      await tx.jobs.enqueue({ kind: ORDER_EMAIL_JOB, payload: { orderId: order.id, change } satisfies EmailPayload });
    await orderEvent(this.#deps.webhooks, tx, order, change);
    tx.afterCommit(() => this.#tell(order, change).catch(warnNotTold(order)));
  }

  /** A live update only (fulfilment progress): no notification, no e-mail. */
  progressed(tx: Repositories, order: OrderRecord): void {
    tx.afterCommit(() => this.#broadcast(order).catch(warnNotTold(order)));
  }

  /** The job handler that writes and queues the e-mail, with the invoice or credit note attached. */
  emailHandler(): JobHandler {
    return async (payload) => {
      const { orderId, change } = payload as EmailPayload;
      const { repositories } = this.#deps;
      const order = await repositories.orders.findAny(orderId);
      const buyer = order && (await repositories.users.findById(order.buyer.id));
      if (!order || !buyer) return undefined;
      // The buyer's language, for the e-mail and the invoice or credit note it attaches.
      return inLanguageOf(buyer, async () => {
        const documentId = change === 'failed' ? order.creditNoteId : change === 'paid' ? order.invoiceId : null;
        const document = documentId ? await repositories.invoices.findAny(documentId) : undefined;
        const attachments = document
          ? [
              {
                filename: `${document.number}.pdf`,
                contentType: 'application/pdf',
                contentBase64: (await renderInvoicePdf(document)).toString('base64'),
              },
            ]
          : [];
        const link = new URL(`/order-status/${order.id}`, this.#deps.publicOrigin).href;
        await this.#deps.mailer.send(
          orderMessage(
            change,
            {
              to: buyer.email,
              name: buyer.name,
              number: order.number,
              what: describeOrder(order),
              total: formatMinorUnits(order.total, order.currency),
              link,
              reason: order.failureReason ?? undefined,
              document,
            },
            attachments,
          ),
        );
        return undefined;
      });
    };
  }

  async #tell(order: OrderRecord, change: Change) {
    const { notifications, repositories } = this.#deps;
    const members = await repositories.users.listByOrganization(order.organizationId);
    const notice = NOTICE[change];
    await Promise.all(
      members.map((member) =>
        notifications
          .notify(member.id, {
            type: notice.type,
            ...inEachLanguage(member, () => notice.text({ what: describeOrder(order), number: order.number })),
          })
          .catch((error: Error) => {
            console.warn(`Could not notify ${member.id} about order ${order.number}:`, error.message);
          }),
      ),
    );
    await this.#broadcast(order);
  }

  async #broadcast(order: OrderRecord) {
    const members = await this.#deps.repositories.users.listByOrganization(order.organizationId);
    for (const member of members)
      this.#deps.realtime.publish(member.id, { type: 'order', orderId: order.id, status: order.status });
  }
}
