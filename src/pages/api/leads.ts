import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { requestMeta } from '../../server/http/request-meta.ts';
import { leadAcceptedSchema, leadInputSchema } from '../../shared/leads/leads.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Send a contact, demo, sales, quote or migration request (the sender gets a confirmation e-mail)',
    description:
      'The fields depend on `kind`. `website` is a honeypot that people leave empty. Limited to 5 requests an hour per e-mail address and 20 per client (429 with Retry-After).',
    tags: ['forms'],
    access: 'public',
    body: leadInputSchema,
    response: leadAcceptedSchema,
    status: 201,
    handler: ({ body, services, context }) => services.leads.submit(body, requestMeta(context)),
  }),
});
