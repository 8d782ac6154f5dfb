import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import { escapeHtml, greeting, PRODUCT_NAME, signature } from './templates.ts';
import { m } from '../../shared/i18n/messages.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';

/** A paragraph, or a quotation of someone else's words (kept apart from ours). */
export type Block = string | { quote: string };

/**
 * How a newsletter e-mail lets its recipient go: the page behind the link in the footer, and the
 * one-click URL that mail clients POST to (List-Unsubscribe). Both carry the e-mail's own token.
 */
export type UnsubscribeLinks = { page: string; oneClick: string };

/** One e-mail of the public site's forms: the same look as the account e-mails, plus a details table. */
export type SiteMailContent = {
  to: string;
  /** The visitor's name when the form asked for it. */
  name: string | null;
  subject: string;
  heading: string;
  intro: Block[];
  /** What the visitor sent, as label and value pairs. */
  details?: [string, string][];
  action?: { label: string; href: string };
  outro?: Block[];
  /** Why this address gets the e-mail; newsletter mails add their unsubscribe link here. */
  footer: string;
  /** List mail only: makes the e-mail a list message with the List-Unsubscribe headers. */
  unsubscribe?: UnsubscribeLinks;
};

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const TEXT = '#1f2937';
const MUTED = '#4b5563';
const LINK = '#1d4ed8';

/** Renders the plain-text and HTML versions of a site e-mail; every visitor value is escaped. */
export function composeSiteMail(content: SiteMailContent): MailMessage {
  for (const href of [content.action?.href, content.unsubscribe?.page, content.unsubscribe?.oneClick])
    if (href) assertWebLink(href);
  const message: MailMessage = {
    to: content.to,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
  };
  return content.unsubscribe ? { ...message, listUnsubscribe: content.unsubscribe.oneClick } : message;
}

// Links are built from PUBLIC_ORIGIN; anything else is a bug. The link may carry a token: never echo it.
function assertWebLink(href: string): void {
  let protocol = '';
  try {
    protocol = new URL(href).protocol;
  } catch {
    // Falls through to the error below.
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error('E-mail links must be absolute http(s) URLs.');
}

function renderText(c: SiteMailContent): string {
  const lines: string[] = [greeting(c.name), ''];
  const blocks = (list: Block[] | undefined) => {
    for (const block of list ?? []) {
      if (typeof block === 'string') lines.push(block, '');
      else lines.push(...block.quote.split(/\r?\n/).map((line) => `  > ${line}`), '');
    }
  };
  blocks(c.intro);
  if (c.details?.length) lines.push(...c.details.map(([label, value]) => m.mail_detail_line({ label, value })), '');
  if (c.action) lines.push(m.mail_action_line({ label: c.action.label }), c.action.href, '');
  blocks(c.outro);
  lines.push(signature(), '', '--', c.footer);
  if (c.unsubscribe) lines.push(m.mail_detail_line({ label: m.mail_unsubscribe(), value: c.unsubscribe.page }));
  return `${lines.join('\n')}\n`;
}

function renderHtml(c: SiteMailContent): string {
  const p = (html: string, style = '') =>
    `<p style="margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT};${style}">${html}</p>`;
  const blocks = (list: Block[] | undefined) =>
    (list ?? [])
      .map((block) =>
        typeof block === 'string'
          ? p(escapeHtml(block))
          : `<blockquote style="margin:0 0 16px 0;padding:8px 16px;border-left:4px solid #cbd5e1;background-color:#f8fafc;font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT};white-space:pre-wrap;">${escapeHtml(block.quote).replace(/\r?\n/g, '<br>')}</blockquote>`,
      )
      .join('\n');
  const cell = `padding:6px 12px 6px 0;font-family:${FONT};font-size:14px;line-height:1.4;vertical-align:top;`;
  const details = c.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">${c.details
        .map(
          ([label, value]) =>
            `<tr><td style="${cell}color:${MUTED};">${escapeHtml(label)}</td><td style="${cell}color:${TEXT};font-weight:600;">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = c.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;"><tr><td style="border-radius:6px;background-color:${LINK};">` +
      `<a href="${escapeHtml(c.action.href)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;line-height:1.25;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(c.action.label)}</a></td></tr></table>\n` +
      p(
        `${escapeHtml(m.mail_button_fallback())}<br><a href="${escapeHtml(c.action.href)}" style="color:${LINK};word-break:break-all;">${escapeHtml(c.action.href)}</a>`,
        `font-size:14px;color:${MUTED};`,
      )
    : '';
  const unsubscribe = c.unsubscribe
    ? ` <a href="${escapeHtml(c.unsubscribe.page)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(m.mail_unsubscribe())}</a>.`
    : '';
  const subject = escapeHtml(c.subject);
  const lang = currentLocale();
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${subject}</title></head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div role="article" aria-label="${subject}" lang="${lang}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">
<tr><td style="padding:24px 32px 0 32px;font-family:${FONT};font-size:14px;font-weight:700;letter-spacing:0.02em;color:#1e3a8a;">${escapeHtml(PRODUCT_NAME)}</td></tr>
<tr><td style="padding:16px 32px 24px 32px;">
<h1 style="margin:0 0 16px 0;font-family:${FONT};font-size:22px;line-height:1.3;font-weight:700;color:#111827;">${escapeHtml(c.heading)}</h1>
${p(escapeHtml(greeting(c.name)))}
${blocks(c.intro)}
${details}
${action}
${blocks(c.outro)}
${p(escapeHtml(signature()), 'margin-bottom:0;')}
</td></tr></table>
<p style="margin:16px 0 0 0;max-width:560px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED};">${escapeHtml(c.footer)}${unsubscribe}</p>
</td></tr></table>
</div>
</body>
</html>
`;
}
