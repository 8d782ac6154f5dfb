import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { MarketplaceRoute } from './MarketplaceRoute.tsx';

/** /marketplace for a visitor: the public catalogue (GET /api/marketplace), ordering after sign-in. */
export function VisitorMarketplace() {
  return (
    <QueryClientProvider client={queryClient}>
      <MarketplaceRoute visitor />
    </QueryClientProvider>
  );
}
