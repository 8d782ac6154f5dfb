import { useQuery } from '@tanstack/react-query';
import { PROVIDER_TEST_PAGES, TEST_PROVIDER_IDS, type TestProviderId } from '../../../server/provider-tests/provider-tests.schemas.ts';
import { catalogQuery } from '../../lib/catalog-query.ts';
import { PageHeader } from '../pages/PageHeader.tsx';
import type { RouteMatch } from '../shell/routes.ts';
import { DryRunForm } from './DryRunForm.tsx';
import { ProviderFacts } from './ProviderFacts.tsx';
import { TestClusterList } from './TestClusterList.tsx';

/** The provider a test page's path names. */
export function providerOfPath(path: string): TestProviderId | undefined {
  return TEST_PROVIDER_IDS.find((id) => PROVIDER_TEST_PAGES[id].path === path);
}

/** /gcp-cluster-test … /digitalocean-doks-test: one provider's offer, a dry run and test clusters. */
export function ProviderTestPage({ match }: { match: RouteMatch }) {
  const providerId = providerOfPath(match.route.path) ?? 'gcp';
  const page = PROVIDER_TEST_PAGES[providerId];
  const catalog = useQuery(catalogQuery());
  const provider = catalog.data?.providers.find((p) => p.id === providerId);
  return (
    <>
      <PageHeader
        title={`${provider?.name ?? page.title} ${page.service}: driver test`}
        description={`What ${page.service} offers mapped to our catalog, a dry run of a cluster against its limits, and test clusters on the simulated driver.`}
      />
      <p role="note" className="mb-8 rounded-lg border border-warning bg-warning/10 p-4 text-sm">
        <strong>Real {page.service} credentials are not configured.</strong> They plug in through the server’s configuration; until
        then nothing is sent to {provider?.name ?? page.service}: the dry run shows the requests, and test clusters run on the built-in
        simulated driver.
      </p>
      {catalog.isPending ? <p>Loading the catalog…</p> : null}
      {catalog.isError ? <p role="alert" className="text-destructive">The catalog could not be loaded: {catalog.error.message}</p> : null}
      {catalog.data ? (
        <div className="grid gap-10">
          <DryRunForm page={page} catalog={catalog.data} />
          <TestClusterList page={page} />
          <ProviderFacts providerId={providerId} catalog={catalog.data} service={page.service} />
        </div>
      ) : null}
    </>
  );
}
