import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { clusterFootprintQuerySchema, clusterFootprintSchema } from '../../../../shared/carbon/carbon.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'A cluster’s estimated carbon footprint for a month',
    description:
      'Estimated from the metered node-hours of the month (UTC; configured and autoscaled nodes, the hours not metered yet included): node-hours × each node size’s power draw × the provider’s PUE × the grid intensity of the region’s country / 1000, in integer grams CO2e rounded once for the month; `kgCo2e` is grams / 1000. ' +
      '`method` lists the factors used and the method page that names their public sources. `month` is YYYY-MM (the current month when absent; anything else is 400 with the field). Another organization’s cluster is 404.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    query: clusterFootprintQuerySchema,
    response: clusterFootprintSchema,
    handler: ({ services, user, params, query }) =>
      services.usage.footprint.forCluster(user.organizationId, params.id ?? '', query.month),
  }),
});
