import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { versionSummarySchema } from '../../../server/version/version.service.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Running version and environment',
    access: 'public',
    tags: ['platform'],
    response: versionSummarySchema,
    cacheControl: 'public, max-age=300',
    handler: ({ services }) => services.version,
  }),
});
