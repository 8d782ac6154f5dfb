import { z } from 'zod';
import {
  customSolutionInputSchema,
  customSolutionSchema,
} from '../../shared/custom-solutions/custom-solutions.schemas.ts';
import { defineEndpoint, operation } from '../../server/http/api-route.ts';
import { reply } from '../../server/http/reply.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your organization’s custom-solution requests, newest first, with their status',
    tags: ['custom-solutions'],
    access: 'user',
    permission: 'orders.read',
    response: z.array(customSolutionSchema),
    handler: ({ services, user }) => services.customSolutions.list(user.organizationId),
  }),
  POST: operation({
    summary: 'Ask for a tailored offer: workloads, regions, compliance needs, budget and files',
    description:
      'Upload files first with `POST /api/attachments` and pass their ids. Opens a ticket our officers answer, and a lead for sales.',
    tags: ['custom-solutions'],
    access: 'user',
    permission: 'orders.create',
    body: customSolutionInputSchema,
    response: customSolutionSchema,
    status: 201,
    handler: async ({ services, user, body }) =>
      reply(await services.customSolutions.create(user, body), { status: 201 }),
  }),
});
