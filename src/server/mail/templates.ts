import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import { m } from '../../shared/i18n/messages.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';

// Every e-mail is written in the language it is composed in: the recipient's (mail-language.ts),
// or the request's when the recipient is the person asking.

export const PRODUCT_NAME = 'Sovereign Kubernetes Console';
const product = PRODUCT_NAME;

/** The sign-off under every e-mail. */
export function signature(): string {
  return m.mail_signature({ product });
}

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
    subject: m.mail_verify_subject(),
    heading: m.mail_verify_subject(),
    intro: [m.mail_verify_intro({ product })],
    action: { label: m.mail_verify_action(), href: link },
    outro: [m.mail_verify_valid(), m.mail_verify_ignore()],
  });
}

/** Lets the owner choose a new password (`/reset-password?token=…`, valid 1 hour). */
export function passwordResetMessage({ to, name, link }: LinkArgs): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_reset_subject(),
    heading: m.mail_reset_subject(),
    intro: [m.mail_reset_intro({ product })],
    action: { label: m.mail_reset_action(), href: link },
    outro: [m.mail_reset_valid(), m.mail_reset_ignore()],
  });
}

/** A password-less sign-in link (`/magic-link?token=…`, valid 15 minutes, single use). */
export function magicLinkMessage({ to, name, link }: LinkArgs): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_magic_subject({ product }),
    heading: m.mail_magic_heading(),
    intro: [m.mail_magic_intro({ product })],
    action: { label: m.mail_sign_in(), href: link },
    outro: [m.mail_magic_valid(), m.mail_magic_ignore()],
  });
}

/** Sent to the NEW address of an e-mail change; the change applies when it is opened (24 hours). */
export function emailChangeMessage({ to, name, link }: LinkArgs): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_change_subject(),
    heading: m.mail_change_subject(),
    intro: [m.mail_change_intro({ product })],
    action: { label: m.mail_change_action(), href: link },
    outro: [m.mail_valid_24h(), m.mail_change_ignore()],
  });
}

/** Confirms the address of a registration that waits for approval (`/verify-registration-email?token=…`). */
export function registrationVerifyMessage({ to, name, link }: LinkArgs): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_registration_verify_subject(),
    heading: m.mail_verify_subject(),
    intro: [m.mail_registration_verify_intro({ product })],
    action: { label: m.mail_verify_action(), href: link },
    outro: [m.mail_registration_verify_valid(), m.mail_registration_verify_ignore()],
  });
}

/** The applicant may now sign in. */
export function registrationApprovedMessage({ to, name, signInLink }: Recipient & { signInLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_approved_subject(),
    heading: m.mail_approved_subject(),
    intro: [m.mail_approved_intro({ product })],
    action: { label: m.mail_sign_in(), href: signInLink },
    outro: [m.mail_approved_outro()],
  });
}

/** The applicant is told the administrator's reason. */
export function registrationRejectedMessage({ to, name, reason }: Recipient & { reason: string }): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_rejected_subject(),
    heading: m.mail_rejected_subject(),
    intro: [m.mail_rejected_intro({ product }), { quote: reason }],
    outro: [m.mail_rejected_outro()],
  });
}

/** Security notice after a password change or reset; no link, so it cannot be used for phishing. */
export function passwordChangedNotice({ to, name }: Recipient): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_password_changed_subject(),
    heading: m.mail_password_changed_subject(),
    intro: [m.mail_password_changed_intro({ product })],
    outro: [m.mail_password_changed_yours(), m.mail_password_changed_not_yours()],
  });
}

/** First e-mail of a confirmed account. */
export function welcomeMessage({ to, name, dashboardLink }: Recipient & { dashboardLink: string }): MailMessage {
  return compose({
    to,
    name,
    subject: m.mail_welcome_subject({ product }),
    heading: m.mail_welcome_subject({ product }),
    intro: [m.mail_welcome_intro()],
    action: { label: m.mail_welcome_action(), href: dashboardLink },
    outro: [m.mail_welcome_outro()],
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

/** 'Hello Zoë,' ('Bonjour Zoë,'), or without a name when there is none. */
export function greeting(name: string | null): string {
  const clean = name?.replace(/\s+/g, ' ').trim();
  return clean ? m.mail_greeting_named({ name: clean }) : m.mail_greeting();
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
  if (content.action) lines.push(m.mail_action_line({ label: content.action.label }), content.action.href, '');
  blocks(content.outro);
  lines.push(signature(), '');
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
          `${escapeHtml(m.mail_button_fallback())}<br><a href="${escapeHtml(content.action.href)}" style="color:${LINK_COLOR};text-decoration:underline;word-break:break-all;">${escapeHtml(content.action.href)}</a>`,
          `font-size:14px;color:${MUTED_COLOR};`,
        ),
      ].join('\n')
    : '';
  const subject = escapeHtml(content.subject);
  const lang = currentLocale();
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div role="article" aria-label="${subject}" lang="${lang}">
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
${paragraph(escapeHtml(signature()), 'margin-bottom:0;')}
</td></tr>
</table>
<p style="margin:16px 0 0 0;max-width:560px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED_COLOR};">${escapeHtml(m.mail_footer({ product }))}</p>
</td></tr>
</table>
</div>
</body>
</html>
`;
}

/** Invites someone to join an organization (`/join?token=…`, valid 7 days, single use). */
export function invitationMessage({
  to,
  inviterName,
  organizationName,
  role,
  link,
}: {
  to: string;
  inviterName: string;
  organizationName: string;
  role: string;
  link: string;
}): MailMessage {
  return compose({
    to,
    name: to,
    subject: m.mail_invitation_subject({ organization: organizationName }),
    heading: m.mail_invitation_heading({ organization: organizationName }),
    intro: [m.mail_invitation_intro({ inviter: inviterName, organization: organizationName, product, role })],
    action: { label: m.mail_invitation_action(), href: link },
    outro: [m.mail_invitation_valid(), m.mail_invitation_ignore()],
  });
}
