import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { pendingRegistrationViewSchema } from '../../../shared/registrations/registrations.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: registrations waiting for e-mail confirmation or a decision, oldest first',
    description: 'The administrators’ queue (/api/admin/pending-registrations); officers decide too.',
    tags: ['officers'],
    access: 'officer',
    response: z.array(pendingRegistrationViewSchema),
    handler: ({ services }) => services.registrations.listOpen(),
  }),
});
