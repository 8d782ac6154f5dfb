import { z } from 'zod';
import { clusterSchema, clusterSpecSchema } from '../../shared/clusters/clusters.schemas.ts';
import { defineEndpoint, operation, type Operations } from '../http/api-route.ts';
import {
  dryRunResultSchema,
  PROVIDER_TEST_PAGES,
  type TestProviderId,
} from '../../shared/provider-tests/provider-tests.schemas.ts';

// The three endpoint files of each provider test page (/api/{slug}-clusters…) name their
// provider and take their operations from here: seven providers, one behaviour.

const tags = ['provider tests'];
const service = (providerId: TestProviderId) => PROVIDER_TEST_PAGES[providerId].service;

/** GET and POST /api/{slug}-clusters. */
export function providerClustersEndpoint(providerId: TestProviderId): Operations {
  return defineEndpoint({
    GET: operation({
      summary: `Your organization’s live ${service(providerId)} test clusters`,
      tags,
      access: 'user',
      permission: 'clusters.read',
      response: z.array(clusterSchema),
      handler: ({ services, user }) => services.providerTests.list(user.organizationId, providerId),
    }),
    POST: operation({
      summary: `Create a ${service(providerId)} test cluster on the simulated driver`,
      description:
        'Runs the dry run first: 400 with every failing field. No order and never billed; at most 3 live test clusters per provider (409).',
      tags,
      access: 'user',
      permission: 'clusters.write',
      body: clusterSpecSchema,
      response: clusterSchema,
      status: 201,
      handler: ({ services, user, body }) => services.providerTests.create(user, providerId, body),
    }),
  });
}

/** DELETE /api/{slug}-clusters/{id}. */
export function providerClusterEndpoint(providerId: TestProviderId): Operations {
  return defineEndpoint({
    DELETE: operation({
      summary: `Delete a ${service(providerId)} test cluster`,
      description:
        'Answers 202 with the cluster `deleting`. Only test clusters of this provider: any other cluster is 404.',
      tags,
      access: 'user',
      permission: 'clusters.write',
      response: clusterSchema,
      status: 202,
      handler: ({ services, user, params }) => services.providerTests.remove(user, providerId, params.id ?? ''),
    }),
  });
}

/** POST /api/{slug}-clusters/dry-run. */
export function providerDryRunEndpoint(providerId: TestProviderId): Operations {
  return defineEndpoint({
    POST: operation({
      summary: `Check a cluster spec against ${service(providerId)}’s limits and show the create requests`,
      description:
        'Nothing is created. `valid` false lists every failing field; true gives the exact requests our driver would send.',
      tags,
      access: 'user',
      permission: 'pricing.read',
      body: clusterSpecSchema,
      response: dryRunResultSchema,
      handler: ({ services, body }) => services.providerTests.dryRun(providerId, body),
    }),
  });
}
