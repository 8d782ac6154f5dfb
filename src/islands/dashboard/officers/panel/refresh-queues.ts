import type { QueryClient } from '@tanstack/react-query';
import { isUnder } from '../../../notifications/realtime-invalidation.ts';

/** After an officer's action: every queue and count of the panel reads again. */
export function refreshQueues(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && isUnder(query.queryKey[0], '/api/officers'),
  });
}
