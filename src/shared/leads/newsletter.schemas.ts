import { z } from 'zod';
import { contactEmailSchema, honeypotSchema } from './form-fields.ts';
import { MS_PER_DAY } from '../time.ts';
import { m } from '../i18n/messages.ts';

/** A newsletter subscription; it counts only once the address confirmed it (double opt-in). */
export type NewsletterSubscriptionRecord = {
  id: string;
  /** Lower case; one record per address. */
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** SHA-256 of the single-use confirmation token, until it is used. */
  confirmTokenHash: string | null;
  confirmTokenExpiresAt: string | null;
  /** SHA-256 of the unsubscribe tokens of the latest e-mails (each e-mail carries its own). */
  unsubscribeTokenHashes: string[];
  createdAt: string;
  updatedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

/**
 * The one-click unsubscribe URL of newsletter e-mails (List-Unsubscribe), with `?token=`: mail
 * providers POST to it from their own servers, without a session and from no page of ours.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/one-click';

/** The confirmation link's lifetime. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * MS_PER_DAY;

/** POST /api/newsletter. */
export const newsletterSubscribeSchema = z.strictObject({ email: contactEmailSchema, website: honeypotSchema });

/** POST /api/newsletter/confirm and /unsubscribe: the token of the e-mailed link. */
export const newsletterTokenSchema = z.strictObject({
  token: z
    .string({ error: () => m.field_link_has_no_token() })
    .trim()
    .min(1, { error: () => m.field_link_has_no_token() })
    .max(100),
});

/** POST /api/admin/newsletter/issues: one issue, sent to every confirmed address. */
export const newsletterIssueSchema = z.strictObject({
  subject: z
    .string({ error: () => m.field_enter_newsletter_subject() })
    .trim()
    .min(1, { error: () => m.field_enter_newsletter_subject() })
    .max(200),
  paragraphs: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: () => m.field_enter_newsletter_text() })
        .max(5000),
      { error: () => m.field_enter_newsletter_text() },
    )
    .min(1, { error: () => m.field_enter_newsletter_text() })
    .max(50),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** How many addresses an issue was queued for. */
export const newsletterIssueSentSchema = z.object({ recipients: z.number().int().min(0) });

/** GET /api/admin/newsletter. */
export const newsletterOverviewSchema = z.object({
  counts: z.object({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number() }),
  confirmed: z.array(z.object({ email: z.string(), confirmedAt: z.string() })),
});
export type NewsletterOverview = z.infer<typeof newsletterOverviewSchema>;
