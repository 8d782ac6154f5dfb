import type { ClustersService } from '../clusters/clusters.service.ts';
import type { MonthlyInvoicing } from '../billing/monthly-invoicing.ts';
import type { ExchangeRatesService } from '../exchange-rates/exchange-rates.service.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import { PaymentsQueue } from '../officers/payments-queue.ts';
import { ProvisioningQueue } from '../officers/provisioning-queue.ts';
import { OrganizationAdminService } from '../staff/organization-admin.service.ts';
import { PromotionService } from '../staff/promotions.service.ts';
import { UserAdminService, type UserAdminDeps } from '../staff/user-admin.service.ts';

/** The staff's tools: user management, promotion requests, organizations, the Officers Panel. */
export type Staff = ReturnType<typeof createStaff>;

/** Wires the staff domains (/api/admin/** and /api/officers/**). */
export function createStaff(
  deps: UserAdminDeps & {
    officerFeed: OfficerFeed;
    clusters: ClustersService;
    invoicing: MonthlyInvoicing;
    exchangeRates: Pick<ExchangeRatesService, 'current'>;
  },
) {
  const { officerFeed: feed, clusters, invoicing, exchangeRates, ...userAdminDeps } = deps;
  const { repositories, audit, notifications } = deps;
  const { mailer, realtime, publicOrigin } = deps;
  return {
    userAdmin: new UserAdminService(userAdminDeps),
    promotions: new PromotionService({ repositories, mailer, audit, notifications, realtime, publicOrigin }),
    organizationAdmin: new OrganizationAdminService({
      repositories,
      audit,
      notifications,
      rateOf: async (currency) => (await exchangeRates.current()).rates[currency],
    }),
    officers: {
      feed,
      provisioning: new ProvisioningQueue({ repositories, clusters, audit, notifications, feed }),
      payments: new PaymentsQueue({ repositories, invoicing, audit, feed }),
    },
  };
}
