import { AddonsService } from '../addons/addons.service.ts';
import { AttachmentService } from '../attachments/attachments.service.ts';
import type { CatalogRepository } from '../catalog/catalog.repository.ts';
import type { OfficerFeed } from '../officers/officer-feed.ts';
import { CustomSolutionService } from '../custom-solutions/custom-solutions.service.ts';
import { MarketplaceService } from '../marketplace/marketplace.service.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { OrderFulfilment } from '../orders/fulfilment.ts';
import { ProductSubscriptionService } from '../products/product-subscriptions.service.ts';
import type { Repositories } from '../store/repositories.ts';
import type { TicketService } from '../tickets/tickets.service.ts';
import type { ClusterServices } from './clusters.ts';
import { inLanguageOf } from '../mail/mail-language.ts';
import { inEachLanguage } from '../notifications/said-in-each-language.ts';

/** The marketplace services: catalogue, add-ons per cluster, product subscriptions, custom solutions. */
export type MarketplaceServices = ReturnType<typeof createMarketplaceServices>;

/** Wires the marketplace domains; paid product orders are fulfilled by activating a subscription. */
export function createMarketplaceServices(deps: {
  repositories: Repositories;
  catalog: CatalogRepository;
  clusters: ClusterServices;
  fulfilment: OrderFulfilment;
  tickets: TicketService;
  notifications: NotificationService;
  officers?: Pick<OfficerFeed, 'changed'>;
}) {
  const { repositories, catalog } = deps;
  const productSubscriptions = new ProductSubscriptionService({ repositories, catalog });
  deps.fulfilment.register('product', (order) => productSubscriptions.activateFromOrder(order));
  const attachments = new AttachmentService({ repositories });
  return {
    marketplace: new MarketplaceService(catalog),
    addons: new AddonsService({
      repositories,
      catalog,
      clusters: deps.clusters.clusters,
      provisioning: deps.clusters.provisioning,
    }),
    productSubscriptions,
    attachments,
    customSolutions: new CustomSolutionService({
      repositories,
      catalog,
      attachments,
      supportReply: (ticketId, body, staffUserId) => deps.tickets.supportReply(ticketId, body, staffUserId),
      notify: async (userId, message) =>
        deps.notifications.notify(userId, {
          type: 'info',
          ...inEachLanguage(await repositories.users.findById(userId), message),
        }),
      officers: deps.officers,
    }),
  };
}
