import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRealtimeMessages } from '../../notifications/use-realtime.ts';
import { invalidateForMessage } from './marketplace.queries.ts';
import type { LiveEvent } from '../../../shared/realtime-messages.ts';

/** Refetches cluster, add-on and order data when /ws says they changed (no polling). */
export function useLiveUpdates(): void {
  const client = useQueryClient();
  const handle = useCallback((message: LiveEvent) => invalidateForMessage(client, message), [client]);
  useRealtimeMessages(handle);
}
