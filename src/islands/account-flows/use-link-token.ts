import { useEffect, useRef, useSyncExternalStore } from 'react';
import { apiRequest } from '../lib/api/client.ts';
import { useRequest } from './use-request.ts';

const noSubscription = () => () => {};

/**
 * The `token` query parameter of an e-mail link. The pages are prerendered, so the token is read
 * in the browser only (it never reaches server logs): undefined while hydrating, null when absent.
 */
export function useLinkToken(): string | null | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get('token'),
    () => undefined,
  );
}

/**
 * POSTs `{ token }` to a one-time-link endpoint as soon as the token is known, exactly once: the
 * ref survives React's strict-mode double effect, and a used token must not be sent twice.
 */
export function useTokenExchange<T>(
  path: string,
  token: string | null | undefined,
  onSuccess?: (data: T) => void | Promise<void>,
) {
  const mutation = useRequest(
    (value: string) => apiRequest<T>(path, { method: 'POST', body: { token: value } }),
    onSuccess,
  );
  const started = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);
  return mutation;
}
