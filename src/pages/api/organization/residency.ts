import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { organizationResidencySchema } from '../../../shared/residency/residency.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary:
      'Where your organization’s data lives: every cluster’s region and backups, the console’s region and its services',
    description:
      'One statement per cluster not deleted (its region and where its backups go), the distinct regions they use, the region of the console’s own storage (accounts, orders, invoices, tickets, audit log) and every service the console uses with its country and the personal data it receives.',
    tags: ['organization'],
    access: 'user',
    permission: 'team.read',
    response: organizationResidencySchema,
    handler: ({ services, user }) => services.residency.organization(user.organizationId),
  }),
});
