import { customSolutionSchema } from '../../../shared/custom-solutions/custom-solutions.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'One of your organization’s custom-solution requests, with its status and replies',
    tags: ['custom-solutions'],
    access: 'user',
    permission: 'orders.read',
    response: customSolutionSchema,
    handler: ({ services, user, params }) => services.customSolutions.get(user.organizationId, params.id ?? ''),
  }),
});
