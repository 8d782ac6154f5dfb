import type { QueryClient } from '@tanstack/react-query';
import { invalidateApi } from '../../../lib/api/client.ts';

/** After an officer's action: every queue and count of the panel reads again. */
export function refreshQueues(client: QueryClient): Promise<void> {
  return invalidateApi(client, ['/api/officers']);
}
