import { randomUUID } from 'node:crypto';
import { tokenError } from '../auth/email-token.service.ts';
import { generateToken, hashToken, type RequestMeta } from '../auth/tokens.ts';
import { AppError } from '../http/app-error.ts';
import type { RateLimitRepository } from '../platform/rate-limits.repository.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { MailMessage } from '../../shared/mail/mail.schemas.ts';
import {
  newsletterAlreadySubscribedMessage,
  newsletterConfirmMessage,
  newsletterIssueMessage,
  newsletterWelcomeMessage,
} from '../mail/templates-site.ts';
import type { UnsubscribeLinks } from '../mail/site-mail-layout.ts';
import { isSpam } from '../../shared/leads/form-fields.ts';
import type { NewsletterRepository } from './newsletter.repository.ts';
import {
  NEWSLETTER_CONFIRM_TTL_MS,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  type NewsletterIssue,
  type NewsletterOverview,
  type NewsletterSubscriptionRecord,
} from '../../shared/leads/newsletter.schemas.ts';
import { DEFAULT_GUARD_LIMITS, FormGuard, type GuardLimits } from './spam-guard.ts';
import { m } from '../../shared/i18n/messages.ts';

type Deps = {
  subscriptions: NewsletterRepository;
  mailer: OutgoingMail;
  rateLimits: RateLimitRepository;
  publicOrigin: string;
  limits?: GuardLimits;
  now?: () => number;
};

// Each e-mail gets its own unsubscribe token; the last few stay valid so older e-mails still work.
const KEPT_UNSUBSCRIBE_TOKENS = 12;

/** The newsletter with double opt-in: nothing is sent but the confirmation until the address confirms. */
export class NewsletterService {
  #deps: Deps;
  #now: () => number;
  readonly guard: FormGuard;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.guard = new FormGuard(deps.rateLimits, deps.limits ?? DEFAULT_GUARD_LIMITS, deps.now);
  }

  /**
   * Asks the address to confirm (a new link each time, the old one void). An address that is
   * already subscribed gets a note instead: the caller's answer is the same either way.
   */
  async subscribe(input: { email: string; website?: string }, meta: RequestMeta): Promise<void> {
    await this.guard.consume('newsletter', input.email, meta);
    if (isSpam(input)) return;
    const email = input.email.trim().toLowerCase();
    const token = generateToken();
    const pending = {
      status: 'pending' as const,
      confirmTokenHash: hashToken(token),
      confirmTokenExpiresAt: new Date(this.#now() + NEWSLETTER_CONFIRM_TTL_MS).toISOString(),
    };
    const existing = await this.#deps.subscriptions.findByEmail(email);
    if (existing?.status === 'confirmed') {
      await this.#send(
        newsletterAlreadySubscribedMessage({ to: email, unsubscribe: await this.unsubscribeLinkFor(existing.id) }),
      );
      return;
    }
    if (existing) {
      await this.#deps.subscriptions.update(existing.id, (current) =>
        current.status === 'confirmed' ? undefined : pending,
      );
    } else {
      const at = new Date(this.#now()).toISOString();
      const record: NewsletterSubscriptionRecord = {
        id: randomUUID(),
        email,
        ...pending,
        unsubscribeTokenHashes: [],
        createdAt: at,
        updatedAt: at,
        confirmedAt: null,
        unsubscribedAt: null,
      };
      // Lost a race with a concurrent sign-up of the same address: that one sent the link.
      if (!(await this.#deps.subscriptions.create(record))) return;
    }
    await this.#send(newsletterConfirmMessage({ to: email, link: this.#link('confirm', token) }));
  }

  /** Confirms with the e-mailed token: single use, 7 days. */
  async confirm(token: string): Promise<void> {
    const hash = hashToken(token);
    const found = await this.#deps.subscriptions.findByConfirmTokenHash(hash);
    if (!found) throw tokenError('invalid');
    let expired = false;
    const confirmed = await this.#deps.subscriptions.update(found.id, (current) => {
      if (current.confirmTokenHash !== hash) return undefined;
      expired = Date.parse(current.confirmTokenExpiresAt ?? '') <= this.#now();
      if (expired) return { confirmTokenHash: null, confirmTokenExpiresAt: null };
      return {
        status: 'confirmed',
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
        confirmedAt: new Date(this.#now()).toISOString(),
        unsubscribedAt: null,
      };
    });
    if (expired) throw tokenError('expired');
    if (!confirmed) throw tokenError('invalid');
    await this.#send(
      newsletterWelcomeMessage({ to: confirmed.email, unsubscribe: await this.unsubscribeLinkFor(confirmed.id) }),
    );
  }

  /** Unsubscribes with the token of any recent newsletter e-mail; opening it twice is fine. */
  async unsubscribe(token: string): Promise<void> {
    if (!(await this.#unsubscribe(token)))
      throw new AppError(400, 'token_invalid', m.error_unsubscribe_link_not_valid_use_link());
  }

  /**
   * The one-click unsubscribe of a mail client (List-Unsubscribe-Post): the same, but the token
   * is the address of the resource, so an unknown one is 404.
   */
  async unsubscribeOneClick(token: string): Promise<void> {
    if (!(await this.#unsubscribe(token)))
      throw new AppError(404, 'not_found', m.error_unsubscribe_link_not_valid_use_link());
  }

  /** False when no recent e-mail carried this token. */
  async #unsubscribe(token: string): Promise<boolean> {
    const found = await this.#deps.subscriptions.findByUnsubscribeTokenHash(hashToken(token));
    if (!found) return false;
    await this.#deps.subscriptions.update(found.id, (current) =>
      current.status === 'unsubscribed'
        ? undefined
        : {
            status: 'unsubscribed',
            unsubscribedAt: new Date(this.#now()).toISOString(),
            confirmTokenHash: null,
            confirmTokenExpiresAt: null,
          },
    );
    return true;
  }

  /** Queues one issue for every confirmed address, each with its own unsubscribe links; returns how many. */
  async sendIssue(issue: NewsletterIssue): Promise<number> {
    const recipients = await this.#deps.subscriptions.listConfirmed();
    for (const subscription of recipients) {
      const unsubscribe = await this.unsubscribeLinkFor(subscription.id);
      await this.#send(
        newsletterIssueMessage({
          to: subscription.email,
          subject: issue.subject,
          paragraphs: issue.paragraphs,
          unsubscribe,
        }),
      );
    }
    return recipients.length;
  }

  /** Counts by status and the confirmed addresses, for admins. */
  async overview(): Promise<NewsletterOverview> {
    const [counts, confirmed] = await Promise.all([
      this.#deps.subscriptions.countByStatus(),
      this.#deps.subscriptions.listConfirmed(),
    ]);
    return { counts, confirmed: confirmed.map((s) => ({ email: s.email, confirmedAt: s.confirmedAt ?? s.updatedAt })) };
  }

  /**
   * Fresh unsubscribe links for one e-mail to this subscription (every newsletter e-mail needs
   * them): the page and the one-click URL share the e-mail's token, kept only as its hash.
   */
  async unsubscribeLinkFor(id: string): Promise<UnsubscribeLinks> {
    const token = generateToken();
    const hash = hashToken(token);
    await this.#deps.subscriptions.update(id, (current) => ({
      unsubscribeTokenHashes: [...current.unsubscribeTokenHashes, hash].slice(-KEPT_UNSUBSCRIBE_TOKENS),
    }));
    const oneClick = new URL(ONE_CLICK_UNSUBSCRIBE_PATH, this.#deps.publicOrigin);
    oneClick.searchParams.set('token', token);
    return { page: this.#link('unsubscribe', token), oneClick: oneClick.href };
  }

  /** The page a person lands on with the token of an e-mail: it asks before it unsubscribes. */
  unsubscribePage(token: string): string {
    return this.#link('unsubscribe', token);
  }

  #link(action: 'confirm' | 'unsubscribe', token: string): string {
    const url = new URL('/newsletter', this.#deps.publicOrigin);
    url.searchParams.set(action, token);
    return url.href;
  }

  async #send(message: MailMessage) {
    // A failure is the visitor's to see (500): without the e-mail there is no subscription.
    await this.#deps.mailer.send(message);
  }
}
