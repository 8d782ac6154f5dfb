import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { fileReply } from '../../../server/http/reply.ts';
import { footprintCsv } from '../../../server/usage/footprint.service.ts';
import {
  organizationFootprintQuerySchema,
  organizationFootprintSchema,
} from '../../../shared/carbon/carbon.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The organization’s estimated carbon footprint per cluster and month',
    description:
      'One line per cluster and calendar month (UTC) from `from` to `to` (YYYY-MM, both included; the current month when absent; at most 24 months): node-hours, energy (kWh, PUE included), integer grams CO2e rounded once per line, and the factors; then the total per month and in all (the lines added up). ' +
      'The same grams as `GET /api/clusters/{id}/footprint` and the `co2eGrams` of `/api/usage`. `format=csv` answers the lines as a CSV download. A malformed month or a reversed span: 400 with the field.',
    tags: ['billing'],
    access: 'user',
    permission: 'usage.read',
    query: organizationFootprintQuerySchema,
    response: organizationFootprintSchema,
    handler: async ({ services, user, query }) => {
      const footprint = await services.usage.footprint.forOrganization(user.organizationId, query.from, query.to);
      if (query.format === 'csv')
        return fileReply(
          Buffer.from(footprintCsv(footprint)),
          'text/csv; charset=utf-8',
          `carbon-footprint-${footprint.from}-${footprint.to}.csv`,
        );
      return footprint;
    },
  }),
});
