import type { MailMessage } from '../../../shared/mail/mail.schemas.ts';
import { formatUtcTimestamp } from '../../../shared/format/dates.ts';
import { currentLocale } from '../../../shared/i18n/locale.ts';
import { formatFileSize } from '../../../shared/organizations/organization-export.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { compose, PRODUCT_NAME as product } from '../../mail/templates.ts';

/** The owner's archive is built: the link (with its token) and until when it works. */
export function exportReadyMessage({
  to,
  name,
  organization,
  link,
  bytes,
  sha256,
  expiresAt,
}: {
  to: string;
  name: string;
  organization: string;
  link: string;
  bytes: number;
  sha256: string;
  expiresAt: string;
}): MailMessage {
  const locale = currentLocale();
  return compose({
    to,
    name,
    subject: m.export_mail_subject(),
    heading: m.export_mail_heading(),
    intro: [
      m.export_mail_intro({ product, organization, size: formatFileSize(bytes, locale) }),
      m.export_mail_contents(),
    ],
    action: { label: m.export_mail_action(), href: link },
    outro: [
      m.export_mail_expires({ expiresAt: formatUtcTimestamp(expiresAt, locale), sha256 }),
      m.export_mail_ignore(),
    ],
  });
}
