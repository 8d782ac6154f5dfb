import { catalogSchema } from '../../shared/catalog/catalog.schemas.ts';
import { replyInLanguage } from '../../server/catalog/language-reply.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The product catalog',
    description:
      'Cluster tiers (in display order), providers, regions, Kubernetes versions, node sizes, add-ons, marketplace products and billing plans. Prices are USD in integer minor units: `…UsdCents` in cents, `…MicroUsd` in millionths of a dollar (hourly node prices and per-unit product prices, which are fractions of a cent).',
    access: 'public',
    tags: ['catalog'],
    response: catalogSchema,
    // The catalog changes only with a release; a short cache keeps a new one visible soon after.
    // Its descriptions are in the caller's language: one cached copy per language.
    handler: async ({ services }) =>
      replyInLanguage(catalogSchema, await services.catalog.getCatalog(), {
        appEnv: services.config.appEnv,
        cacheControl: 'public, max-age=300',
      }),
  }),
});
