import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import { compose, PRODUCT_NAME as product } from '../mail/templates.ts';
import { m } from '../../shared/i18n/messages.ts';

// Composed in the recipient's language: callers wrap them in inLanguageOf(recipient, …).

type Recipient = { to: string; name: string };

/** The account was disabled by an administrator: every session was ended. */
export function accountDisabledMessage({ to, name }: Recipient): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_disabled_subject({ product }),
    heading: m.mail_disabled_heading(),
    intro: [m.mail_disabled_intro({ product })],
    outro: [m.mail_disabled_outro()],
  });
}

/** The account can be used again. */
export function accountEnabledMessage({ to, name, signInLink }: Recipient & { signInLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_enabled_subject({ product }),
    heading: m.mail_enabled_heading(),
    intro: [m.mail_enabled_intro({ product })],
    action: { label: m.mail_sign_in(), href: signInLink },
  });
}

/** Two-factor authentication was removed by an administrator (the user lost the device, usually). */
export function mfaResetMessage({ to, name, settingsLink }: Recipient & { settingsLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_mfa_reset_subject(),
    heading: m.mail_mfa_reset_heading(),
    intro: [m.mail_mfa_reset_intro({ product }), m.mail_mfa_reset_again()],
    action: { label: m.mail_open_settings(), href: settingsLink },
    outro: [m.mail_mfa_reset_outro()],
  });
}

/** The outcome of a promotion request (`what`: promotionLabel(kind)), with the administrator's reason. */
export function promotionDecidedMessage({
  to,
  name,
  what,
  approved,
  reason,
  settingsLink,
}: Recipient & { what: string; approved: boolean; reason: string | null; settingsLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: approved ? m.mail_promotion_approved_subject({ what }) : m.mail_promotion_rejected_subject({ what }),
    heading: approved ? m.mail_promotion_approved_heading() : m.mail_promotion_rejected_heading(),
    intro: [
      approved ? m.mail_promotion_approved_intro({ what }) : m.mail_promotion_rejected_intro({ what }),
      ...(reason ? [m.mail_promotion_reason(), { quote: reason }] : []),
    ],
    action: { label: m.mail_open_settings(), href: settingsLink },
  });
}

/** The user was moved to another organization; they keep their account. */
export function organizationMovedMessage({
  to,
  name,
  companyName,
  signInLink,
}: Recipient & { companyName: string; signInLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_moved_subject({ company: companyName }),
    heading: m.mail_moved_heading(),
    intro: [m.mail_moved_intro({ product, company: companyName })],
    action: { label: m.mail_sign_in(), href: signInLink },
  });
}
