import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import { formatLongDay } from '../../shared/format/dates.ts';
import { m } from '../../shared/i18n/messages.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import { compose, PRODUCT_NAME as product } from '../mail/templates.ts';

type Owner = { email: string; name: string; preferences?: { language?: 'en' | 'fr' } };

/** To each owner when the organization is closed: what happens when, and how to reopen until then. */
export function closingRequestedMessage(
  owner: Owner,
  { organization, eraseAfter, link }: { organization: string; eraseAfter: string; link: string },
): MailMessage {
  return inLanguageOf(owner, () => {
    const date = formatLongDay(eraseAfter);
    return compose({
      to: owner.email,
      name: owner.name,
      subject: m.mail_closing_subject({ organization }),
      heading: m.mail_closing_heading(),
      intro: [
        m.mail_closing_intro({ organization, product, date }),
        m.mail_closing_subscriptions(),
        m.mail_closing_erasure({ date }),
      ],
      action: { label: m.mail_closing_action(), href: link },
      outro: [m.mail_closing_kept()],
    });
  });
}

/** To each owner once the erasure is done (sent to the addresses held before it). */
export function closingDoneMessage(
  owner: { email: string; name: string; language?: 'en' | 'fr' },
  { organization }: { organization: string },
): MailMessage {
  return inLanguageOf({ preferences: { language: owner.language } }, () =>
    compose({
      to: owner.email,
      name: owner.name,
      subject: m.mail_closed_subject({ organization }),
      heading: m.mail_closed_heading(),
      intro: [m.mail_closed_intro({ organization, product }), m.mail_closed_erased()],
      outro: [m.mail_closing_kept(), m.mail_closed_last()],
    }),
  );
}
