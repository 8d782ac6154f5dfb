import { changePreviewSchema, clusterPatchSchema } from '../../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'The cost of a change before it is made',
    description:
      'The same body as PATCH; nothing changes. The monthly list price now and after, and the prorated difference to the end of the month.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    body: clusterPatchSchema,
    response: changePreviewSchema,
    handler: ({ services, user, params, body }) =>
      services.clusters.preview(user.organizationId, params.id ?? '', body),
  }),
});
