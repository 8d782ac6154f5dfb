import { m } from '../../shared/i18n/messages.ts';
import type { LeadKind } from '../../shared/lead-options.ts';
import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import { composeSiteMail, type UnsubscribeLinks } from './site-mail-layout.ts';
import { PRODUCT_NAME } from './templates.ts';

// Visitors' own words (messages, ticket bodies) are not echoed back: a form that mails anything
// to any address would be a spam relay. Only their name, choices and short subject line are.

// Everything is written when the e-mail is composed, in the language of the request that sent it.
const formFooter = () => m.mail_site_form_footer({ product: PRODUCT_NAME });
const newsletterFooter = () => m.mail_site_newsletter_footer({ product: PRODUCT_NAME });

/** The sentences of a lead's confirmation, per kind (each its own message, no pieces glued together). */
const LEAD_TEXTS: Record<
  LeadKind,
  { subject: () => string; heading: () => string; intro: () => string; next: () => string }
> = {
  contact: {
    subject: m.mail_site_lead_contact_subject,
    heading: m.mail_site_lead_contact_heading,
    intro: m.mail_site_lead_contact_intro,
    next: m.mail_site_lead_contact_next,
  },
  demo: {
    subject: m.mail_site_lead_demo_subject,
    heading: m.mail_site_lead_demo_heading,
    intro: m.mail_site_lead_demo_intro,
    next: m.mail_site_lead_demo_next,
  },
  sales: {
    subject: m.mail_site_lead_sales_subject,
    heading: m.mail_site_lead_sales_heading,
    intro: m.mail_site_lead_sales_intro,
    next: m.mail_site_lead_sales_next,
  },
  quote: {
    subject: m.mail_site_lead_quote_subject,
    heading: m.mail_site_lead_quote_heading,
    intro: m.mail_site_lead_quote_intro,
    next: m.mail_site_lead_quote_next,
  },
  migration: {
    subject: m.mail_site_lead_migration_subject,
    heading: m.mail_site_lead_migration_heading,
    intro: m.mail_site_lead_migration_intro,
    next: m.mail_site_lead_migration_next,
  },
  'custom-solution': {
    subject: m.mail_site_lead_custom_solution_subject,
    heading: m.mail_site_lead_custom_solution_heading,
    intro: m.mail_site_lead_custom_solution_intro,
    next: m.mail_site_lead_custom_solution_next,
  },
};

/** What happens next after a lead of this kind: shown on screen and in the e-mail. */
export function leadNextStep(kind: LeadKind): string {
  return LEAD_TEXTS[kind].next();
}

/** Confirms a contact, demo, sales, quote or migration request. */
export function leadReceivedMessage(args: {
  to: string;
  name: string;
  kind: LeadKind;
  reference: string;
  details: [string, string][];
}): MailMessage {
  const texts = LEAD_TEXTS[args.kind];
  return composeSiteMail({
    to: args.to,
    name: args.name,
    subject: texts.subject(),
    heading: texts.heading(),
    intro: [texts.intro(), texts.next()],
    details: [[m.mail_site_reference(), args.reference], ...args.details],
    outro: [m.mail_site_lead_outro()],
    footer: formFooter(),
  });
}

/** Double opt-in: the subscription starts only when the link is opened (7 days, single use). */
export function newsletterConfirmMessage({ to, link }: { to: string; link: string }): MailMessage {
  return composeSiteMail({
    to,
    name: null,
    subject: m.mail_site_confirm_subject(),
    heading: m.mail_site_confirm_heading(),
    intro: [m.mail_site_confirm_intro({ product: PRODUCT_NAME })],
    action: { label: m.mail_site_confirm_action(), href: link },
    outro: [m.mail_site_confirm_validity(), m.mail_site_confirm_ignore()],
    footer: formFooter(),
  });
}

/** The subscription is confirmed; carries the unsubscribe links like every newsletter e-mail. */
export function newsletterWelcomeMessage({
  to,
  unsubscribe,
}: {
  to: string;
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  return composeSiteMail({
    to,
    name: null,
    subject: m.mail_site_welcome_subject({ product: PRODUCT_NAME }),
    heading: m.mail_site_welcome_heading(),
    intro: [m.mail_site_welcome_intro()],
    outro: [m.mail_site_welcome_outro()],
    footer: newsletterFooter(),
    unsubscribe,
  });
}

/** Sent instead of a confirmation when the address is already subscribed (the form says the same either way). */
export function newsletterAlreadySubscribedMessage({
  to,
  unsubscribe,
}: {
  to: string;
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  return composeSiteMail({
    to,
    name: null,
    subject: m.mail_site_already_subject({ product: PRODUCT_NAME }),
    heading: m.mail_site_already_heading(),
    intro: [m.mail_site_already_intro()],
    outro: [m.mail_site_already_outro()],
    footer: newsletterFooter(),
    unsubscribe,
  });
}

/** One issue of the newsletter; the unsubscribe links are required. */
export function newsletterIssueMessage(args: {
  to: string;
  subject: string;
  paragraphs: string[];
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  return composeSiteMail({
    to: args.to,
    name: null,
    subject: args.subject,
    heading: args.subject,
    intro: args.paragraphs,
    footer: newsletterFooter(),
    unsubscribe: args.unsubscribe,
  });
}

type TicketMail = { to: string; name: string; trackingCode: string; subject: string; trackLink: string };

/** A visitor's ticket was opened: its tracking code, needed with the e-mail address to follow it. */
export function ticketCreatedMessage(args: TicketMail & { category: string; priority: string }): MailMessage {
  return composeSiteMail({
    to: args.to,
    name: args.name,
    subject: m.mail_site_ticket_created_subject({ code: args.trackingCode }),
    heading: m.mail_site_ticket_created_heading(),
    intro: [m.mail_site_ticket_created_intro()],
    details: [
      [m.mail_site_tracking_code(), args.trackingCode],
      [m.mail_site_subject(), args.subject],
      [m.mail_site_category(), args.category],
      [m.mail_site_priority(), args.priority],
    ],
    action: { label: m.mail_site_track_action(), href: args.trackLink },
    outro: [m.mail_site_ticket_created_outro()],
    footer: formFooter(),
  });
}

/** Support answered a ticket; the reply is quoted, the conversation is on the tracking page. */
export function ticketReplyMessage(args: TicketMail & { reply: string }): MailMessage {
  return composeSiteMail({
    to: args.to,
    name: args.name,
    subject: m.mail_site_reply_subject({ code: args.trackingCode, subject: args.subject }),
    heading: m.mail_site_reply_heading(),
    intro: [m.mail_site_reply_intro(), { quote: args.reply }],
    details: [[m.mail_site_tracking_code(), args.trackingCode]],
    action: { label: m.mail_site_reply_action(), href: args.trackLink },
    outro: [m.mail_site_reply_outro()],
    footer: m.mail_site_reply_footer({ product: PRODUCT_NAME }),
  });
}
