import { z } from 'zod';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { customerTicketSchema, ticketSnapshotSchema } from '../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The diagnostic snapshots shared on a ticket, as support sees them (revoked ones without content)',
    tags: ['support'],
    access: 'user',
    permission: 'support.read',
    response: z.array(ticketSnapshotSchema),
    handler: ({ services, user, params }) => services.customerDesk.snapshotsOf(user, params.id ?? ''),
  }),
  DELETE: operation({
    summary: 'Revoke consent: the shared snapshots (or only `snapshotId`) are deleted and support no longer sees them',
    tags: ['support'],
    access: 'user',
    permission: 'support.write',
    query: z.object({ snapshotId: z.string().min(1).optional() }),
    response: customerTicketSchema,
    handler: ({ services, user, params, query }) =>
      services.customerDesk.revokeSnapshots(user, params.id ?? '', query.snapshotId),
  }),
});
