import type { MailAttachment, MailMessage } from './mail.schemas.ts';
import { compose } from './templates.ts';

type OrderMail = { to: string; name: string; number: string; what: string; total: string; link: string };

/** An order's e-mail to its buyer, one per state change, with its invoice or credit note attached. */
export function orderMessage(
  kind: 'created' | 'paid' | 'completed' | 'cancelled' | 'failed',
  mail: OrderMail & { reason?: string; document?: { number: string } },
  attachments: MailAttachment[] = [],
): MailMessage {
  const { to, name, number, what, total, link } = mail;
  const content = {
    created: {
      subject: `Order ${number}: waiting for payment`,
      heading: 'Your order is ready to pay',
      intro: [`${what}, ${total}. The exchange rate is locked for 30 minutes; unpaid orders are cancelled after 24 hours.`],
    },
    paid: {
      subject: `Order ${number} paid: invoice ${mail.document?.number ?? ''}`.trim(),
      heading: 'Payment received',
      intro: [`We received ${total} for ${what}. Your invoice ${mail.document?.number ?? ''} is attached; we start right away.`],
    },
    completed: {
      subject: `Order ${number} is complete`,
      heading: 'Your order is complete',
      intro: [`${what} is ready.`],
    },
    cancelled: {
      subject: `Order ${number} cancelled`,
      heading: 'Your order was cancelled',
      intro: [`${what} (${total}) was cancelled${mail.reason ? `: ${mail.reason}` : ''}. You were not charged.`],
    },
    failed: {
      subject: `Order ${number} could not be completed: refunded`,
      heading: 'We could not complete your order',
      intro: [
        `${what} could not be completed: ${mail.reason ?? 'an error on our side'}.`,
        `We refunded ${total}; the credit note ${mail.document?.number ?? ''} is attached.`,
      ],
    },
  }[kind];
  const message = compose({ to, name, ...content, action: { label: `Open order ${number}`, href: link } });
  return attachments.length > 0 ? { ...message, attachments } : message;
}
