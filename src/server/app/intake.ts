import type { AppConfig } from '../config/config.ts';
import { LeadService } from '../leads/leads.service.ts';
import { NewsletterService } from '../leads/newsletter.service.ts';
import type { OutgoingMail } from '../mail/mail-queue.ts';
import type { Repositories } from '../store/repositories.ts';
import { TicketService } from '../tickets/tickets.service.ts';

/** What the public forms send: leads (contact, sales, quotes), the newsletter, public tickets. */
export type PublicIntake = ReturnType<typeof createPublicIntake>;

/** Wires the public forms' domains; each is rate-limited per sender in the storage backend. */
export function createPublicIntake(deps: { config: AppConfig; repositories: Repositories; mailer: OutgoingMail }) {
  const { repositories, mailer } = deps;
  const { publicOrigin } = deps.config;
  const { rateLimits } = repositories;
  return {
    leads: new LeadService({ leads: repositories.leads, catalog: repositories.catalog, mailer, rateLimits }),
    newsletter: new NewsletterService({ subscriptions: repositories.newsletter, mailer, rateLimits, publicOrigin }),
    tickets: new TicketService({ tickets: repositories.tickets, mailer, rateLimits, publicOrigin }),
  };
}
