import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { marketplaceSchema } from '../../server/marketplace/marketplace.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The marketplace: add-ons (with what they install) and products, featured first',
    tags: ['marketplace'],
    access: 'public',
    response: marketplaceSchema,
    cacheControl: 'public, max-age=300',
    handler: ({ services }) => services.marketplace.catalogue(),
  }),
});
