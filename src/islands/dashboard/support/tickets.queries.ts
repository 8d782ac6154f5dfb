import type { QueryClient } from '@tanstack/react-query';
import type { CustomerTicket, OfficerTicket, TicketSummary } from '../../../shared/tickets/support-desk.schemas.ts';
import { invalidateApi } from '../../lib/api/client.ts';

// Queries are keyed by their API path (the default query function GETs it); a `ticket` message
// over /ws makes every one of them stale (notifications/realtime-invalidation.ts).

export const ticketKeys = {
  list: ['/api/tickets'] as const,
  one: (id: string) => [`/api/tickets/${encodeURIComponent(id)}`] as const,
  snapshotPreview: (clusterId: string) =>
    [`/api/clusters/${encodeURIComponent(clusterId)}/diagnostic-snapshot`] as const,
  queue: ['/api/officers/tickets'] as const,
};

export type { CustomerTicket, OfficerTicket, TicketSummary };

/** After a change the server answered with the ticket: show it and refresh the lists. */
export function storeTicket(client: QueryClient, ticket: CustomerTicket) {
  client.setQueryData(ticketKeys.one(ticket.id), ticket);
  void invalidateApi(client, [ticketKeys.list], { exact: true });
}
