import { z } from 'zod';
import { customSolutionSchema } from '../../../shared/custom-solutions/custom-solutions.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: every organization’s custom-solution requests, newest first',
    description: 'Answers 404 to anyone without officers access, like the officers’ pages.',
    tags: ['officers'],
    access: 'officer',
    response: z.array(customSolutionSchema),
    handler: ({ services }) => services.customSolutions.listAll(),
  }),
});
