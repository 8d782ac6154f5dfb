import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';
import { requestMeta } from '../../../../../server/http/request-meta.ts';
import {
  promotionApprovalInputSchema,
  promotionRequestViewSchema,
} from '../../../../../shared/staff/promotion-requests.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  POST: operation({
    summary:
      'Approve a promotion request and apply it (the admin role by a super_admin only); the requester is notified and e-mailed',
    tags: ['admin'],
    access: 'admin',
    body: promotionApprovalInputSchema,
    response: promotionRequestViewSchema,
    handler: ({ services, user, params, body, context }) =>
      services.promotions.approve(user, params.id ?? '', body?.reason, requestMeta(context)),
  }),
});
