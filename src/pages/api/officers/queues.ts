import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { queueSummaries } from '../../../server/officers/officer-queues.ts';
import { queueSummarySchema } from '../../../shared/officers/officers.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: every queue of the Officers Panel with its count and oldest waiting item',
    description: 'Answers 404 to anyone without officers access.',
    tags: ['officers'],
    access: 'officer',
    response: z.array(queueSummarySchema),
    handler: ({ services }) => queueSummaries(services),
  }),
});
