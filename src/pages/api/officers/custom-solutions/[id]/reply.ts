import { customSolutionSchema } from '../../../../../server/custom-solutions/custom-solutions.schemas.ts';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { supportReplyInputSchema } from '../../../../../server/tickets/tickets.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: answer a custom-solution request (the customer sees it, and it waits for them)',
    description: 'Answers 404 to users without officers access.',
    tags: ['officers'],
    access: 'officer',
    body: supportReplyInputSchema,
    response: customSolutionSchema,
    handler: ({ services, user, params, body }) => services.customSolutions.reply(user, params.id ?? '', body.message),
  }),
});
