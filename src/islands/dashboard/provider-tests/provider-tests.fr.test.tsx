// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cluster } from '../../../shared/clusters/clusters.schemas.ts';
import { PROVIDER_TEST_PAGES } from '../../../shared/provider-tests/provider-tests.schemas.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { dryRunFormSchema, fieldLabel } from './provider-test.ts';
import { TestClusterList } from './TestClusterList.tsx';

const page = PROVIDER_TEST_PAGES.aws;
const cluster = {
  id: 'c1',
  name: 'aws-test',
  regionId: 'eu-west-3',
  kubernetesVersion: '1.33',
  status: 'running',
  phase: null,
  progress: 100,
} as unknown as Cluster;

function renderList(clusters: Cluster[]) {
  const client = createQueryClient();
  client.setQueryData([page.api], clusters);
  return renderToString(
    <QueryClientProvider client={client}>
      <TestClusterList page={page} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the provider test pages', () => {
  it('list the test clusters in French', () => {
    document.documentElement.lang = 'fr';
    const html = renderList([cluster]);
    expect(html).toContain('Vos clusters de test EKS');
    expect(html).toContain('aria-label="Supprimer aws-test"');
    expect(html).toContain('Supprimer');
    expect(renderList([])).toContain('Pas encore de cluster de test\u00a0: créez-en un avec le formulaire ci-dessus.');
  });

  it('name the refused fields and check the form in French', () => {
    document.documentElement.lang = 'fr';
    expect(fieldLabel('nodePools.0.count')).toBe('Nœuds');
    const checked = dryRunFormSchema.safeParse({
      name: '',
      tierId: 't',
      regionId: 'r',
      kubernetesVersion: '1.33',
      haControlPlane: 'no',
      poolName: 'p',
      nodeSizeId: 's',
      count: '3',
    });
    expect(checked.error?.issues[0]?.message).toBe('Nommez le cluster.');
  });

  it('keep English as it was', () => {
    expect(renderList([cluster])).toContain('Your EKS test clusters');
    expect(fieldLabel('nodePools.0.count')).toBe('Nodes');
  });
});
