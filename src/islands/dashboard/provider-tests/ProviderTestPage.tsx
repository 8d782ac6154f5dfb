import { useQuery } from '@tanstack/react-query';
import {
  PROVIDER_TEST_PAGES,
  TEST_PROVIDER_IDS,
  type TestProviderId,
} from '../../../shared/provider-tests/provider-tests.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { catalogQuery } from '../../lib/catalog-query.ts';
import { PageHeader } from '../pages/PageHeader.tsx';
import type { RouteMatch } from '../shell/routes.ts';
import { DryRunForm } from './DryRunForm.tsx';
import { ProviderFacts } from './ProviderFacts.tsx';
import { TestClusterList } from './TestClusterList.tsx';
import { QueryError } from '../../ui/query-state.tsx';

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
        title={m.provider_tests_page_title({ provider: provider?.name ?? page.title, service: page.service })}
        description={m.provider_tests_page_description({ service: page.service })}
      />
      <p role="note" className="mb-8 rounded-lg border border-warning bg-warning/10 p-4 text-sm">
        <strong>{m.provider_tests_page_not_configured({ service: page.service })}</strong>
        {` ${m.provider_tests_page_simulated({ provider: provider?.name ?? page.service })}`}
      </p>
      {catalog.isPending ? <p>{m.provider_tests_page_loading_catalog()}</p> : null}
      {catalog.isError ? (
        <QueryError
          error={catalog.error}
          onRetry={() => void catalog.refetch()}
          text={(error) => m.provider_tests_page_catalog_error({ error })}
        />
      ) : null}
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
