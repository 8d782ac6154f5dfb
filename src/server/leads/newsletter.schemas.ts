import { z } from 'zod';
import { contactEmailSchema, honeypotSchema } from './form-fields.ts';
import { MS_PER_DAY } from '../../shared/time.ts';
import { m } from '../../shared/i18n/messages.ts';

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

/** The confirmation link's lifetime. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * MS_PER_DAY;

/** POST /api/newsletter. */
export const newsletterSubscribeSchema = z.strictObject({ email: contactEmailSchema, website: honeypotSchema });

/** POST /api/newsletter/confirm and /unsubscribe: the token of the e-mailed link. */
export const newsletterTokenSchema = z.strictObject({
  token: z.string({ error: () => m.field_link_has_no_token() }).trim().min(1, { error: () => m.field_link_has_no_token() }).max(100),
});

/** GET /api/admin/newsletter. */
export const newsletterOverviewSchema = z.object({
  counts: z.object({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number() }),
  confirmed: z.array(z.object({ email: z.string(), confirmedAt: z.string() })),
});
export type NewsletterOverview = z.infer<typeof newsletterOverviewSchema>;
