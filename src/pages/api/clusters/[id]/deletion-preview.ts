import { deletionPreviewSchema } from '../../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'What deleting a cluster would credit',
    description:
      'Nothing changes. The unused days of the paid period as the credit note of a deletion now would carry them (at most what was paid for the period), VAT included; `billing` is null for a cluster that is not billed.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    response: deletionPreviewSchema,
    handler: ({ services, user, params }) => services.clusters.previewDeletion(user.organizationId, params.id ?? ''),
  }),
});
