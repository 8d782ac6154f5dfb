import type { MailAttachment, MailMessage } from '../../shared/mail/mail.schemas.ts';
import { compose } from './templates.ts';
import { m } from '../../shared/i18n/messages.ts';

type OrderMail = { to: string; name: string; number: string; what: string; total: string; link: string };

/** An order's e-mail to its buyer, one per state change, with its invoice or credit note attached. */
export function orderMessage(
  kind: 'created' | 'paid' | 'completed' | 'cancelled' | 'failed',
  mail: OrderMail & { reason?: string; document?: { number: string } },
  attachments: MailAttachment[] = [],
): MailMessage {
  const { to, name, number, what, total, link } = mail;
  const document = mail.document?.number ?? '';
  const content = {
    created: {
      subject: m.mail_order_created_subject({ number }),
      heading: m.mail_order_created_heading(),
      intro: [m.mail_order_created_intro({ what, total })],
    },
    paid: {
      subject: m.mail_order_paid_subject({ number, document }).trim(),
      heading: m.mail_order_paid_heading(),
      intro: [m.mail_order_paid_intro({ total, what, document })],
    },
    completed: {
      subject: m.mail_order_completed_subject({ number }),
      heading: m.mail_order_completed_heading(),
      intro: [m.mail_order_completed_intro({ what })],
    },
    cancelled: {
      subject: m.mail_order_cancelled_subject({ number }),
      heading: m.mail_order_cancelled_heading(),
      intro: [
        mail.reason
          ? m.mail_order_cancelled_intro_reason({ what, total, reason: mail.reason })
          : m.mail_order_cancelled_intro({ what, total }),
      ],
    },
    failed: {
      subject: m.mail_order_failed_subject({ number }),
      heading: m.mail_order_failed_heading(),
      intro: [
        m.mail_order_failed_intro({ what, reason: mail.reason ?? m.mail_order_failed_our_error() }),
        m.mail_order_failed_refund({ total, document }),
      ],
    },
  }[kind];
  const message = compose({ to, name, ...content, action: { label: m.mail_order_action({ number }), href: link } });
  return attachments.length > 0 ? { ...message, attachments } : message;
}
