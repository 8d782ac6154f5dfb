import { EstimatorPage } from './EstimatorPage.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** /price-estimator, in the dashboard shell. */
export function PriceEstimatorRoute() {
  return (
    <>
      <PageHeader title={m.estimator_page_title()} description={m.estimator_page_description()} />
      <EstimatorPage />
    </>
  );
}
