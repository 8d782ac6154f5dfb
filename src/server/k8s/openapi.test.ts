import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startKubernetesApi, type KubernetesApiHarness } from '../../../test/support/k8s-api-harness.ts';
import { productionCluster } from '../../../test/support/simulated-clusters.ts';

// The OpenAPI documents as clients read them: the v3 index and its per-group-version documents
// (what kubectl explain and its field-validation check read), and /openapi/v2 in JSON or in the
// protobuf kubectl asks for. The real kubectl reads them in test/api/kubectl-console.test.ts.

const prod = productionCluster({ addonIds: ['monitoring'] });
let api: KubernetesApiHarness;
let base: string;

beforeAll(async () => {
  api = await startKubernetesApi({ clusters: [prod], credentials: { token: { clusterId: prod.id } } });
  base = `${api.origin}/k8s/${prod.id}`;
});
afterAll(() => api.close());

const get = (path: string, accept?: string) => call(`${base}${path}`, { token: 'token', accept });

describe('OpenAPI documents', () => {
  it('indexes one v3 document per group version, each describing its kinds and declaring server-side field validation', async () => {
    const index = (await get('/openapi/v3')).body;
    const core = index.paths['api/v1'].serverRelativeURL as string;
    expect(core).toMatch(/^\/openapi\/v3\/api\/v1\?hash=[0-9A-F]{128}$/);
    expect(Object.keys(index.paths)).toEqual(
      expect.arrayContaining(['apis/apps/v1', 'apis/events.k8s.io/v1', 'apis/apiextensions.k8s.io/v1']),
    );
    const document = await call(`${base}${core}`, { token: 'token' });
    expect(document.status).toBe(200);
    const pod = document.body.components.schemas['io.k8s.api.core.v1.Pod'];
    expect(pod['x-kubernetes-group-version-kind']).toEqual([{ group: '', version: 'v1', kind: 'Pod' }]);
    expect(pod.properties.metadata.allOf).toEqual([
      { $ref: '#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta' },
    ]);
    expect(pod.properties.spec.properties.containers.items.properties.image).toMatchObject({ type: 'string' });
    const secret = document.body.components.schemas['io.k8s.api.core.v1.Secret'];
    expect(Object.keys(secret.properties)).toEqual(expect.arrayContaining(['type', 'data', 'stringData']));
    const patch = document.body.paths['/api/v1/namespaces/{namespace}/pods/{name}'].patch;
    expect(patch['x-kubernetes-group-version-kind']).toEqual({ group: '', version: 'v1', kind: 'Pod' });
    expect(patch.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['dryRun', 'fieldValidation']),
    );
    expect((await get('/openapi/v3/apis/no.such.group/v1')).status).toBe(404);
    // The cluster's custom resources (here the monitoring add-on's) have their documents too.
    const custom = await call(`${base}${index.paths['apis/monitoring.coreos.com/v1'].serverRelativeURL}`, {
      token: 'token',
    });
    expect(
      custom.body.components.schemas['com.coreos.monitoring.v1.ServiceMonitor']['x-kubernetes-group-version-kind'],
    ).toEqual([{ group: 'monitoring.coreos.com', version: 'v1', kind: 'ServiceMonitor' }]);
    expect(index.paths['apis/kyverno.io/v1']).toBeUndefined();
  });

  it('serves /openapi/v2 as JSON, and as protobuf to a client that asks for it', async () => {
    const json = await get('/openapi/v2');
    expect(json.body.swagger).toBe('2.0');
    expect(json.body.definitions['io.k8s.api.apps.v1.Deployment'].properties.spec.properties.replicas).toMatchObject({
      type: 'integer',
    });
    const response = await fetch(`${base}/openapi/v2`, {
      headers: { authorization: 'Bearer token', accept: 'application/com.github.proto-openapi.spec.v2@v1.0+protobuf' },
    });
    expect(response.headers.get('content-type')).toBe('application/com.github.proto-openapi.spec.v2.v1.0+protobuf');
    const bytes = Buffer.from(await response.arrayBuffer());
    // Field 1 (swagger, a string): "2.0"; the definitions' names are in there as they are.
    expect([...bytes.subarray(0, 5)]).toEqual([0x0a, 3, ...Buffer.from('2.0')]);
    expect(bytes.includes(Buffer.from('io.k8s.api.core.v1.Pod'))).toBe(true);
  });
});
