import { upgradeCheckQuerySchema, upgradeCheckSchema } from '../../../../shared/clusters/upgrade-check.schemas.ts';
import { defineEndpoint, operation } from '../../../../server/http/api-route.ts';

export const prerender = false;

export const operations = defineEndpoint({
  GET: operation({
    summary: 'Check a Kubernetes upgrade before asking for it',
    description:
      'Nothing changes. Each check (`version`, `operation`, `addon`, `deprecated-api`) is `ok`, `warning` or `blocking`; `allowed` is false when any is blocking: ' +
      'a downgrade, skipping a minor, a version the catalog does not offer, a change already running, an add-on with no version for the target. ' +
      '`PATCH /api/clusters/{id}` refuses the same upgrade.',
    tags: ['clusters'],
    access: 'user',
    permission: 'clusters.read',
    query: upgradeCheckQuerySchema,
    response: upgradeCheckSchema,
    handler: ({ services, user, params, query }) =>
      services.clusters.upgradeCheck(user.organizationId, params.id ?? '', query.version),
  }),
});
