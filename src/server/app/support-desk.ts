import { CustomerDeskService } from '../tickets/customer-desk.service.ts';
import { OfficerDeskService } from '../tickets/officer-desk.service.ts';
import { TicketDesk, type TicketDeskDeps } from '../tickets/ticket-desk.ts';
import type { ClusterServices } from './clusters.ts';
import type { MarketplaceServices } from './marketplace.ts';

/** The signed-in support desk, one service per actor. */
export type SupportDesk = ReturnType<typeof createSupportDesk>;

/**
 * Wires the ticket desk both actors share: a ticket about a cluster carries a snapshot of it
 * (its record, recent events, add-ons and credentials) read from the cluster services.
 */
export function createSupportDesk(
  deps: Omit<TicketDeskDeps, 'attachments' | 'snapshots'> & {
    clusters: ClusterServices;
    marketplace: MarketplaceServices;
  },
) {
  const { clusters: clusterServices, marketplace, ...shared } = deps;
  const desk = new TicketDesk({
    ...shared,
    attachments: marketplace.attachments,
    snapshots: {
      cluster: (organizationId, id) => clusterServices.clusters.get(organizationId, id),
      events: (organizationId, id, limit) => clusterServices.clusters.events(organizationId, id, limit),
      addons: (organizationId, id) => marketplace.addons.forCluster(organizationId, id),
      credentials: (organizationId, id) => clusterServices.kubeconfigs.list(organizationId, id),
    },
  });
  return {
    /** Signed-in tickets of organizations. */
    customerDesk: new CustomerDeskService(desk),
    /** The officers' ticket queue. */
    officerDesk: new OfficerDeskService(desk),
  };
}
