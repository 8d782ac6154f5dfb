import { apiUrl } from '../../lib/api-base.ts';
import { createApiError, errorField, messageField, parseErrorBody } from '../../lib/api-error.ts';
import { m } from '../../../shared/i18n/messages.ts';

/** GET or send JSON with the session cookie; a non-OK answer throws ApiError (message, fields). */
export async function fetchJson<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const hasBody = init.body !== undefined;
  const response = await fetch(apiUrl(path), {
    method: init.method ?? 'GET',
    credentials: 'include',
    signal: init.signal,
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    const body = parseErrorBody(text);
    throw createApiError(messageField(body) ?? errorField(body) ?? m.billing_error_status({ status: response.status }), response.status, body);
  }
  // The caller names T: the endpoint's schema is the contract.
  return (text === '' ? {} : JSON.parse(text)) as T;
}
