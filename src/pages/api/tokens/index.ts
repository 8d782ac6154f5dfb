import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { requestMeta } from '../../../server/http/request-meta.ts';
import { createdTokenSchema, createTokenSchema, tokenListSchema } from '../../../shared/tokens/tokens.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Your API tokens, newest first (never their values), and the scopes your role may give a new one',
    tags: ['tokens'],
    access: 'user',
    permission: 'account.self',
    response: tokenListSchema,
    handler: ({ services, user }) => services.tokens.list(user),
  }),
  POST: operation({
    summary: 'Create an API token: named, scoped within your role, at most a year; its value is shown once',
    description:
      'Use it as `Authorization: Bearer <token>`. A scope beyond your role is a 400 (`scope_beyond_role`); the token is revoked at once if you leave the organization, your account is disabled or your role changes.',
    tags: ['tokens'],
    access: 'user',
    permission: 'account.self',
    recentSession: true,
    body: createTokenSchema,
    response: createdTokenSchema,
    status: 201,
    handler: async ({ services, user, body, context }) => {
      const { record, token } = await services.tokens.create(user, body, requestMeta(context));
      return { id: record.id, name: record.name, scopes: record.scopes, expiresAt: record.expiresAt, token };
    },
  }),
});
