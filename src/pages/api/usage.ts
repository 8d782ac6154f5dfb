import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { fileReply } from '../../server/http/reply.ts';
import { reportCsv } from '../../server/usage/usage-report.ts';
import { usageQuerySchema, usageReportSchema } from '../../shared/usage/usage.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Usage and its cost per cluster over a range, by hour, day or month',
    description:
      'Metered from each cluster’s configuration history (never sampled), at list price, in the organization’s billing currency (the asked `currency` before its first paid order). ' +
      'Split into `advance` (charged in advance by its subscription) and `billable` (autoscaled nodes above the configured count, billed at month end; never negative). ' +
      'Each cluster’s points add up to its total; `format=csv` answers the same figures as a CSV download, with both parts per row. ' +
      'Each row carries `co2eGrams`, the cluster’s estimated emissions over the range’s UTC days (grams CO2e, rounded once per calendar month, as `GET /api/clusters/{id}/footprint`); `co2eGrams` at the top adds them up. ' +
      'More than 10 000 points, a reversed range or more than 400 days: 400 with the field.',
    tags: ['billing'],
    access: 'user',
    permission: 'usage.read',
    query: usageQuerySchema,
    response: usageReportSchema,
    handler: async ({ services, user, query }) => {
      const report = await services.usage.withFootprint(
        user.organizationId,
        query,
        await services.usage.report(user.organizationId, query),
      );
      if (query.format === 'csv')
        return fileReply(
          Buffer.from(reportCsv(report)),
          'text/csv; charset=utf-8',
          `usage-${query.from.slice(0, 10)}-${query.to.slice(0, 10)}.csv`,
        );
      return report;
    },
  }),
});
