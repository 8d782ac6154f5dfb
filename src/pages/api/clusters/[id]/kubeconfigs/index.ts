import { audited } from '../../../../../server/audit/record-activity.ts';
import { z } from 'zod';
import { kubeconfigInputSchema, kubeconfigSchema } from '../../../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Who holds credentials for this cluster (never a secret)',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.credentials',
    response: z.array(kubeconfigSchema),
    handler: ({ services, user, params }) => services.kubeconfigs.list(user.organizationId, params.id ?? ''),
  }),
  POST: operation({
    summary: 'Issue yourself a kubeconfig for this cluster (1 hour to 90 days)',
    description:
      'Answers 201 `{ id, expiresAt, kubeconfig }`: the YAML is shown once; only a hash of its token is kept.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.credentials',
    body: kubeconfigInputSchema,
    response: z.object({ id: z.string(), expiresAt: z.string(), kubeconfig: z.string() }),
    status: 201,
    handler: ({ services, user, params, body, context }) =>
      audited(
        { services, context, user },
        { action: 'kubeconfig.issued', targetType: 'cluster', targetId: params.id ?? null },
        () => services.kubeconfigs.issue(user, params.id ?? '', body.ttlHours),
      ),
  }),
});
