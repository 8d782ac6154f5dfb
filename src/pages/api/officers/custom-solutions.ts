import { z } from 'zod';
import { customSolutionSchema } from '../../../server/custom-solutions/custom-solutions.schemas.ts';
import { errors } from '../../../server/http/app-error.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: every organization’s custom-solution requests, newest first',
    description: 'Answers 404 to users without officers access, like the officers’ pages.',
    tags: ['officers'],
    access: 'user',
    permission: 'staff',
    response: z.array(customSolutionSchema),
    handler: ({ services, user }) => {
      if (!user.officersAccess) throw errors.notFound('No API endpoint at /api/officers/custom-solutions.');
      return services.customSolutions.listAll();
    },
  }),
});
