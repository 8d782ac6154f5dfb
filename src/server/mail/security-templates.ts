import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import { compose, PRODUCT_NAME as product } from './templates.ts';
import { m } from '../../shared/i18n/messages.ts';

type Recipient = { to: string; name: string };

/** Someone passed the password but keeps failing the second factor: the password is known. */
export function secondFactorFailuresMessage({
  to,
  name,
  failures,
  resetLink,
}: Recipient & { failures: number; resetLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_factor_subject(),
    heading: m.mail_factor_heading(),
    intro: [m.mail_factor_intro({ product, failures }), m.mail_factor_change()],
    action: { label: m.mail_factor_action(), href: resetLink },
    outro: [m.mail_factor_ignore()],
  });
}

/** Many wrong passwords for the account: password sign-in is slowed down, the owner keeps a way in. */
export function passwordGuessingMessage({
  to,
  name,
  failures,
  signInLink,
}: Recipient & { failures: number; signInLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_guessing_subject(),
    heading: m.mail_guessing_heading(),
    intro: [m.mail_guessing_intro({ failures, product }), m.mail_guessing_link()],
    action: { label: m.mail_guessing_action(), href: signInLink },
    outro: [m.mail_guessing_ignore()],
  });
}

/** A signed-in session failed the password re-check too often and was signed out. */
export function sessionEndedForGuessingMessage({ to, name }: Recipient): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_session_ended_subject(),
    heading: m.mail_session_ended_heading(),
    intro: [m.mail_session_ended_intro({ product }), m.mail_session_ended_review()],
  });
}

/** Someone tried to register with an address that already has an account. */
export function alreadyRegisteredMessage({
  to,
  name,
  signInLink,
  resetLink,
}: Recipient & { signInLink: string; resetLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_already_subject({ product }),
    heading: m.mail_already_heading(),
    intro: [m.mail_already_intro({ product })],
    action: { label: m.mail_sign_in(), href: signInLink },
    outro: [m.mail_already_forgot({ link: resetLink }), m.mail_already_ignore()],
  });
}
