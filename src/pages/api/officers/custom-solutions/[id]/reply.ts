import { customSolutionSchema } from '../../../../../shared/custom-solutions/custom-solutions.schemas.ts';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import { supportReplyInputSchema } from '../../../../../shared/tickets/tickets.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Officers: answer a custom-solution request (the customer sees it, and it waits for them)',
    description: 'Answers 404 to anyone without officers access, before the body is read.',
    tags: ['officers'],
    access: 'officer',
    body: supportReplyInputSchema,
    response: customSolutionSchema,
    handler: async ({ services, user, params, body, context }) => {
      const answered = await services.customSolutions.reply(user, params.id ?? '', body.message);
      await services.audit.record(requestMeta(context), {
        action: 'officer.custom_solution.replied',
        result: 'success',
        actorId: user.id,
        detail: answered.reference,
      });
      return answered;
    },
  }),
});
