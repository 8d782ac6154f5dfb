import { replyInLanguage } from '../../server/catalog/language-reply.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { marketplaceSchema } from '../../shared/marketplace/marketplace.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The marketplace: add-ons (with what they install) and products, featured first',
    tags: ['marketplace'],
    access: 'public',
    response: marketplaceSchema,
    // Its descriptions are in the caller's language: one cached copy per language.
    handler: async ({ services }) =>
      replyInLanguage(marketplaceSchema, await services.marketplace.catalogue(), {
        appEnv: services.config.appEnv,
        cacheControl: 'public, max-age=300',
      }),
  }),
});
