import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { pendingRegistrationViewSchema } from '../../../shared/registrations/registrations.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Registrations waiting for e-mail confirmation or a decision, oldest first',
    tags: ['admin'],
    access: 'admin',
    response: z.array(pendingRegistrationViewSchema),
    handler: ({ services }) => services.registrations.listOpen(),
  }),
});
