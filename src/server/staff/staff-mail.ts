import type { MailMessage } from '../mail/mail.schemas.ts';
import { compose, PRODUCT_NAME } from '../mail/templates.ts';

type Recipient = { to: string; name: string };

/** The account was disabled by an administrator: every session was ended. */
export function accountDisabledMessage({ to, name }: Recipient): MailMessage {
  return compose({
    to,
    name,
    subject: `Your ${PRODUCT_NAME} account was disabled`,
    heading: 'Your account was disabled',
    intro: [
      `An administrator disabled your ${PRODUCT_NAME} account. You were signed out everywhere, and the kubeconfig credentials issued to you no longer work.`,
    ],
    outro: ['If you think this is a mistake, contact our support team or your organization’s administrator.'],
  });
}

/** The account can be used again. */
export function accountEnabledMessage({ to, name, signInLink }: Recipient & { signInLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: `Your ${PRODUCT_NAME} account was enabled again`,
    heading: 'Your account is enabled again',
    intro: [`An administrator enabled your ${PRODUCT_NAME} account again. You can sign in as before.`],
    action: { label: 'Sign in', href: signInLink },
  });
}

/** Two-factor authentication was removed by an administrator (the user lost the device, usually). */
export function mfaResetMessage({ to, name, settingsLink }: Recipient & { settingsLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: 'Two-factor authentication was reset on your account',
    heading: 'Your two-factor authentication was reset',
    intro: [
      `An administrator removed two-factor authentication from your ${PRODUCT_NAME} account. You now sign in with your password alone.`,
      'Set up two-factor authentication again in Settings as soon as you can.',
    ],
    action: { label: 'Open Settings', href: settingsLink },
    outro: ['If you did not ask for this, change your password at once and contact our support team.'],
  });
}

/** The outcome of a promotion request, with the administrator's reason. */
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
    subject: approved ? `Your request for ${what} was approved` : `Your request for ${what} was not approved`,
    heading: approved ? 'Your request was approved' : 'Your request was not approved',
    intro: [
      approved
        ? `An administrator approved your request for ${what}. It applies from your next page load.`
        : `An administrator reviewed your request for ${what} and did not approve it.`,
      ...(reason ? ['The reason given:', { quote: reason }] : []),
    ],
    action: { label: 'Open Settings', href: settingsLink },
  });
}

/** The user was moved to another organization; they keep their account. */
export function organizationMovedMessage({ to, name, companyName, signInLink }: Recipient & { companyName: string; signInLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: `You were moved to ${companyName}`,
    heading: 'You belong to another organization now',
    intro: [
      `An administrator moved your ${PRODUCT_NAME} account to the organization ${companyName}. You keep your account; sign in again to see that organization’s clusters, orders and billing.`,
    ],
    action: { label: 'Sign in', href: signInLink },
  });
}
