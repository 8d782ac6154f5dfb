import { customSolutionSchema } from '../../../../../server/custom-solutions/custom-solutions.schemas.ts';
import { errors } from '../../../../../server/http/app-error.ts';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { supportReplyInputSchema } from '../../../../../server/tickets/tickets.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: answer a custom-solution request (the customer sees it, and it waits for them)',
    description: 'Answers 404 to users without officers access.',
    tags: ['officers'],
    access: 'user',
    permission: 'staff',
    body: supportReplyInputSchema,
    response: customSolutionSchema,
    handler: ({ services, user, params, body }) => {
      if (!user.officersAccess) throw errors.notFound('No API endpoint here.');
      return services.customSolutions.reply(user, params.id ?? '', body.message);
    },
  }),
});
