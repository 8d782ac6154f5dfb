import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../server/http/request-meta.ts';
import { rotatedSecretSchema, rotateSecretSchema } from '../../../../shared/webhooks/webhooks.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary:
      'Rotate the signing secret: the new one is shown once; the previous one keeps signing for the overlap (default 24 h)',
    description:
      'During the overlap every delivery carries two signatures in `webhook-signature`, so the receiver can switch secrets without missing an event.',
    tags: ['webhooks'],
    access: 'user',
    permission: 'webhooks.manage',
    body: rotateSecretSchema,
    response: rotatedSecretSchema,
    handler: ({ services, user, params, body, context }) =>
      services.webhooks.rotateSecret(user, params.id ?? '', body.overlapHours, requestMeta(context)),
  }),
});
