import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tokenListSchema } from '../../../../shared/tokens/tokens.schemas.ts';
import type { deliveryPageSchema, WebhookView } from '../../../../shared/webhooks/webhooks.schemas.ts';
import { invalidateApi } from '../../../lib/api/client.ts';

export type TokenList = z.infer<typeof tokenListSchema>;
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

export const automationKeys = {
  tokens: ['/api/tokens'] as const,
  webhooks: ['/api/webhooks'] as const,
  deliveries: (endpointId: string) => [`/api/webhooks/${encodeURIComponent(endpointId)}/deliveries`] as const,
};

export const tokensQueryOptions = () => queryOptions<TokenList>({ queryKey: automationKeys.tokens });
export const webhooksQueryOptions = () => queryOptions<WebhookView[]>({ queryKey: automationKeys.webhooks });

/**
 * The delivery log; read again every 2 s while an attempt is on its way: a new delivery not sent
 * yet, or one sent again (`awaiting`) until its next attempt shows.
 */
export const deliveriesQueryOptions = (endpointId: string, awaiting: { id: string; attempts: number } | null) =>
  queryOptions<DeliveryPage>({
    queryKey: automationKeys.deliveries(endpointId),
    refetchInterval: (query) => {
      const deliveries = query.state.data?.deliveries ?? [];
      const resent = awaiting && deliveries.find((d) => d.id === awaiting.id);
      const waiting =
        deliveries.some((d) => d.status === 'pending' && d.attempts.length === 0) ||
        (resent && resent.attempts.length <= awaiting.attempts);
      return waiting ? 2000 : false;
    },
  });

/** After a change to an endpoint: the list and its log are read again. */
export async function refreshWebhooks(client: QueryClient, endpointId?: string): Promise<void> {
  await invalidateApi(client, [automationKeys.webhooks]);
  if (endpointId) await invalidateApi(client, [automationKeys.deliveries(endpointId)]);
}
