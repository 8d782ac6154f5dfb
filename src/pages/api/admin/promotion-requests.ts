import { z } from 'zod';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import {
  promotionListQuerySchema,
  promotionRequestViewSchema,
} from '../../../shared/staff/promotion-requests.schemas.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Promotion requests: pending first (oldest waiting first), then decided ones; filter by status and kind',
    tags: ['admin'],
    access: 'admin',
    query: promotionListQuerySchema,
    response: z.array(promotionRequestViewSchema),
    handler: ({ services, query }) => services.promotions.list(query),
  }),
});
