import type { MailMessage } from './mail.schemas.ts';
import { compose, PRODUCT_NAME } from './templates.ts';

type Recipient = { to: string; name: string };

/** Someone passed the password but keeps failing the second factor: the password is known. */
export function secondFactorFailuresMessage({ to, name, failures, resetLink }: Recipient & { failures: number; resetLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: 'Someone entered your password and failed the second factor',
    heading: 'Your password may be known to someone else',
    intro: [
      `Someone signed in to ${PRODUCT_NAME} with your password and then entered ${failures} wrong two-factor codes. Your second factor stopped them, and further attempts are being slowed down.`,
      'If this was not you, change your password now.',
    ],
    action: { label: 'Change my password', href: resetLink },
    outro: ['If it was you, you can ignore this e-mail.'],
  });
}

/** Many wrong passwords for the account: password sign-in is slowed down, the owner keeps a way in. */
export function passwordGuessingMessage({ to, name, failures, signInLink }: Recipient & { failures: number; signInLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: 'Many wrong passwords were tried on your account',
    heading: 'Someone is guessing your password',
    intro: [
      `${failures} wrong passwords were tried for your ${PRODUCT_NAME} account. We now slow down password sign-in for it; your account is not locked.`,
      'You can always sign in with a link sent to this address, whatever happens to password sign-in.',
    ],
    action: { label: 'Sign in with an e-mailed link', href: signInLink },
    outro: ['If these attempts were yours, you can ignore this e-mail.'],
  });
}

/** A signed-in session failed the password re-check too often and was signed out. */
export function sessionEndedForGuessingMessage({ to, name }: Recipient): MailMessage {
  return compose({
    to,
    name,
    subject: 'We signed out a session that kept entering a wrong password',
    heading: 'A session was signed out',
    intro: [
      `A signed-in session of your ${PRODUCT_NAME} account entered a wrong current password several times while changing the password, the e-mail address or two-factor settings. We signed that session out.`,
      'If this was not you, change your password and review your sessions in Settings.',
    ],
  });
}

/** Someone tried to register with an address that already has an account. */
export function alreadyRegisteredMessage({ to, name, signInLink, resetLink }: Recipient & { signInLink: string; resetLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: `You already have a ${PRODUCT_NAME} account`,
    heading: 'You already have an account',
    intro: [`Someone, perhaps you, tried to create a new ${PRODUCT_NAME} account with this e-mail address. It already has one, so nothing was created.`],
    action: { label: 'Sign in', href: signInLink },
    outro: [`Forgot your password? Choose a new one: ${resetLink}`, 'If it was not you, you can ignore this e-mail.'],
  });
}
