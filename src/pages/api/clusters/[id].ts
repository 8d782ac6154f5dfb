import { audited } from '../../../server/audit/record-activity.ts';
import { z } from 'zod';
import {
  clusterChangeAnswerSchema,
  clusterPatchSchema,
  clusterSchema,
} from '../../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation } from '../../../server/http/api-route.ts';
import { maintenanceChange, maintenanceSettings } from '../../../server/clusters/maintenance-settings.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'One of your organization’s clusters (another organization’s is 404)',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    response: clusterSchema,
    handler: ({ services, user, params }) => services.clusters.get(user.organizationId, params.id ?? ''),
  }),
  PATCH: operation({
    summary: 'Change a running cluster: node pools, the next Kubernetes minor, removing add-ons',
    description:
      'Answers 202 with the cluster `updating`; a cluster that is not running is 409 `cluster_busy` naming the field. Preview the cost first with `POST /api/clusters/{id}/preview`. ' +
      'A new minor upgrades the control plane, then replaces the nodes pool by pool, one at a time with a surge of one (a new node joins, an old one is cordoned, drained and removed): `upgrade` says where it stands. ' +
      'A raise is charged first from the default method (402 and nothing changed when it fails); when the bank asks for 3-D Secure, 202 with the cluster unchanged and ' +
      '`change: { status: "requires_action", challenge, amount, currency }`: the change applies once `POST /api/clusters/{id}/challenge` approves it, and never if it fails or expires.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.write',
    body: clusterPatchSchema,
    response: clusterChangeAnswerSchema,
    status: 202,
    handler: ({ services, user, params, body, context }) =>
      audited(
        { services, context, user },
        {
          action: 'cluster.changed',
          targetType: 'cluster',
          targetId: params.id ?? null,
          detail: maintenanceDetail(body),
        },
        () => services.clusters.update(user, params.id ?? '', body),
      ),
  }),
  DELETE: operation({
    summary: 'Delete a cluster: type its name to confirm',
    description: 'Answers 202 with the cluster `deleting`. Its kubeconfigs are revoked and its billing stops at once.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.write',
    body: z.object({ confirmName: z.string().min(1, 'Type the cluster’s name.') }),
    response: clusterSchema,
    status: 202,
    handler: ({ services, user, params, body, context }) =>
      audited(
        { services, context, user },
        { action: 'cluster.deleted', targetType: 'cluster', targetId: params.id ?? null },
        () => services.clusters.remove(user, params.id ?? '', body.confirmName),
      ),
  }),
});

/** The activity log names a new maintenance window or automatic-upgrade choice. */
function maintenanceDetail(body: Parameters<typeof maintenanceSettings>[0]): string | undefined {
  const settings = maintenanceSettings(body);
  return settings ? maintenanceChange(settings) : undefined;
}
