import { clusterSchema } from '../../../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: retry a failed cluster operation from the phase that failed (the customer’s retry)',
    tags: ['officers'],
    access: 'officer',
    response: clusterSchema,
    status: 202,
    handler: ({ services, user, params, context }) =>
      services.officers.provisioning.retry(user, params.clusterId ?? '', requestMeta(context)),
  }),
});
