import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { failedProvisioningSchema } from '../../../shared/officers/officers.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Officers: clusters of every organization whose operation failed, longest waiting first',
    tags: ['officers'],
    access: 'officer',
    response: z.array(failedProvisioningSchema),
    handler: ({ services }) => services.officers.provisioning.list(),
  }),
});
