import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatMinorUnits, type Currency } from '../../shared/money.ts';
import { printedWords } from '../invoices/printed-words.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import { compose } from '../mail/templates.ts';

type Owner = { email: string; name: string; preferences?: { language?: 'en' | 'fr' } };

/** To each owner when the credits balance is paid back (asked for, or on leaving): how much, to what. */
export function paybackMessage(
  owner: Owner,
  input: { organization: string; amount: number; currency: Currency; method: string; leaving: boolean; link: string },
): MailMessage {
  return inLanguageOf(owner, () => {
    const amount = formatMinorUnits(input.amount, input.currency);
    const method = printedWords(input.method);
    const { organization } = input;
    return compose({
      to: owner.email,
      name: owner.name,
      subject: m.mail_payback_subject({ amount, method }),
      heading: m.mail_payback_heading(),
      intro: [
        m.mail_payback_intro({ amount, organization, method }),
        ...(input.leaving ? [m.mail_payback_leaving({ organization })] : []),
        m.mail_payback_statement(),
      ],
      // A closed organization's members can no longer sign in: no link to follow.
      ...(input.leaving ? {} : { action: { label: m.mail_payback_action(), href: input.link } }),
    });
  });
}
