import { EstimatorPage } from './EstimatorPage.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';

/** /price-estimator (SPEC §2). */
export function PriceEstimatorRoute() {
  return (
    <>
      <PageHeader title="Price estimator" description="Price any mix of clusters, add-ons and products, monthly and yearly, without ordering." />
      <EstimatorPage />
    </>
  );
}
