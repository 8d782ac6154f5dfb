import { AuditService } from '../audit/audit.service.ts';
import { EmailFlowsService } from '../auth/email-flows.service.ts';
import { EmailTokenService } from '../auth/email-token.service.ts';
import { MfaChallenges } from '../auth/mfa-challenges.ts';
import { SignInService } from '../auth/sign-in.service.ts';
import { readCatalogSeed } from '../catalog/catalog-seed.ts';
import { CatalogService } from '../catalog/catalog.service.ts';
import type { AppConfig } from '../config/config.ts';
import { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import { checkHealth, type Health } from '../health/health.service.ts';
import { LeadService } from '../leads/leads.service.ts';
import { NewsletterService } from '../leads/newsletter.service.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { MfaService } from '../mfa/mfa.service.ts';
import { NotificationService } from '../notifications/notifications.service.ts';
import { RegistrationService } from '../registrations/registration.service.ts';
import { SessionService } from '../sessions/session.service.ts';
import { TicketService } from '../tickets/tickets.service.ts';
import { openLowdbBackend, type Repositories } from '../store/repositories.ts';
import { AccountService } from '../users/account.service.ts';
import { bootstrapAdmin } from '../users/admin-bootstrap.ts';
import { readVersionSummary, type VersionSummary } from '../version/version.service.ts';
import { unconnectedChannel, type RealtimeChannel } from '../ws/realtime-channel.ts';

/** Everything endpoints reach through `locals.services`: one instance per process. */
export type Services = {
  config: AppConfig;
  repositories: Repositories;
  catalog: CatalogService;
  version: VersionSummary;
  health: () => Promise<Health>;
  realtime: RealtimeChannel;
  mailer: Mailer;
  audit: AuditService;
  sessions: SessionService;
  accounts: AccountService;
  signIn: SignInService;
  mfa: MfaService;
  registrations: RegistrationService;
  emailFlows: EmailFlowsService;
  notifications: NotificationService;
  exchangeRates: ExchangeRatesService;
  leads: LeadService;
  newsletter: NewsletterService;
  tickets: TicketService;
};

/** Services plus what only the process owner may call. */
export type ServiceContainer = Services & { close: () => Promise<void> };

const HOUSEKEEPING_MS = 10 * 60 * 1000;

/** Opens the store (migrating it), seeds the catalog on first start and bootstraps the admin. */
export async function createServices(config: AppConfig): Promise<ServiceContainer> {
  const startedAt = Date.now();
  const backend = await openLowdbBackend(config.dataDir);
  const { repositories } = backend;
  if (await repositories.catalog.seedIfEmpty(await readCatalogSeed())) {
    console.info('Seeded the catalog from src/server/catalog/seed/catalog.json');
  }
  const admin = await bootstrapAdmin(repositories, config.admin);
  if (admin === 'created') console.info(`Created the super_admin ${config.admin?.email}`);

  const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, publicOrigin: config.publicOrigin });
  const audit = new AuditService(repositories.audit);
  // ws/start-realtime.ts wires the /ws hub into this very object after start.
  const realtime = unconnectedChannel();
  const sessions = new SessionService(repositories.sessions, repositories.users, { realtime });
  const emailTokens = new EmailTokenService(repositories.emailTokens, config.publicOrigin);
  const accounts = new AccountService({ ...repositories, sessions, emailTokens, mailer, audit });
  const mfa = new MfaService(repositories.users);
  const notifications = new NotificationService(repositories.notifications, realtime);
  const registrations = new RegistrationService({
    mode: config.registrationMode,
    publicOrigin: config.publicOrigin,
    users: repositories.users,
    organizations: repositories.organizations,
    pending: repositories.pendingRegistrations,
    emailTokens,
    mailer,
    audit,
    notifications,
  });
  const signIn = new SignInService({
    users: repositories.users,
    pendingRegistrations: repositories.pendingRegistrations,
    sessions,
    accounts,
    mfa,
    challenges: new MfaChallenges(),
    emailTokens,
    audit,
  });
  const emailFlows = new EmailFlowsService({ users: repositories.users, sessions, emailTokens, registrations, mailer, audit });
  const leads = new LeadService({ leads: repositories.leads, catalog: repositories.catalog, mailer });
  const newsletter = new NewsletterService({ subscriptions: repositories.newsletter, mailer, publicOrigin: config.publicOrigin });
  const tickets = new TicketService({ tickets: repositories.tickets, mailer, publicOrigin: config.publicOrigin });

  const housekeeping = setInterval(() => {
    void sessions.purgeExpired().catch((error: Error) => console.warn('Session purge failed:', error.message));
    void repositories.emailTokens.purgeExpired(new Date(Date.now() - 24 * 60 * 60 * 1000)).catch(() => undefined);
    void tickets.closeStale().catch((error: Error) => console.warn('Closing stale tickets failed:', error.message));
  }, HOUSEKEEPING_MS);
  housekeeping.unref();

  return {
    config,
    repositories,
    catalog: new CatalogService(repositories.catalog),
    version: readVersionSummary(config.appEnv),
    health: () => checkHealth(backend.checkHealth, startedAt),
    realtime,
    mailer,
    audit,
    sessions,
    accounts,
    signIn,
    mfa,
    registrations,
    emailFlows,
    notifications,
    exchangeRates: new ExchangeRatesService({ url: config.exchangeRatesUrl }),
    leads,
    newsletter,
    tickets,
    close: async () => {
      clearInterval(housekeeping);
      await backend.close();
    },
  };
}
