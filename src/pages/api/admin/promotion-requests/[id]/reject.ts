import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import {
  promotionDecisionInputSchema,
  promotionRequestViewSchema,
} from '../../../../../shared/staff/promotion-requests.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary: 'Reject a promotion request with a reason the requester receives (notification and e-mail)',
    tags: ['admin'],
    access: 'admin',
    body: promotionDecisionInputSchema,
    response: promotionRequestViewSchema,
    handler: ({ services, user, params, body, context }) =>
      services.promotions.reject(user, params.id ?? '', body.reason, requestMeta(context)),
  }),
});
