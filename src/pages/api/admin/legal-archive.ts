import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import {
  legalArchiveEntrySchema,
  legalArchiveQuerySchema,
} from '../../../shared/organization-closing/closing.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'The restricted archive of an erased organization: its invoices, credit notes and ledger entries',
    description:
      'What the law keeps after an organization is closed and erased, each record with `retainUntil` (its issue date + 10 years, Code de commerce art. L123-22). Administrators only (404 for everyone else).',
    tags: ['admin'],
    access: 'admin',
    query: legalArchiveQuerySchema,
    response: z.object({ entries: z.array(legalArchiveEntrySchema) }),
    handler: async ({ services, query }) => ({
      entries: await services.organizationArchive.list(query.organizationId),
    }),
  }),
});
