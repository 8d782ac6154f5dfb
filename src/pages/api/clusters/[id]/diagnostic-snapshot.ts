import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { diagnosticSnapshotSchema } from '../../../../shared/tickets/support-desk.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Preview the diagnostic snapshot a ticket would share about this cluster (nothing is shared yet)',
    description:
      'Spec, status, recent events, add-on versions and the credential inventory: no kubeconfig, token or other secret.',
    tags: ['support', 'clusters'],
    access: 'user',
    permission: 'clusters.credentials',
    response: diagnosticSnapshotSchema,
    handler: ({ services, user, params }) => services.customerDesk.preview(user, params.id ?? ''),
  }),
});
