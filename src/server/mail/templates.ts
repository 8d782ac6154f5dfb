import type { MailMessage } from './mail.schemas.ts';

export const PRODUCT_NAME = 'Sovereign Kubernetes Console';
export const SIGNATURE = `— The ${PRODUCT_NAME} team`;

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

type Recipient = { to: string; name: string };
type LinkArgs = Recipient & { link: string };

/** A paragraph, or a quotation of someone else's words (kept apart from ours). */
type Block = string | { quote: string };

export type Content = Recipient & {
  subject: string;
  heading: string;
  intro: Block[];
  action?: { label: string; href: string };
  outro?: Block[];
};

/** Confirms the address of a new account (`/verify-email?token=…`, valid 24 hours). */
export function verifyEmailMessage({ to, name, link }: LinkArgs): MailMessage {
  return compose({
    to,
    name,
    subject: 'Confirm your e-mail address',
    heading: 'Confirm your e-mail address',
    intro: [`Please confirm that this is the e-mail address of your ${PRODUCT_NAME} account.`],
    action: { label: 'Confirm e-mail address', href: link },
    outro: [
      'This link is valid for 24 hours. If it has expired, sign in and ask for a new one.',
      'If you did not create an account, ignore this e-mail.',
    ],
  });
}

/** Lets the owner choose a new password (`/reset-password?token=…`, valid 1 hour). */
export function passwordResetMessage({ to, name, link }: LinkArgs): MailMessage {
  return compose({
    to,
    name,
    subject: 'Reset your password',
    heading: 'Reset your password',
    intro: [`We received a request to reset the password of your ${PRODUCT_NAME} account.`],
    action: { label: 'Choose a new password', href: link },
    outro: [
      'This link is valid for 1 hour and works only once. Choosing a new password signs you out everywhere.',
      'If you did not ask for this, ignore this e-mail; your password is unchanged.',
    ],
  });
}

/** A password-less sign-in link (`/magic-link?token=…`, valid 15 minutes, single use). */
export function magicLinkMessage({ to, name, link }: LinkArgs): MailMessage {
  return compose({
    to,
    name,
    subject: `Your sign-in link for ${PRODUCT_NAME}`,
    heading: 'Sign in with this link',
    intro: [`Use the link below to sign in to ${PRODUCT_NAME} without your password.`],
    action: { label: 'Sign in', href: link },
    outro: [
      'This link is valid for 15 minutes and works only once. Do not forward this e-mail: anyone with the link can sign in as you.',
      'If you did not ask for it, ignore this e-mail; nobody can use it without opening the link.',
    ],
  });
}

/** Sent to the NEW address of an e-mail change; the change applies when it is opened (24 hours). */
export function emailChangeMessage({ to, name, link }: LinkArgs): MailMessage {
  return compose({
    to,
    name,
    subject: 'Confirm your new e-mail address',
    heading: 'Confirm your new e-mail address',
    intro: [
      `You asked to use this address for your ${PRODUCT_NAME} account. ` +
        'Confirm it to complete the change; until then, your current address stays in use.',
    ],
    action: { label: 'Confirm new address', href: link },
    outro: [
      'This link is valid for 24 hours.',
      'If you did not ask for this change, ignore this e-mail; the account keeps its current address.',
    ],
  });
}

/** Confirms the address of a registration that waits for approval (`/verify-registration-email?token=…`). */
export function registrationVerifyMessage({ to, name, link }: LinkArgs): MailMessage {
  return compose({
    to,
    name,
    subject: 'Confirm your e-mail address to complete your registration',
    heading: 'Confirm your e-mail address',
    intro: [
      `Thank you for registering with ${PRODUCT_NAME}. ` +
        'Confirm your e-mail address so that an administrator can review your registration.',
    ],
    action: { label: 'Confirm e-mail address', href: link },
    outro: [
      'This link is valid for 24 hours. We will write to you once your registration has been reviewed.',
      'If you did not register, ignore this e-mail.',
    ],
  });
}

/** The applicant may now sign in. */
export function registrationApprovedMessage({ to, name, signInLink }: Recipient & { signInLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: 'Your registration is approved',
    heading: 'Your registration is approved',
    intro: [
      `An administrator approved your registration for ${PRODUCT_NAME}. ` +
        'You can now sign in with the username and password you chose.',
    ],
    action: { label: 'Sign in', href: signInLink },
    outro: ['If you no longer remember your password, choose “Forgot password” on the sign-in page.'],
  });
}

/** The applicant is told the administrator's reason. */
export function registrationRejectedMessage({ to, name, reason }: Recipient & { reason: string }): MailMessage {
  return compose({
    to,
    name,
    subject: 'Your registration was not approved',
    heading: 'Your registration was not approved',
    intro: [
      `An administrator reviewed your registration for ${PRODUCT_NAME} and did not approve it. The reason given:`,
      { quote: reason },
    ],
    outro: [
      'If you think this is a mistake, contact us through the contact page of our website.',
    ],
  });
}

/** Security notice after a password change or reset; no link, so it cannot be used for phishing. */
export function passwordChangedNotice({ to, name }: Recipient): MailMessage {
  return compose({
    to,
    name,
    subject: 'Your password was changed',
    heading: 'Your password was changed',
    intro: [`The password of your ${PRODUCT_NAME} account was just changed.`],
    outro: [
      'If you made this change, there is nothing else to do.',
      'If you did not, someone else may have access to your account: choose “Forgot password” on the ' +
        'sign-in page at once to set a new password, and contact our support team.',
    ],
  });
}

/** First e-mail of a confirmed account. */
export function welcomeMessage({ to, name, dashboardLink }: Recipient & { dashboardLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: `Welcome to ${PRODUCT_NAME}`,
    heading: `Welcome to ${PRODUCT_NAME}`,
    intro: [
      'Your account is ready. From your dashboard you can configure and order Kubernetes clusters, ' +
        'add-ons and products, and follow your orders, tickets, billing and usage.',
    ],
    action: { label: 'Open your dashboard', href: dashboardLink },
    outro: ['Questions? The documentation and tutorials are on our website, and our support team is one ticket away.'],
  });
}

// ---------------------------------------------------------------------------------------------

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const TEXT_COLOR = '#1f2937';
const MUTED_COLOR = '#4b5563';
const LINK_COLOR = '#1d4ed8';

export function compose(content: Content): MailMessage {
  if (content.action) assertWebLink(content.action.href);
  return {
    to: content.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
  };
}

/** Links in e-mails are absolute http(s) URLs built from PUBLIC_ORIGIN; anything else is a bug. */
function assertWebLink(href: string): void {
  let protocol: string;
  try {
    protocol = new URL(href).protocol;
  } catch {
    protocol = '';
  }
  // The link itself carries a token: never put it in the error.
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error('E-mail links must be absolute http(s) URLs.');
}

function greeting(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean ? `Hello ${clean},` : 'Hello,';
}

function renderText(content: Content): string {
  const lines: string[] = [greeting(content.name), ''];
  const blocks = (list: Block[] | undefined) => {
    for (const block of list ?? []) {
      if (typeof block === 'string') lines.push(block, '');
      else lines.push(...block.quote.split(/\r?\n/).map((line) => `  > ${line}`), '');
    }
  };
  blocks(content.intro);
  if (content.action) lines.push(`${content.action.label}:`, content.action.href, '');
  blocks(content.outro);
  lines.push(SIGNATURE, '');
  return lines.join('\n');
}

function renderHtml(content: Content): string {
  const paragraph = (html: string, style = '') =>
    `<p style="margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT_COLOR};${style}">${html}</p>`;
  const blocks = (list: Block[] | undefined) =>
    (list ?? [])
      .map((block) =>
        typeof block === 'string'
          ? paragraph(escapeHtml(block))
          : `<blockquote style="margin:0 0 16px 0;padding:8px 16px;border-left:4px solid #cbd5e1;background-color:#f8fafc;font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT_COLOR};">${escapeHtml(block.quote).replace(/\r?\n/g, '<br>')}</blockquote>`,
      )
      .join('\n');
  const action = content.action
    ? [
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;"><tr><td style="border-radius:6px;background-color:${LINK_COLOR};">` +
          `<a href="${escapeHtml(content.action.href)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;line-height:1.25;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>` +
          '</td></tr></table>',
        paragraph(
          `If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.href)}" style="color:${LINK_COLOR};text-decoration:underline;word-break:break-all;">${escapeHtml(content.action.href)}</a>`,
          `font-size:14px;color:${MUTED_COLOR};`,
        ),
      ].join('\n')
    : '';
  const subject = escapeHtml(content.subject);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div role="article" aria-label="${subject}" lang="en">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">
<tr><td style="padding:24px 32px 0 32px;font-family:${FONT};font-size:14px;font-weight:700;letter-spacing:0.02em;color:#1e3a8a;">${escapeHtml(PRODUCT_NAME)}</td></tr>
<tr><td style="padding:16px 32px 24px 32px;">
<h1 style="margin:0 0 16px 0;font-family:${FONT};font-size:22px;line-height:1.3;font-weight:700;color:#111827;">${escapeHtml(content.heading)}</h1>
${paragraph(escapeHtml(greeting(content.name)))}
${blocks(content.intro)}
${action}
${blocks(content.outro)}
${paragraph(escapeHtml(SIGNATURE), 'margin-bottom:0;')}
</td></tr>
</table>
<p style="margin:16px 0 0 0;max-width:560px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED_COLOR};">You receive this e-mail because of an action on a ${escapeHtml(PRODUCT_NAME)} account with this address.</p>
</td></tr>
</table>
</div>
</body>
</html>
`;
}

/** Invites someone to join an organization (`/join?token=…`, valid 7 days, single use). */
export function invitationMessage({ to, inviterName, organizationName, role, link }: { to: string; inviterName: string; organizationName: string; role: string; link: string }): MailMessage {
  return compose({
    to,
    name: to,
    subject: `You are invited to join ${organizationName}`,
    heading: `Join ${organizationName}`,
    intro: [`${inviterName} invited you to join the organization ${organizationName} on ${PRODUCT_NAME} with the role ${role}.`],
    action: { label: 'Accept the invitation', href: link },
    outro: [
      'This link is valid for 7 days and works once: it creates your account in this organization.',
      'If you did not expect this invitation, ignore this e-mail.',
    ],
  });
}
