import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { adminUserPageSchema, userListQuerySchema } from '../../../shared/staff/staff.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary:
      'Every user, oldest first: search by name, e-mail, username or company; filter by role, officers access, disabled, MFA, verified',
    tags: ['admin'],
    access: 'admin',
    query: userListQuerySchema,
    response: adminUserPageSchema,
    handler: ({ services, query }) => services.userAdmin.list(query),
  }),
});
