import type { MailMessage } from './mail.schemas.ts';
import { composeSiteMail } from './site-mail-layout.ts';
import { PRODUCT_NAME } from './templates.ts';

// Visitors' own words (messages, ticket bodies) are not echoed back: a form that mails anything
// to any address would be a spam relay. Only their name, choices and short subject line are.

const FORM_FOOTER = `You receive this e-mail because this address was entered in a form on the ${PRODUCT_NAME} website. If that was not you, ignore it.`;
const NEWSLETTER_FOOTER = `You receive this e-mail because this address is subscribed to the ${PRODUCT_NAME} newsletter.`;

/** Confirms a contact, demo, sales, quote or migration request. */
export function leadReceivedMessage(args: {
  to: string;
  name: string;
  what: string;
  reference: string;
  details: [string, string][];
  nextStep: string;
}): MailMessage {
  return composeSiteMail({
    to: args.to,
    name: args.name,
    subject: `We received your ${args.what}`,
    heading: `Thank you for your ${args.what}`,
    intro: [`We received your ${args.what} and will get back to you by e-mail.`, args.nextStep],
    details: [['Reference', args.reference], ...args.details],
    outro: ['Reply to our answer when it comes if you want to add anything; there is no need to send the form again.'],
    footer: FORM_FOOTER,
  });
}

/** Double opt-in: the subscription starts only when the link is opened (7 days, single use). */
export function newsletterConfirmMessage({ to, link }: { to: string; link: string }): MailMessage {
  return composeSiteMail({
    to,
    name: null,
    subject: 'Confirm your newsletter subscription',
    heading: 'Confirm your subscription',
    intro: [
      `Someone, hopefully you, asked to receive the ${PRODUCT_NAME} newsletter at this address: ` +
        'product news, new regions and cluster types, and Kubernetes release notes, about once a month.',
    ],
    action: { label: 'Confirm my subscription', href: link },
    outro: [
      'This link is valid for 7 days and works once. Until you open it, we send you nothing else.',
      'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
    ],
    footer: FORM_FOOTER,
  });
}

/** The subscription is confirmed; carries the unsubscribe link like every newsletter e-mail. */
export function newsletterWelcomeMessage({ to, unsubscribe }: { to: string; unsubscribe: string }): MailMessage {
  return composeSiteMail({
    to,
    name: null,
    subject: `You are subscribed to the ${PRODUCT_NAME} newsletter`,
    heading: 'Your subscription is confirmed',
    intro: ['Thank you. You will receive our newsletter about once a month.'],
    outro: ['You can unsubscribe at any time with the link at the bottom of every newsletter.'],
    footer: NEWSLETTER_FOOTER,
    unsubscribe,
  });
}

/** Sent instead of a confirmation when the address is already subscribed (the form says the same either way). */
export function newsletterAlreadySubscribedMessage({ to, unsubscribe }: { to: string; unsubscribe: string }): MailMessage {
  return composeSiteMail({
    to,
    name: null,
    subject: `You are already subscribed to the ${PRODUCT_NAME} newsletter`,
    heading: 'You are already subscribed',
    intro: ['Someone asked to subscribe this address to our newsletter. It already is, so nothing changed.'],
    outro: ['If you would rather stop receiving it, use the unsubscribe link below.'],
    footer: NEWSLETTER_FOOTER,
    unsubscribe,
  });
}

/** One issue of the newsletter; the unsubscribe link is required. */
export function newsletterIssueMessage(args: { to: string; subject: string; paragraphs: string[]; unsubscribe: string }): MailMessage {
  return composeSiteMail({
    to: args.to,
    name: null,
    subject: args.subject,
    heading: args.subject,
    intro: args.paragraphs,
    footer: NEWSLETTER_FOOTER,
    unsubscribe: args.unsubscribe,
  });
}

type TicketMail = { to: string; name: string; trackingCode: string; subject: string; trackLink: string };

/** A visitor's ticket was opened: its tracking code, needed with the e-mail address to follow it. */
export function ticketCreatedMessage(args: TicketMail & { category: string; priority: string }): MailMessage {
  return composeSiteMail({
    to: args.to,
    name: args.name,
    subject: `[${args.trackingCode}] We received your support request`,
    heading: 'We received your support request',
    intro: [
      'Your ticket is open. Keep its tracking code: with this e-mail address, it shows the status of the ticket and our replies.',
    ],
    details: [
      ['Tracking code', args.trackingCode],
      ['Subject', args.subject],
      ['Category', args.category],
      ['Priority', args.priority],
    ],
    action: { label: 'Track your ticket', href: args.trackLink },
    outro: ['We will also e-mail you when we reply. Do not share the tracking code: it gives access to the conversation.'],
    footer: FORM_FOOTER,
  });
}

/** Support answered a ticket; the reply is quoted, the conversation is on the tracking page. */
export function ticketReplyMessage(args: TicketMail & { reply: string }): MailMessage {
  return composeSiteMail({
    to: args.to,
    name: args.name,
    subject: `[${args.trackingCode}] New reply: ${args.subject}`,
    heading: 'We replied to your ticket',
    intro: ['Our support team replied to your ticket:', { quote: args.reply }],
    details: [['Tracking code', args.trackingCode]],
    action: { label: 'Read and answer', href: args.trackLink },
    outro: ['Answer on the tracking page so that the whole conversation stays in one place.'],
    footer: `You receive this e-mail because you opened a support ticket with ${PRODUCT_NAME}.`,
  });
}
